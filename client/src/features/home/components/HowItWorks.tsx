import { MapPinned, Route, Search } from 'lucide-react';

/** SPEC §2 Home: the three steps, in the spec's order and wording. */
const STEPS = [
  {
    title: 'Find a Movie',
    text: 'Browse our growing catalogue or search for a favorite film by its title or director.',
    Icon: Search,
  },
  {
    title: 'Discover Locations',
    text: 'See every place a movie was shot on an interactive map, with the scenes filmed there.',
    Icon: MapPinned,
  },
  {
    title: 'Plan Your Visit',
    text: 'Get directions, read reviews from fellow fans and build your own film-tourism trip.',
    Icon: Route,
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="relative py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.2em] text-amber-400 uppercase">Three simple steps</p>
          <h2 id="how-it-works" className="mt-3 font-display text-3xl font-bold text-white sm:text-4xl">
            How It Works
          </h2>
          <p className="mt-4 text-lg text-slate-400">From the screen to the street in minutes.</p>
        </div>
        <ol className="mt-16 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text, Icon }, i) => (
            <li
              key={title}
              className="group relative rounded-2xl border border-slate-800 bg-slate-900/50 p-8 transition duration-300 hover:-translate-y-1 hover:border-amber-500/40 hover:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="absolute top-6 right-7 font-display text-5xl font-bold text-slate-800 transition group-hover:text-amber-500/20"
              >
                {i + 1}
              </span>
              <span
                aria-hidden="true"
                className="grid size-14 place-items-center rounded-2xl bg-amber-500/10 text-amber-400 ring-1 ring-amber-500/30"
              >
                <Icon className="size-7" />
              </span>
              <h3 className="mt-6 text-xl font-semibold text-white">{title}</h3>
              <p className="mt-3 leading-7 text-slate-400">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
