import { Star } from 'lucide-react';
import { useId, useRef } from 'react';

const VALUES = [1, 2, 3, 4, 5];

/**
 * A radio group of five stars (WAI-ARIA radio pattern): Tab reaches it, arrow keys change
 * the rating, Space/Enter pick the focused star.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  labelId,
}: {
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
  labelId: string;
}) {
  const errorId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value ?? 1;

  const move = (to: number) => {
    const next = Math.min(5, Math.max(1, to));
    onChange(next);
    refs.current[next - 1]?.focus();
  };

  return (
    <div>
      {/* The radios inside are focusable (one tab stop, arrows move); the group only handles their keys. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex gap-1"
        onKeyDown={(event) => {
          const current = value ?? 0;
          if (event.key === 'ArrowRight' || event.key === 'ArrowUp') move(current + 1);
          else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') move(current - 1);
          else return;
          event.preventDefault();
        }}
      >
        {VALUES.map((star) => {
          const filled = value !== undefined && star <= value;
          return (
            <button
              key={star}
              ref={(element) => {
                refs.current[star - 1] = element;
              }}
              type="button"
              role="radio"
              aria-checked={value === star}
              aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
              tabIndex={star === focusable ? 0 : -1}
              onClick={() => onChange(star)}
              className="rounded-md p-1 transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-amber-400"
            >
              <Star
                aria-hidden="true"
                className={`size-7 ${filled ? 'fill-amber-400 text-amber-400' : 'text-slate-600'}`}
              />
            </button>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {VALUES.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-600'}`}
        />
      ))}
    </span>
  );
}
