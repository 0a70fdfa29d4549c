import { z } from 'zod/mini';
import { checked, requiredText, timestampSchema, tooLongMessage, uuidSchema } from '../validation/schema.ts';

/** Longer passwords are refused before any hashing work (the username column is 100 characters). */
const PASSWORD_MAX_LENGTH = 1000;

/** The admin login form. */
export const loginSchema = z.object({
  username: requiredText(1, 'Username is required', 100),
  password: checked(
    z.string('Password is required'),
    z.minLength(1, 'Password is required'),
    z.maxLength(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH)),
  ),
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
