import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TripPlan } from '@contracts';
import { WALKING_ASSUMPTION } from '@contracts/trip-planning';
import { PrintDay } from './PrintDay';

/**
 * A trip on paper: one page per day with its map, its stops in order with their addresses, notes
 * and walks, dark on white. The maps are drawn one after another (one map library instance at a
 * time) and kept as pictures, which print where a live map would not.
 */
export function PrintView({ trip, backPath }: { trip: TripPlan; backPath: string }) {
  const [pictures, setPictures] = useState<Record<number, string | null>>({});
  const next = trip.days.find((day) => !(day.day in pictures))?.day;
  const ready = next === undefined;
  return (
    <div data-print-view className="min-h-screen bg-white text-slate-900">
      <div className="sticky top-16 z-20 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 print:hidden">
        <Link
          to={backPath}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700 hover:text-slate-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the Trip
        </Link>
        <p role="status" className="text-sm text-slate-600">
          {ready ? 'Ready to print: one page per day.' : `Drawing the map of day ${next}...`}
        </p>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
        >
          <Printer aria-hidden="true" className="size-4" /> Print
        </button>
      </div>
      <article className="mx-auto max-w-[52rem] px-4 py-6 print:max-w-none print:p-0">
        <h1 className="font-display text-3xl font-bold">{trip.name}</h1>
        <p className="mt-1 text-sm text-slate-600">{WALKING_ASSUMPTION}.</p>
        {trip.days.length === 0 && <p className="mt-6 text-slate-700">This trip has no stops yet.</p>}
        {trip.days.map((day) => (
          <PrintDay
            key={day.day}
            trip={trip}
            day={day}
            picture={pictures[day.day]}
            drawing={day.day === next}
            onPicture={(url) => setPictures((done) => ({ ...done, [day.day]: url }))}
          />
        ))}
      </article>
    </div>
  );
}
