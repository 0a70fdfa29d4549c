import { z } from 'zod';
import { emailSchema } from '../validation/schema.ts';

/** The contact form (its messages are not sent anywhere yet). */
export const contactFormSchema = z.object({
  name: z.string('Name is required').trim().min(2, 'Name is required'),
  email: emailSchema('Valid email is required'),
  subject: z.string('Subject is required').trim().min(2, 'Subject is required'),
  message: z.string('Message is too short').trim().min(10, 'Message is too short'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
