import { MapPin } from 'lucide-react';
import type { LocationPrecision } from '@contracts';
import { circlePolygon } from './circle';
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
/** A "City only" place is drawn as this circle around its point: a town's centre, not a spot. */
export const CITY_AREA_RADIUS_M = 3000;
/** Zoom at which the city's circle (6 km across) fills a good part of the map. */
export const CITY_AREA_ZOOM = 11;

export interface LocationMapProps {
  name: string;
  latitude: number;
  longitude: number;
  /** A `city` place is drawn as an area, not a pin (issue 34). */
  precision?: LocationPrecision;
}

/**
 * The location page's map: one marker, centred at zoom 13; a place known only to its city is a
 * translucent circle a few km across instead, opened wider. Loaded lazily by its page.
 */
export default function LocationMap({ name, latitude, longitude, precision }: LocationMapProps) {
  const cityOnly = precision === 'city';
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
        zoom: basemap !== 'streets' ? OFFLINE_LOCATION_ZOOM : cityOnly ? CITY_AREA_ZOOM : LOCATION_ZOOM,
      })}
      loading={loading}
    >
      {cityOnly ? (
        <PlaceArea name={name} latitude={latitude} longitude={longitude} />
      ) : (
        <PlaceMarker name={name} latitude={latitude} longitude={longitude} />
      )}
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

/**
 * The city's area: a filled circle drawn by the map (it scales with the zoom), and at its centre a
 * small ring that names it for screen readers and stays visible where the circle is a few pixels
 * (the built-in basemap opens at zoom 4).
 */
function PlaceArea({ name, latitude, longitude }: LocationMapProps) {
  const { Marker, Source, Layer } = useMapComponents();
  return (
    <>
      <Source id="place-area" type="geojson" data={circlePolygon(latitude, longitude, CITY_AREA_RADIUS_M)}>
        <Layer id="place-area-fill" type="fill" paint={{ 'fill-color': '#f59e0b', 'fill-opacity': 0.18 }} />
        <Layer
          id="place-area-edge"
          type="line"
          paint={{ 'line-color': '#f59e0b', 'line-width': 2, 'line-opacity': 0.8, 'line-dasharray': [3, 2] }}
        />
      </Source>
      <Marker latitude={latitude} longitude={longitude} anchor="center">
        <span
          role="img"
          aria-label={`${name}: somewhere in this area (city only)`}
          className="block h-5 w-5 rounded-full border-2 border-amber-400 bg-amber-500/30"
          data-testid="location-area"
        />
      </Marker>
    </>
  );
}
