import { useEffect, useRef, type ReactNode } from 'react';
import type { TripLeg, TripStopView } from '@contracts';
import { BaseMap, type InitialCamera } from '@/components/map/BaseMap';
import { useMapConfig } from '@/components/map/map-config';
import { MapConfigPending, MapPlaceholder } from '@/components/map/MapPlaceholder';
import { MarkerOverlay } from '@/components/map/MarkerOverlay';
import { useMapComponents } from '@/components/map/renderer';
import { stopBounds, walkLines } from '../lib/route-geometry';

export interface TripMapProps {
  stops: TripStopView[];
  legs: TripLeg[];
  label: string;
  selectedId?: string | null;
  onSelect?: (stopId: string) => void;
  /** Drawn over the map, inside it (the owner's area tools). */
  children?: ReactNode;
  interactive?: boolean;
  className?: string;
  onLoad?: () => void;
}

const WORLD = { longitude: 0, latitude: 25, zoom: 1 };
const PADDING = 48;
/** The built-in basemap has countries, no streets: a closer view would be one flat colour. */
const MAX_ZOOM = { streets: 15, offline: 5 } as const;

/** The view that shows every stop (or the world without any), closer on a streets map. */
export function tripCamera(stops: readonly TripStopView[], streets: boolean): InitialCamera {
  const bounds = stopBounds(stops);
  const maxZoom = streets ? MAX_ZOOM.streets : MAX_ZOOM.offline;
  if (!bounds) return WORLD;
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north) return { longitude: west, latitude: south, zoom: maxZoom };
  return { bounds, fitBoundsOptions: { padding: PADDING } };
}

/**
 * A trip on the map: numbered markers in walking order (buttons named after their places, in the
 * keyboard's order) and the walk as a line, dashed where one day ends and the next begins.
 */
export default function TripMap(props: TripMapProps) {
  const { stops, legs, label, selectedId, onSelect, children, interactive = true, className, onLoad } = props;
  const config = useMapConfig();
  if (!config.data) return <MapConfigPending failed={config.isError} />;
  return (
    <BaseMap
      config={config.data}
      label={label}
      className={className ?? 'h-full w-full'}
      interactive={interactive}
      initialViewState={(basemap) => tripCamera(stops, basemap === 'streets')}
      loading={<MapPlaceholder />}
      onLoad={onLoad}
    >
      <WalkLine stops={stops} legs={legs} />
      <MarkerOverlay
        markers={stops.map((stop, index) => ({
          key: stop.id,
          longitude: stop.place.longitude,
          latitude: stop.place.latitude,
          anchor: 'center',
          element: (
            <StopMarker
              number={index + 1}
              name={stop.place.name}
              selected={selectedId === stop.id}
              onSelect={onSelect && (() => onSelect(stop.id))}
            />
          ),
        }))}
      />
      <FitWhenStopsChange stops={stops} streets={config.data.offline !== true} />
      {children}
    </BaseMap>
  );
}

function StopMarker(props: { number: number; name: string; selected: boolean; onSelect?: () => void }) {
  const look = `flex size-8 items-center justify-center rounded-full text-sm font-bold shadow-lg shadow-black/40 ring-2 transition ${
    props.selected ? 'scale-110 bg-white text-slate-950 ring-amber-500' : 'bg-amber-500 text-slate-950 ring-slate-950'
  }`;
  if (!props.onSelect)
    return (
      <span role="img" aria-label={`${props.number}. ${props.name}`} className={look}>
        {props.number}
      </span>
    );
  return (
    <button type="button" aria-label={`${props.number}. ${props.name}`} onClick={props.onSelect} className={look}>
      {props.number}
    </button>
  );
}

function WalkLine({ stops, legs }: { stops: TripStopView[]; legs: TripLeg[] }) {
  const { Source, Layer } = useMapComponents();
  return (
    <Source id="trip-walk" type="geojson" data={walkLines(stops, legs)}>
      <Layer
        id="trip-walk-day"
        type="line"
        filter={['!', ['get', 'overnight']]}
        layout={{ 'line-cap': 'round', 'line-join': 'round' }}
        paint={{ 'line-color': '#f59e0b', 'line-width': 3.5, 'line-opacity': 0.9 }}
      />
      <Layer
        id="trip-walk-overnight"
        type="line"
        filter={['get', 'overnight']}
        paint={{ 'line-color': '#94a3b8', 'line-width': 2, 'line-dasharray': [2, 2] }}
      />
    </Source>
  );
}

/**
 * Adding or removing a stop shows them all again; a new order keeps the visitor's view. Stops close
 * together would open closer in than the basemap has detail: the first view stops at its limit.
 */
function FitWhenStopsChange({ stops, streets }: { stops: TripStopView[]; streets: boolean }) {
  const { useMap } = useMapComponents();
  const map = useMap().current;
  const maxZoom = streets ? MAX_ZOOM.streets : MAX_ZOOM.offline;
  const key = stops
    .map((stop) => stop.id)
    .sort()
    .join(',');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!map || shown.current === key) return;
    const first = shown.current === null;
    shown.current = key;
    if (first) {
      if (map.getZoom() > maxZoom) map.jumpTo({ zoom: maxZoom });
      return;
    }
    const bounds = stopBounds(stops);
    if (bounds) map.fitBounds(bounds, { padding: PADDING, maxZoom });
    // Only a new set of stops moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
}
