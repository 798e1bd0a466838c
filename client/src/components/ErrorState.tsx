import { RotateCw, TriangleAlert } from 'lucide-react';

/** A failed load that may succeed later (network, 5xx): say so and offer a retry. */
export function ErrorState({
  title = 'Something went wrong',
  message = 'We could not load this page. Please check your connection and try again.',
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-6 py-24 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto h-12 w-12 text-amber-500" />
      <h1 className="mt-6 text-2xl font-semibold text-white">{title}</h1>
      <p className="mt-3 text-slate-400">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-8 inline-flex items-center gap-2 rounded-lg bg-amber-500 px-5 py-2.5 font-semibold text-slate-950 transition hover:bg-amber-400"
        >
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </button>
      )}
    </div>
  );
}
