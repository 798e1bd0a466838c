import { lazy, Suspense, type ReactNode } from 'react';
import type { TripLeg, TripStopView } from '@contracts';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';

const TripMap = lazy(() => import('./TripMap'));

interface TripMapPanelProps {
  stops: TripStopView[];
  legs: TripLeg[];
  name: string;
  selectedId: string | null;
  onSelect: (stopId: string) => void;
  tools?: ReactNode;
}

/**
 * The trip's map beside the list on a wide screen (it stays in view while the list scrolls), above
 * it on a phone. The map library is a chunk of its own, loaded with the page.
 */
export function TripMapPanel({ stops, legs, name, selectedId, onSelect, tools }: TripMapPanelProps) {
  return (
    <div className="lg:sticky lg:top-20">
      <div className="h-[min(55svh,28rem)] overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 lg:h-[calc(100svh-7rem)]">
        <Suspense fallback={<MapPlaceholder />}>
          <TripMap stops={stops} legs={legs} label={`Map of ${name}`} selectedId={selectedId} onSelect={onSelect}>
            {tools}
          </TripMap>
        </Suspense>
      </div>
    </div>
  );
}
