import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import type { MapLayerMouseEvent, MapRef, ViewState, ViewStateChangeEvent } from 'react-map-gl/maplibre';
import type { MapConfig } from '@contracts';
import { markMap } from './map-marks';
import { RendererContext, resolveStyleUrl, useRenderer, type Renderer } from './renderer';

type ViewSource = {
  getZoom(): number;
  getCenter(): { lng: number; lat: number };
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
};

/** A camera (centre and zoom), or bounds to fit with padding (react-map-gl's initialViewState). */
export type InitialCamera =
  | Partial<ViewState>
  | {
      bounds: [[number, number], [number, number]];
      fitBoundsOptions?: { padding?: number | { top: number; right: number; bottom: number; left: number } };
    };

export interface BaseMapProps {
  config: MapConfig;
  initialViewState: InitialCamera;
  /** Accessible name of the map region. */
  label: string;
  className?: string;
  loading: ReactNode;
  interactive?: boolean;
  /**
   * Below 0 lets a narrow screen (a phone) fit places spread over the whole world. MapLibre would
   * still keep the world at least as tall as the map (no sky above the poles), which on a tall
   * phone hides half the longitudes; such a map lifts that constraint (the sea colour fills the rest).
   */
  minZoom?: number;
  /**
   * The map instance exists and knows its camera; its style and tiles may still be loading.
   * HTML overlays (markers) can be placed from here on instead of waiting for 'load'.
   */
  onCreate?: () => void;
  onLoad?: () => void;
  onMoveEnd?: (event: ViewStateChangeEvent) => void;
  /** A click on the map itself (the admin point picker); markers handle their own clicks. */
  onClick?: (event: MapLayerMouseEvent) => void;
  children?: ReactNode;
}

/**
 * The one map component of the app: react-map-gl on MapLibre (MAP_STYLE_URL or the offline
 * basemap) or on Mapbox GL with the Mapbox streets style when the server has a token.
 * Its renderer is a lazy chunk, so no page without a map ever downloads a map library.
 */
export const BaseMap = forwardRef<MapRef, BaseMapProps>(function BaseMap(props, ref) {
  const {
    config,
    initialViewState,
    label,
    className,
    loading,
    interactive = true,
    minZoom,
    onCreate,
    onLoad,
    onMoveEnd,
    onClick,
    children,
  } = props;
  const { renderer, error } = useRenderer(config.renderer);
  const section = useRef<HTMLElement>(null);
  // The current view as data attributes: lets operators and end-to-end tests read where the map is.
  const record = (map: ViewSource) => {
    const centre = map.getCenter();
    section.current?.setAttribute('data-zoom', map.getZoom().toFixed(2));
    section.current?.setAttribute('data-center', `${centre.lng.toFixed(4)},${centre.lat.toFixed(4)}`);
    const b = map.getBounds();
    section.current?.setAttribute(
      'data-bounds',
      [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((v) => v.toFixed(4)).join(','),
    );
  };
  if (error) return <p className="p-6 text-slate-300">The map could not be loaded. Please reload the page.</p>;
  if (!renderer) return <>{loading}</>;
  const { Map, NavigationControl, AttributionControl } = renderer;
  return (
    <RendererContext.Provider value={renderer}>
      <section ref={section} aria-label={label} className={className} data-testid="map">
        <Map
          ref={ref}
          initialViewState={initialViewState}
          mapStyle={resolveStyleUrl(config.style)}
          style={{ width: '100%', height: '100%' }}
          interactive={interactive}
          {...(minZoom === undefined ? {} : { minZoom, transformConstrain: freeCamera })}
          attributionControl={false}
          dragRotate={false}
          touchPitch={false}
          onLoad={(event) => {
            markMap('load');
            record(event.target);
            onLoad?.();
          }}
          onIdle={() => markMap('idle')}
          onClick={onClick}
          onMoveEnd={(event) => {
            record(event.target);
            onMoveEnd?.(event);
          }}
          // Mapbox only: the public token travels with the map props (MapLibre has no such prop).
          {...((config.mapboxToken ? { mapboxAccessToken: config.mapboxToken } : {}) as object)}
        >
          <Created
            useMap={renderer.useMap}
            onCreate={(map) => {
              record(map);
              onCreate?.();
            }}
          />
          {interactive && <NavigationControl position="bottom-right" showCompass={false} />}
          <AttributionControl compact position="bottom-left" />
          {children}
        </Map>
      </section>
    </RendererContext.Provider>
  );
});

/** MapLibre's transformConstrain that accepts any centre and zoom (see minZoom). */
const freeCamera = <C, Z>(center: C, zoom: Z) => ({ center, zoom });

/** Mounted by react-map-gl only once the map instance exists (and its ref is set). */
function Created({ useMap, onCreate }: { useMap: Renderer['useMap']; onCreate: (map: ViewSource) => void }) {
  const { current } = useMap();
  useEffect(() => {
    markMap('instance');
    if (current) onCreate(current);
    // Once per map instance: later onCreate identities must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
