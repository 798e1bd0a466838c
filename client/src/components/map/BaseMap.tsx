import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MapLayerMouseEvent, MapRef, ViewState, ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { OFFLINE_BASEMAP_COLOURS, type MapConfig } from '@contracts';
import { markMap } from './map-marks';
import { paintBeyondThePoles } from './poles';
import { RendererContext, resolveStyleUrl, useRenderer, type Renderer } from './renderer';
import type { Camera, LngLatBounds } from './web-mercator';

type ViewSource = {
  project(lngLat: [number, number]): { x: number; y: number };
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

/** Shown over every map whose streets style could not be had (the built-in basemap is a world overview). */
const STREET_DETAIL_NOTE = 'Street detail needs a connection to the map service.';

/** How long a streets style may take to load before the built-in basemap takes over. */
export const STYLE_FALLBACK_MS = 3000;

/** What the map shows: a streets style, the built-in basemap by choice, or that basemap as a fallback. */
export type BasemapState = 'streets' | 'offline' | 'fallback';

export interface BaseMapProps {
  config: MapConfig;
  /** A camera, or one per basemap (the built-in one has no street detail, so a page may open wider). */
  initialViewState: InitialCamera | ((basemap: BasemapState) => InitialCamera);
  /**
   * Where the map's note sits (that it fell back to the built-in basemap, and builtInLimit's), as
   * position classes: the top left unless the page has something there.
   */
  fallbackNotePlace?: string;
  /** Accessible name of the map region. */
  label: string;
  className?: string;
  loading: ReactNode;
  /**
   * Drawn under the map, at the map's camera, until the map's first complete frame ('load'): the
   * canvas stays hidden until then, so the visitor never sees a half-drawn map (e.g. the /map
   * preview's picture carries on while the live map starts).
   */
  backdrop?: (camera: Camera) => ReactNode;
  interactive?: boolean;
  /**
   * The closest zoom on the built-in basemap (offline or as a fallback), with a note saying why:
   * its Natural Earth outlines are a world overview, and closer in a view is one flat colour.
   */
  builtInLimit?: { maxZoom: number; note: string };
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
  /** The map's first complete frame, on the basemap it shows. */
  onLoad?: (basemap: BasemapState) => void;
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
    config: configured,
    initialViewState,
    fallbackNotePlace = 'top-2 left-2',
    label,
    className,
    loading,
    backdrop,
    interactive = true,
    builtInLimit,
    minZoom,
    onCreate,
    onLoad,
    onMoveEnd,
    onClick,
    children,
  } = props;
  const { config, basemap, mayFallBack, styleRequested, styleArrived, styleLoaded, styleFailed } =
    useStyleWithFallback(configured);
  const { renderer, error } = useRenderer(config.renderer);
  const section = useRef<HTMLElement>(null);
  // The last view the map recorded: a map that falls back to the built-in basemap carries on there
  // (a move made before the streets style failed is kept), unless the page chose a camera per basemap.
  const [lastView, setLastView] = useState<Camera | null>(null);
  const camera =
    typeof initialViewState === 'function'
      ? initialViewState(basemap)
      : (basemap === 'fallback' && lastView) || initialViewState;
  // Where the backdrop is drawn while the map is not drawn yet: the opening camera, then the map's.
  const [movedBackdrop, setBackdropCamera] = useState<Camera | null>(null);
  const backdropCamera = movedBackdrop ?? centreOf(camera);
  const [drawn, setDrawn] = useState(false);
  // Each move: the built-in basemap's poles go on past its world's edges; the backdrop follows.
  const followCamera = (map: ViewSource) => {
    if (basemap !== 'streets') paintBeyondThePoles(section.current, map);
    if (!backdrop || drawn) return;
    const { lng, lat } = map.getCenter();
    setBackdropCamera({ longitude: lng, latitude: lat, zoom: map.getZoom() });
  };
  // The current view as data attributes: lets operators and end-to-end tests read where the map is.
  const record = (map: ViewSource) => {
    const b = map.getBounds();
    const { lng, lat } = map.getCenter();
    const current = { longitude: lng, latitude: lat, zoom: map.getZoom() };
    // Kept only while the streets map may still fall back (not on every move of a loaded map):
    // the fallback map opens from it.
    if (mayFallBack()) setLastView(current);
    const view = viewAttributes(current, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);
    for (const [name, value] of Object.entries(view)) section.current?.setAttribute(name, value);
  };
  const limit = basemap === 'streets' ? undefined : builtInLimit;
  const note = [basemap === 'fallback' && STREET_DETAIL_NOTE, limit?.note].filter(Boolean).join(' ');
  if (error) return <p className="p-6 text-slate-300">The map could not be loaded. Please reload the page.</p>;
  if (!renderer) return <>{loading}</>;
  const { Map, NavigationControl, AttributionControl } = renderer;
  return (
    <RendererContext.Provider value={renderer}>
      <section
        ref={section}
        aria-label={label}
        className={`relative ${backdrop && !drawn ? 'reel-map-undrawn' : ''} ${className ?? ''}`}
        // Zoomed out below 0 (minZoom), the world is smaller than the screen and MapLibre paints
        // nothing around it: the built-in basemap's poles carry on there (paintBeyondThePoles).
        style={basemap === 'streets' ? undefined : { backgroundColor: OFFLINE_BASEMAP_COLOURS.water }}
        data-testid="map"
        data-basemap={basemap}
      >
        {note && (
          <p
            data-testid="map-note"
            className={`pointer-events-none absolute ${fallbackNotePlace} z-10 max-w-[calc(100%-1rem)] rounded-md bg-slate-950/85 px-2.5 py-1 text-xs text-slate-200 ring-1 ring-white/10`}
          >
            {note}
          </p>
        )}
        {backdrop && !drawn && backdropCamera && (
          <div className="absolute inset-0" aria-hidden="true">
            {backdrop(backdropCamera)}
          </div>
        )}
        <Map
          // A new style (the fallback) is a new map: it opens at the camera chosen for that basemap.
          key={config.style}
          ref={ref}
          initialViewState={camera}
          mapStyle={resolveStyleUrl(config.style)}
          style={{ width: '100%', height: '100%' }}
          interactive={interactive}
          {...(minZoom === undefined ? {} : { minZoom, transformConstrain: freeCamera })}
          {...(limit ? { maxZoom: limit.maxZoom } : {})}
          attributionControl={false}
          dragRotate={false}
          touchPitch={false}
          onError={styleFailed}
          onStyleData={styleArrived}
          onMove={(event) => followCamera(event.target)}
          onResize={(event) => followCamera(event.target)}
          onLoad={(event) => {
            setDrawn(true);
            styleLoaded();
            markMap('load');
            record(event.target);
            onLoad?.(basemap);
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
              styleRequested();
              followCamera(map);
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

/**
 * The configured style, until it fails to load (an error before the map's first 'load', or no
 * style document within STYLE_FALLBACK_MS: no network, the service down); then the built-in basemap.
 * The timer stops when the style document arrives, not at 'load': 'load' also waits for the first
 * tiles to be drawn, which on a slow phone (or software WebGL) can take longer than the wait, and a
 * working streets map must not be swapped for the basemap under the visitor's eyes.
 */
function useStyleWithFallback(configured: MapConfig) {
  const [fellBack, setFellBack] = useState(false);
  const loaded = useRef(false);
  const arrived = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const canFallBack = Boolean(configured.fallbackStyle) && !configured.offline;
  useEffect(() => () => clearTimeout(timer.current), []);
  const config: MapConfig =
    fellBack && configured.fallbackStyle
      ? { renderer: 'maplibre', style: configured.fallbackStyle, offline: true, clustering: configured.clustering }
      : configured;
  const basemap: BasemapState = fellBack ? 'fallback' : configured.offline ? 'offline' : 'streets';
  return {
    config,
    basemap,
    /** The streets style has neither loaded nor failed yet: a fallback may still come. */
    mayFallBack: () => canFallBack && !fellBack && !loaded.current,
    // Counted from the map instance, not the page: the renderer's own download is not the style's fault.
    styleRequested: () => {
      if (!canFallBack || fellBack || arrived.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (!arrived.current) setFellBack(true);
      }, STYLE_FALLBACK_MS);
    },
    styleArrived: () => {
      arrived.current = true;
      clearTimeout(timer.current);
    },
    styleLoaded: () => {
      loaded.current = true;
    },
    // Errors after the first load (a missing tile) are the map's own business.
    styleFailed: () => {
      if (canFallBack && !loaded.current) setFellBack(true);
    },
  };
}

/** An opening camera given as a centre and zoom (not as bounds to fit), or null. */
function centreOf(camera: InitialCamera): Camera | null {
  if (!('longitude' in camera)) return null;
  const { longitude, latitude, zoom } = camera;
  return longitude === undefined || latitude === undefined || zoom === undefined ? null : { longitude, latitude, zoom };
}

/** A view as the map section's data attributes (centre to 4 decimals, zoom to 2). */
export function viewAttributes(camera: Camera, [west, south, east, north]: LngLatBounds) {
  return {
    'data-zoom': camera.zoom.toFixed(2),
    'data-center': `${camera.longitude.toFixed(4)},${camera.latitude.toFixed(4)}`,
    'data-bounds': [west, south, east, north].map((v) => v.toFixed(4)).join(','),
  };
}

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
