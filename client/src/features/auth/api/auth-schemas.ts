import { z } from 'zod';
import { displayNameProblem } from '@contracts';

/** SPEC §5 rules and messages for the sign-in and register forms (the server checks the same). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.string().trim().min(1, 'Email is required').regex(EMAIL, 'Invalid email address');
const passwordField = z.string().min(1, 'Password is required').min(6, 'Password must be at least 6 characters');

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginValues = z.infer<typeof loginSchema>;

/** A new password typed twice (register and reset): SPEC §5 confirmation rules. */
export const newPasswordFields = {
  password: passwordField,
  confirmPassword: z.string().min(1, 'Please confirm your password'),
};
export const passwordsMatch = <T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T, T>) =>
  schema.refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type NewPasswordValues = { password: string; confirmPassword: string };

/** The public name: the shared rule (contracts/display-name.ts), its message as the field error. */
export const displayNameField = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    const problem = displayNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const registerSchema = passwordsMatch(
  z.object({ display_name: displayNameField, email: emailField, ...newPasswordFields }),
);
export type RegisterValues = z.infer<typeof registerSchema>;

export const emailOnlySchema = z.object({ email: emailField });

export const resetSchema = passwordsMatch(z.object(newPasswordFields));
export type ResetValues = z.infer<typeof resetSchema>;
