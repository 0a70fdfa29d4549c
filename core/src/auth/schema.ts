import { z } from 'zod';
import { timestampSchema, uuidSchema } from '../validation/schema.ts';

/** The admin login form. */
export const loginSchema = z.object({
  username: z.string('Username is required').trim().min(1, 'Username is required'),
  password: z.string('Password is required').min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const authCheckSchema = z.object({ isAdmin: z.boolean(), username: z.string().optional() });
export type AuthCheck = z.infer<typeof authCheckSchema>;

/** A user as the API shows it: never the password. */
export const userSchema = z.object({
  id: uuidSchema,
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean().default(false),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;
