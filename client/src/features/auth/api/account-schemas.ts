import { z } from 'zod';
import { displayNameField, emailField, newPasswordFields, passwordsMatch } from './auth-schemas';

/** The /account forms: the same rules (and messages) as the register form, checked again on the server. */
export const displayNameSchema = z.object({ display_name: displayNameField });
export type DisplayNameValues = z.infer<typeof displayNameSchema>;

export const passwordChangeSchema = passwordsMatch(
  z.object({ current_password: z.string().min(1, 'Current password is required'), ...newPasswordFields }),
);
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({
  email: emailField,
  current_password: z.string().min(1, 'Current password is required'),
});
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;

export const deletionSchema = z.object({ password: z.string().min(1, 'Password is required') });
export type DeletionValues = z.infer<typeof deletionSchema>;
