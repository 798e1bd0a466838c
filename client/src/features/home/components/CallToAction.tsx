import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

/** SPEC §2 Home: the closing call to action, 'Start Exploring Now' to /search. */
export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-24 sm:px-6 lg:px-8">
      <div className="cta-panel relative mx-auto max-w-7xl overflow-hidden rounded-3xl border border-amber-500/20 px-6 py-16 text-center sm:px-16 sm:py-20">
        <h2
          id="cta-title"
          className="mx-auto max-w-3xl font-display text-3xl font-bold text-balance text-white sm:text-5xl"
        >
          Ready to step into your favorite scene?
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-300">
          Search filming locations by movie, city or country and start planning your next adventure.
        </p>
        <Link
          to="/search"
          className="mt-10 inline-flex items-center gap-2 rounded-xl bg-amber-500 px-8 py-4 text-base font-semibold text-slate-950 shadow-xl shadow-amber-500/25 transition hover:-translate-y-0.5 hover:bg-amber-400"
        >
          Start Exploring Now
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
