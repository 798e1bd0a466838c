import { createContext, useContext, useEffect, useState } from 'react';
import type { MapConfig } from '@contracts';
import type * as MaplibreRenderer from './maplibre-renderer';
import { markMap } from './map-marks';

/** Both renderers expose the same react-map-gl components; the MapLibre typings stand for both. */
export type Renderer = typeof MaplibreRenderer;

const loaders: Record<MapConfig['renderer'], () => Promise<Renderer>> = {
  maplibre: () => import('./maplibre-renderer'),
  mapbox: () => import('./mapbox-renderer') as unknown as Promise<Renderer>,
};

/** Loads the renderer chunk named by the config; null until it has arrived. */
export function useRenderer(kind: MapConfig['renderer'] | undefined): { renderer: Renderer | null; error: unknown } {
  const [state, setState] = useState<{ kind?: string; renderer: Renderer | null; error: unknown }>({
    renderer: null,
    error: null,
  });
  useEffect(() => {
    if (!kind) return;
    let live = true;
    loaders[kind]().then(
      (renderer) => {
        markMap('renderer');
        if (live) setState({ kind, renderer, error: null });
      },
      (error: unknown) => live && setState({ kind, renderer: null, error }),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return { renderer: state.kind === kind ? state.renderer : null, error: state.error };
}

export const RendererContext = createContext<Renderer | null>(null);

/** The Marker/Popup/... components of the renderer the surrounding BaseMap uses. */
export function useMapComponents(): Renderer {
  const renderer = useContext(RendererContext);
  if (!renderer) throw new Error('useMapComponents must be used inside <BaseMap>');
  return renderer;
}

/** A style path from our own server is made absolute: the map fetches it from a worker-safe URL. */
export function resolveStyleUrl(style: string): string {
  return style.startsWith('/') ? new URL(style, window.location.origin).href : style;
}
