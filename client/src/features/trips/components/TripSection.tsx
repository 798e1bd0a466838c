import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A titled part of a trip page (Stops, Days, Share, Export). */
export function TripSection(props: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <section aria-labelledby={props.id} className="print:break-inside-avoid">
      <h2 id={props.id} className="flex items-center gap-2 font-display text-2xl font-bold text-white">
        <Icon aria-hidden="true" className="size-5 text-amber-500" />
        {props.title}
      </h2>
      <div className="mt-4 space-y-4">{props.children}</div>
    </section>
  );
}
