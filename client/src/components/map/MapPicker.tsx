import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { BaseMap } from '@/components/map/BaseMap';
import { BUILT_IN_CLOSEST_ZOOM } from '@/components/map/basemap-style';
import { useMapConfig } from '@/components/map/map-config';
import { MapConfigPending, MapPlaceholder } from '@/components/map/MapPlaceholder';
import { useMapComponents } from '@/components/map/renderer';
import { PlaceFinder } from './PlaceFinder';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Six decimals: about 10 cm, finer than any filming location needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

const WORLD_VIEW = { latitude: 30, longitude: 0, zoom: 1.5 };
const PLACE_ZOOM = 14;
/** The built-in basemap shows countries, not streets: place the point on it at a country's scale. */
const OFFLINE_PLACE_ZOOM = 5;
const CLOSE_ZOOM = 11;
/** On the built-in basemap the picker stops where coasts and borders still frame the point. */
const BUILT_IN_LIMIT = {
  maxZoom: BUILT_IN_CLOSEST_ZOOM,
  note: 'This map shows countries only, so it zooms in only to country scale: type the coordinates for a precise point.',
};

/**
 * The point picker of the admin's location editor and of a visitor's suggested place, on the public
 * map's renderer: clicking the map or dragging the marker picks a point, and the view stays where
 * the person is looking; a point typed into the fields moves the marker (and the map follows when
 * the point is out of view or the map shows too much to place it precisely).
 */
export function MapPicker({ point, onPick }: { point: Point | null; onPick: (point: Point) => void }) {
  const config = useMapConfig();
  const map = useRef<MapRef>(null);
  const picked = useRef<Point | null>(null);
  const pick = (latitude: number, longitude: number) => {
    picked.current = { latitude: round(latitude), longitude: round(longitude) };
    onPick(picked.current);
  };

  useEffect(() => {
    const current = map.current;
    if (!current || !point) return;
    // Picked on the map: it is in view, at the zoom the editor chose (a click used to jump to 11).
    if (picked.current?.latitude === point.latitude && picked.current.longitude === point.longitude) return;
    // Follow a point out of view, and come close enough to place it precisely (a street, not a continent).
    if (!current.getBounds().contains([point.longitude, point.latitude]) || current.getZoom() < CLOSE_ZOOM) {
      current.easeTo({
        center: [point.longitude, point.latitude],
        zoom: Math.max(current.getZoom(), CLOSE_ZOOM),
        duration: 400,
      });
    }
  }, [point]);

  // A place found by the search box: the map goes there, and a first pin lands on it to be dragged.
  const find = (found: Point) => {
    map.current?.flyTo({ center: [found.longitude, found.latitude], zoom: PLACE_ZOOM, duration: 600 });
    if (!point) pick(found.latitude, found.longitude);
  };

  if (!config.data) return <MapConfigPending failed={config.isError} />;
  return (
    // The search sits above the map, not on it (the built-in basemap's note takes the map's top corner), and
    // its list of places opens over the map, above that note.
    <div className="flex h-full w-full flex-col">
      <div className="relative z-20 border-b border-slate-800 bg-slate-900 p-2">
        <PlaceFinder onFind={find} />
      </div>
      <div className="min-h-0 flex-1">
        <BaseMap
          ref={map}
          config={config.data}
          label="Location picker map: click to place the marker, or drag it"
          className="h-full w-full"
          initialViewState={(basemap) =>
            point ? { ...point, zoom: basemap === 'streets' ? PLACE_ZOOM : OFFLINE_PLACE_ZOOM } : WORLD_VIEW
          }
          builtInLimit={BUILT_IN_LIMIT}
          loading={<MapPlaceholder />}
          onClick={(event) => pick(event.lngLat.lat, event.lngLat.lng)}
        >
          {point && <DraggableMarker point={point} onDragEnd={pick} />}
        </BaseMap>
      </div>
    </div>
  );
}

function DraggableMarker({
  point,
  onDragEnd,
}: {
  point: Point;
  onDragEnd: (latitude: number, longitude: number) => void;
}) {
  const { Marker } = useMapComponents();
  return (
    <Marker
      latitude={point.latitude}
      longitude={point.longitude}
      anchor="bottom"
      draggable
      onDragEnd={(event) => onDragEnd(event.lngLat.lat, event.lngLat.lng)}
    >
      <span
        role="img"
        aria-label="Chosen point"
        className="block cursor-grab drop-shadow-lg"
        data-testid="picker-marker"
        data-point={`${point.latitude},${point.longitude}`}
      >
        <MapPin aria-hidden="true" className="h-9 w-9 fill-amber-500 text-slate-950" strokeWidth={1.5} />
      </span>
    </Marker>
  );
}
