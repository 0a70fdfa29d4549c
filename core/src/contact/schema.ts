import { z } from 'zod/mini';
import { emailSchema, requiredText } from '../validation/schema.ts';

/** The contact form (its messages are not sent anywhere yet). */
export const contactFormSchema = z.object({
  name: requiredText(2, 'Name is required', 200),
  email: emailSchema('Valid email is required'),
  subject: requiredText(2, 'Subject is required', 200),
  message: requiredText(10, 'Message is too short', 5000, { multiline: true }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
