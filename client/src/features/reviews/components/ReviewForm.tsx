import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { maxVisitDate, reviewSchema, type ReviewFormInput, type ReviewValues } from '../api/review-schema';
import { LabelledControl } from '@/components/LabelledControl';
import type { Review } from '@contracts';
import { StarRatingInput } from './StarRatingInput';

const inputClass = (error?: string) =>
  `mt-1.5 block w-full rounded-lg border bg-slate-950/60 px-3.5 text-base text-white transition outline-none focus:ring-2 ${
    error
      ? 'border-red-500/70 focus:ring-red-500/30'
      : 'border-slate-700 focus:border-amber-500 focus:ring-amber-500/30'
  }`;

/** SPEC §4 review form (creating or editing): stars, visit date and content. */
export function ReviewForm({
  review,
  onSubmit,
  onCancel,
}: {
  review?: Review;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const ids = { rating: useId(), date: useId(), content: useId() };
  const form = useForm<ReviewFormInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: review?.rating, visited_at: review?.visited_at ?? '', content: review?.content ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit(values).catch(() => undefined));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={review ? 'Edit your review' : 'Write a review'}
      className="space-y-5 rounded-2xl border border-amber-500/30 bg-slate-900/70 p-5 sm:p-6"
    >
      <div>
        <p id={ids.rating} className="text-sm font-medium text-slate-200">
          Rating
        </p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              labelId={ids.rating}
              value={field.value}
              onChange={field.onChange}
              error={errors.rating?.message}
            />
          )}
        />
      </div>
      <LabelledControl id={ids.date} label="When did you visit?" error={errors.visited_at?.message}>
        <input
          type="date"
          max={maxVisitDate()}
          {...described(ids.date, errors.visited_at?.message)}
          className={`${inputClass(errors.visited_at?.message)} h-11 [color-scheme:dark] sm:max-w-xs`}
          {...form.register('visited_at')}
        />
      </LabelledControl>
      <LabelledControl id={ids.content} label="Your review" error={errors.content?.message}>
        <textarea
          rows={5}
          placeholder="What was it like to stand where the scene was filmed?"
          {...described(ids.content, errors.content?.message)}
          className={`${inputClass(errors.content?.message)} py-2.5 placeholder:text-slate-500`}
          {...form.register('content')}
        />
      </LabelledControl>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-lg bg-amber-500 px-5 py-2.5 font-semibold text-slate-950 shadow-lg shadow-amber-500/20 transition hover:bg-amber-400 disabled:opacity-70"
        >
          {isSubmitting ? 'Saving...' : review ? 'Update Review' : 'Submit Review'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-700 px-5 py-2.5 font-semibold text-slate-200 transition hover:border-slate-500"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The id, invalid state and error link of a field's control. */
const described = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
