import { lazy, Suspense, useEffect, useRef } from 'react';
import type { TripLeg, TripStopView } from '@contracts';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';
import { useMapComponents } from '@/components/map/renderer';
import { mapPicture } from '../lib/map-picture';

const TripMap = lazy(() => import('./TripMap'));

/** A map that has not settled by then is printed without its picture rather than never. */
const GIVE_UP_MS = 20_000;

interface PrintDayMapProps {
  stops: TripStopView[];
  legs: TripLeg[];
  /** The trip's numbers of these stops (a day's stops carry the trip's numbering). */
  numbers: number[];
  label: string;
  onPicture: (url: string | null) => void;
}

/** A day's map, drawn once and handed on as a picture (with its numbered stops) for printing. */
export function PrintDayMap({ stops, legs, numbers, label, onPicture }: PrintDayMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <TripMap stops={stops} legs={legs} label={label} interactive={false}>
        <Snapshot stops={stops} numbers={numbers} onPicture={onPicture} />
      </TripMap>
    </Suspense>
  );
}

interface SnapshotMap {
  once(type: string, listener: () => void): unknown;
  triggerRepaint(): void;
  getCanvas(): HTMLCanvasElement;
  getContainer(): HTMLElement;
  project(lngLat: [number, number]): { x: number; y: number };
}

function Snapshot(props: { stops: TripStopView[]; numbers: number[]; onPicture: (url: string | null) => void }) {
  const { useMap } = useMapComponents();
  const map = useMap().current?.getMap() as SnapshotMap | undefined;
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    if (!map) return;
    let done = false;
    const finish = (url: string | null) => {
      if (done) return;
      done = true;
      latest.current.onPicture(url);
    };
    const capture = () => {
      map.once('render', () => {
        const { stops, numbers } = latest.current;
        const points = stops.map((stop, index) => ({
          ...map.project([stop.place.longitude, stop.place.latitude]),
          number: numbers[index],
        }));
        try {
          finish(mapPicture(map.getCanvas(), points, map.getContainer().clientWidth));
        } catch {
          finish(null);
        }
      });
      map.triggerRepaint();
    };
    map.once('idle', capture);
    const timer = setTimeout(() => finish(null), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [map]);
  return null;
}
