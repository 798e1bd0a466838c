import { z } from 'zod';

/** SPEC §5 rules and messages for the sign-in and register forms (the server checks the same). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.string().trim().min(1, 'Email is required').regex(EMAIL, 'Invalid email address');
const passwordField = z.string().min(1, 'Password is required').min(6, 'Password must be at least 6 characters');

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type RegisterValues = z.infer<typeof registerSchema>;

export const emailOnlySchema = z.object({ email: emailField });

export const resetSchema = z
  .object({ password: passwordField, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
