import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';

/**
 * Shown instead of the whole layout when a route throws or its code fails to load
 * (often a stale tab after a deploy), so reloading is the first remedy offered.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="max-w-xl text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-amber-500/10 text-amber-400 ring-1 ring-amber-500/30">
          <TriangleAlert aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-bold text-white sm:text-4xl">Something went wrong</h1>
        <p className="mt-4 text-lg leading-8 text-slate-400">
          This page could not be shown. Please try again in a moment.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-amber-500 px-6 py-3 font-semibold text-slate-950 transition hover:bg-amber-400"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </button>
          <Link
            to="/"
            className="inline-flex items-center justify-center rounded-xl border border-slate-700 px-6 py-3 font-semibold text-slate-100 transition hover:border-amber-500/60"
          >
            Back to home
          </Link>
        </div>
      </div>
    </main>
  );
}
