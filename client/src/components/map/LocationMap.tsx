import { MapPin } from 'lucide-react';
import { BaseMap } from './BaseMap';
import { useMapConfig } from './map-config';
import { MapPlaceholder } from './MapPlaceholder';
import { useMapComponents } from './renderer';

/** SPEC §9: a location's map is centred on it at zoom 13. */
export const LOCATION_ZOOM = 13;
/**
 * The built-in basemap has countries and borders, no streets: at zoom 13 it is an empty grey box,
 * so without a streets style the map opens where it shows the country and its neighbours.
 */
export const OFFLINE_LOCATION_ZOOM = 4;

export interface LocationMapProps {
  name: string;
  latitude: number;
  longitude: number;
}

/** The location page's map: one marker, centred at zoom 13. Loaded lazily by its page. */
export default function LocationMap({ name, latitude, longitude }: LocationMapProps) {
  const config = useMapConfig();
  const loading = <MapPlaceholder />;
  if (!config.data)
    return config.isError ? <p className="p-6 text-slate-300">The map could not be loaded.</p> : loading;
  return (
    <BaseMap
      config={config.data}
      label={`Map of ${name}`}
      className="h-full w-full"
      initialViewState={(basemap) => ({
        latitude,
        longitude,
        zoom: basemap === 'streets' ? LOCATION_ZOOM : OFFLINE_LOCATION_ZOOM,
      })}
      loading={loading}
    >
      <PlaceMarker name={name} latitude={latitude} longitude={longitude} />
    </BaseMap>
  );
}

function PlaceMarker({ name, latitude, longitude }: LocationMapProps) {
  const { Marker } = useMapComponents();
  return (
    <Marker latitude={latitude} longitude={longitude} anchor="bottom">
      <span role="img" aria-label={name} className="block drop-shadow-lg" data-testid="location-marker">
        <MapPin aria-hidden="true" className="h-9 w-9 fill-amber-500 text-slate-950" strokeWidth={1.5} />
      </span>
    </Marker>
  );
}
