import type { ReactNode } from 'react';

/** A titled band of the home page; `action` sits beside the title on wide screens. */
export function HomeSection({
  id,
  eyebrow,
  title,
  description,
  action,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-[0.2em] text-amber-400 uppercase">{eyebrow}</p>
            <h2 id={id} className="mt-3 font-display text-3xl font-bold text-white sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-slate-400">{description}</p>
          </div>
          {action}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
