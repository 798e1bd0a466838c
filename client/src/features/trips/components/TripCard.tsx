import { Link2, MapPinned, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TripSummary } from '@contracts';
import { paths } from '@/config/paths';
import { countOf, placesLine } from '../lib/format';
import { useRenameTrip } from '../hooks/use-rename-trip';
import { TripNameForm } from './TripNameForm';
import { iconButtonClass } from './styles';

const updatedFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/** One trip in My Trips: its name (the link), stops and places, with Rename and Delete. */
export function TripCard({ trip, onDelete }: { trip: TripSummary; onDelete: () => void }) {
  const { renaming, start, cancel, rename } = useRenameTrip(trip.id);
  const where = placesLine(trip.cities, trip.countries);

  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4 transition hover:border-slate-700 sm:p-5">
      {renaming ? (
        <TripNameForm
          label={`New name for ${trip.name}`}
          defaultName={trip.name}
          submitLabel="Save Name"
          busyLabel="Saving..."
          onSubmit={rename}
          onCancel={cancel}
          autoFocus
        />
      ) : (
        <div className="flex items-start gap-3">
          <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-500/10 text-amber-500 ring-1 ring-amber-500/30">
            <MapPinned aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold break-words text-white">
              <Link to={paths.trip(trip.id)} className="hover:text-amber-400">
                {trip.name}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm text-slate-400">
              {countOf(trip.stop_count, 'stop')}
              {where && <> · {where}</>}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-400">
              <span>Changed {updatedFormat.format(new Date(trip.updated_at))}</span>
              {trip.shared && (
                <span className="inline-flex items-center gap-1 text-emerald-400">
                  <Link2 aria-hidden="true" className="size-3.5" /> Shared by link
                </span>
              )}
            </p>
          </div>
          <div className="flex shrink-0">
            <button type="button" className={iconButtonClass} aria-label={`Rename ${trip.name}`} onClick={start}>
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={`${iconButtonClass} hover:text-red-400`}
              aria-label={`Delete ${trip.name}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
