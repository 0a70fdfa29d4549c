import { z } from 'zod/mini';
import { checked, requiredText, timestampSchema, uuidSchema } from '../validation/schema.ts';

/** The admin login form. */
export const loginSchema = z.object({
  username: requiredText(1, 'Username is required'),
  password: checked(z.string('Password is required'), z.minLength(1, 'Password is required')),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** GET /api/auth/check. */
export const authCheckSchema = z.object({ isAdmin: z.boolean(), username: z.optional(z.string()) });
export type AuthCheck = z.infer<typeof authCheckSchema>;

/** A user as the API shows it: never the password. */
export const userSchema = z.object({
  id: uuidSchema,
  username: z.string(),
  email: z.string(),
  isAdmin: z._default(z.boolean(), false),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;
