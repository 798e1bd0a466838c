import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BaseMap, type BasemapState } from '@/components/map/BaseMap';
import { useMapConfig } from '@/components/map/map-config';
import { MapConfigPending, MapPlaceholder } from '@/components/map/MapPlaceholder';
import { MarkerOverlay, type OverlayMarker } from '@/components/map/MarkerOverlay';
import type { SavedPlace } from '@contracts';
import { LIST_NAMES } from '../lib/lists';
import { FRAME_PADDING, boundsOf, cameraFor, spanFor } from '../lib/map-frame';

const points = (items: SavedPlace[]) => items.map(({ location }) => location);

/** My Places' map (its own lazy chunk): a pin per place the filters leave, amber to go, green been. */
export default function MyPlacesMap({ items }: { items: SavedPlace[] }) {
  const config = useMapConfig();
  const map = useRef<MapRef>(null);
  const basemap = useRef<BasemapState>('offline');
  const frameKey = items.map((item) => item.location_id).join(',');
  const framed = useRef(frameKey);

  // Other filters: the map moves to the places they leave (the first frame is the opening camera).
  useEffect(() => {
    if (framed.current === frameKey) return;
    framed.current = frameKey;
    const bounds = boundsOf(points(items), spanFor(basemap.current));
    if (bounds) map.current?.fitBounds(bounds, { padding: FRAME_PADDING, duration: 400 });
  }, [frameKey, items]);

  if (!config.data) return <MapConfigPending failed={config.isError} />;
  const markers: OverlayMarker[] = items.map((item) => ({
    key: item.location_id,
    longitude: item.location.longitude,
    latitude: item.location.latitude,
    anchor: 'bottom',
    element: <PlaceMarker item={item} />,
  }));
  return (
    <BaseMap
      ref={map}
      config={config.data}
      label="Map of your saved places"
      className="h-full w-full"
      initialViewState={(state) => cameraFor(points(items), state)}
      onLoad={(state) => {
        basemap.current = state;
      }}
      loading={<MapPlaceholder />}
    >
      <MarkerOverlay markers={markers} />
    </BaseMap>
  );
}

function PlaceMarker({ item }: { item: SavedPlace }) {
  const colour = item.kind === 'want' ? 'fill-amber-500' : 'fill-emerald-500';
  return (
    <Link
      to={paths.location(item.location.slug)}
      aria-label={`${item.location.name}, ${LIST_NAMES[item.kind]}`}
      data-testid="saved-place-marker"
      data-kind={item.kind}
      className="block rounded-full drop-shadow-lg focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
    >
      <MapPin aria-hidden="true" className={`h-8 w-8 text-slate-950 ${colour}`} strokeWidth={1.5} />
    </Link>
  );
}
