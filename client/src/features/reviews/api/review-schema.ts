import { z } from 'zod';

/** SPEC §5 review rules and messages; the server checks the same. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

export const reviewSchema = z.object({
  rating: z
    .number({ error: 'Please select a rating' })
    .int()
    .min(1, 'Please select a rating')
    .max(5, 'Please select a rating'),
  visited_at: z
    .string()
    .min(1, 'Please enter when you visited')
    .refine((value) => value <= today(), 'The visit date cannot be in the future'),
  content: z
    .string()
    .trim()
    .min(1, 'Please enter your review')
    .min(10, 'Review must be at least 10 characters')
    .max(5000, 'Review must be at most 5,000 characters'),
});

export type ReviewValues = z.infer<typeof reviewSchema>;
export type ReviewFormInput = z.input<typeof reviewSchema>;
export const maxVisitDate = today;
