import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TripDetail } from '@contracts';
import { useStopOrder } from '../hooks/use-stop-order';
import { LegLine } from './LegLine';
import { StopCard } from './StopCard';

const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The owner's stops in walking order, reordered by pointer, touch or keyboard (Space to lift,
 * arrows to move, Space to drop; or the Move buttons), each move announced to screen readers.
 */
export function StopList({ trip, selectedId }: { trip: TripDetail; selectedId: string | null }) {
  const { stops, move, removeStop, busy } = useStopOrder(trip);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // A short press on a phone lifts the stop; a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => stops.findIndex((stop) => stop.id === id) + 1;
  const nameOf = (id: UniqueIdentifier) => stops.find((stop) => stop.id === id)?.place.name ?? 'the stop';
  const legFrom = (stopId: string, nextId: string | undefined) =>
    trip.legs.find((leg) => leg.from_stop_id === stopId && leg.to_stop_id === nextId);

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, stop ${position(active.id)} of ${stops.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over stop ${position(over.id)} of ${stops.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at stop ${position(over.id)} of ${stops.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space or Enter to pick up the stop, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={stops.map((stop) => stop.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Stops in walking order">
          {stops.map((stop, index) => {
            const next = stops[index + 1];
            return (
              <StopCard
                key={stop.id}
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
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
