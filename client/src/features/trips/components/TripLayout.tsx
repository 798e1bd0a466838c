import type { ReactNode } from 'react';
import type { TripLeg, TripStopView } from '@contracts';
import { TripMapPanel } from './TripMapPanel';

interface TripLayoutProps {
  trip: { name: string; stops: TripStopView[]; legs: TripLeg[] };
  selectedId: string | null;
  onSelect: (stopId: string) => void;
  /** Buttons on the map (the owner's area tools). */
  mapTools?: ReactNode;
  /** The trip's sections, beside the map. */
  children: ReactNode;
}

/** A trip's page below its header: the sections with the map on their right, or above them on a phone. */
export function TripLayout({ trip, selectedId, onSelect, mapTools, children }: TripLayoutProps) {
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="lg:order-2">
        <TripMapPanel
          stops={trip.stops}
          legs={trip.legs}
          name={trip.name}
          selectedId={selectedId}
          onSelect={onSelect}
          tools={mapTools}
        />
      </div>
      <div className="min-w-0 space-y-10 lg:order-1">{children}</div>
    </div>
  );
}
