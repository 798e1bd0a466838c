import type { TripDetail, TripStopView } from '@contracts';
import { SortableList, type SortableWording } from '@/components/sortable/SortableList';
import { useStopOrder } from '../hooks/use-stop-order';
import { LegLine } from './LegLine';
import { StopCard } from './StopCard';

const stopWording: SortableWording<TripStopView> = {
  item: 'stop',
  place: 'stop',
  nameOf: (stop) => stop?.place.name ?? 'the stop',
};

/**
 * The owner's stops in walking order, reordered by pointer, touch or keyboard (Space to lift,
 * arrows to move, Space to drop; or the Move buttons), each move announced to screen readers.
 */
export function StopList({ trip, selectedId }: { trip: TripDetail; selectedId: string | null }) {
  const { stops, move, removeStop, busy } = useStopOrder(trip);
  const legFrom = (stopId: string, nextId: string | undefined) =>
    trip.legs.find((leg) => leg.from_stop_id === stopId && leg.to_stop_id === nextId);

  return (
    <SortableList
      items={stops}
      onMove={move}
      wording={stopWording}
      liftOnLongPress
      listLabel="Stops in walking order"
      renderItem={(stop, index) => {
        const next = stops[index + 1];
        return (
          <StopCard
            tripId={trip.id}
            stop={stop}
            index={index}
            count={stops.length}
            defaultMinutes={trip.visit_minutes}
            busy={busy}
            selected={selectedId === stop.id}
            onMove={(to) => move(index, to)}
            onRemove={() => removeStop(stop.id)}
          >
            {next && <LegLine leg={legFrom(stop.id, next.id)} nextDay={next.day} />}
          </StopCard>
        );
      }}
    />
  );
}
