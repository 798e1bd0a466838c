import type { ReactNode } from 'react';
import type { TripStopView } from '@contracts';
import { DragHandle } from '@/components/sortable/DragHandle';
import { useSortableItem } from '@/components/sortable/use-sortable-item';
import { StopActions } from './StopActions';
import { StopDirections } from './StopDirections';
import { StopNote } from './StopNote';
import { StopPlace } from './StopPlace';
import { iconButtonClass } from './styles';

interface StopCardProps {
  tripId: string;
  stop: TripStopView;
  index: number;
  count: number;
  defaultMinutes: number;
  busy: boolean;
  /** The stop picked on the map: outlined, so the eye finds it in the list. */
  selected: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** What follows the card in the list (the walk to the next stop), hidden while it is dragged. */
  children?: ReactNode;
}

/** One stop of the owner's trip: drag handle, place, note, directions, move and remove. */
export function StopCard(props: StopCardProps) {
  const { tripId, stop, index, count, defaultMinutes, busy, selected, onMove, onRemove, children } = props;
  const { isDragging, itemProps, handleProps } = useSortableItem(stop.id);
  const name = stop.place.name;
  return (
    <li {...itemProps} className={`relative ${isDragging ? 'z-10' : ''}`}>
      <div
        id={`stop-${stop.id}`}
        tabIndex={-1}
        className={`rounded-2xl border bg-slate-900/70 p-3 outline-none sm:p-4 ${
          isDragging
            ? 'border-amber-500/70 shadow-2xl shadow-black/60'
            : selected
              ? 'border-amber-500/70'
              : 'border-slate-800'
        }`}
      >
        <div className="flex items-start gap-1 sm:gap-2">
          <DragHandle handle={handleProps} name={name} className={`${iconButtonClass} -ml-1`} />
          <StopPlace stop={stop} number={index + 1} />
        </div>
        <div className="mt-2 space-y-1 sm:pl-11">
          <StopNote tripId={tripId} stop={stop} defaultMinutes={defaultMinutes} />
          <div className="-mr-2 flex flex-wrap items-center justify-between gap-x-2">
            <StopDirections stop={stop} />
            <div className="ml-auto">
              <StopActions {...{ name, index, count, busy, onMove, onRemove }} />
            </div>
          </div>
        </div>
      </div>
      {!isDragging && children}
    </li>
  );
}
