import { Bookmark, MapPinCheck } from 'lucide-react';
import type { PlaceTally, SavedPlace, SavedPlaceKind } from '@contracts';
import { LIST_NAMES } from '../lib/lists';
import { SavedPlaceItem } from './SavedPlaceItem';

interface SavedPlaceListProps {
  userId: string;
  kind: SavedPlaceKind;
  /** The list's places that pass the filters. */
  items: SavedPlace[];
  /** The server's counts of the whole list. */
  tally: PlaceTally;
  filtered: boolean;
}

const places = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;

const EMPTY: Record<SavedPlaceKind, string> = {
  want: 'Tap Want to Go on a filming location to keep it here for your next trip.',
  been: 'Tap Been Here on the places you have visited.',
};

/** One of My Places' two lists, with the server's counts and the places the filters leave. */
export function SavedPlaceList({ userId, kind, items, tally, filtered }: SavedPlaceListProps) {
  const Icon = kind === 'want' ? Bookmark : MapPinCheck;
  const headingId = `saved-places-${kind}`;
  return (
    <section aria-labelledby={headingId} data-testid={`saved-list-${kind}`}>
      <h2 id={headingId} className="flex items-center gap-2 font-display text-2xl font-bold text-white">
        <Icon aria-hidden="true" className={`size-5 ${kind === 'want' ? 'text-amber-500' : 'text-emerald-400'}`} />
        {LIST_NAMES[kind]}
      </h2>
      <p className="mt-1 text-sm text-slate-400" data-testid={`saved-tally-${kind}`}>
        {filtered && tally.places > 0 ? `${items.length} of ${places(tally.places)}` : places(tally.places)}
      </p>
      {items.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label={LIST_NAMES[kind]}>
          {items.map((item) => (
            <SavedPlaceItem key={item.location_id} userId={userId} item={item} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-800 p-5 text-sm text-slate-400">
          {filtered && tally.places > 0 ? 'None of these places match the filters.' : EMPTY[kind]}
        </p>
      )}
    </section>
  );
}
