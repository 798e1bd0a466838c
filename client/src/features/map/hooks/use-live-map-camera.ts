import { useCallback, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { BasemapState } from '@/components/map/BaseMap';
import type { Camera } from '@/components/map/web-mercator';
import type { Viewport } from './use-clusters';

/**
 * The live map's camera as /map drives it, and the viewport its markers are clustered for.
 * A move asked for before the live map exists (on the preview, or while the map library loads)
 * starts it (`wake`) and is applied as soon as its instance exists, not on 'load', which waits for
 * the whole basemap and can take seconds on a busy machine. Before 'load' the camera jumps; an
 * animation would start while the first frames are still being prepared.
 */
export function useLiveMapCamera(wake: () => void) {
  const map = useRef<MapRef>(null);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  // The map instance exists (BaseMap's onCreate): the live markers replace the preview's.
  const [created, setCreated] = useState(false);
  // A streets map has drawn its first frame (not the built-in basemap, by choice or as a fallback).
  const [streets, setStreets] = useState(false);
  const pendingMove = useRef<Camera | null>(null);
  const loaded = useRef(false);

  const readViewport = useCallback(() => {
    const current = map.current;
    if (!current) return;
    const bounds = current.getBounds();
    setViewport({
      bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      zoom: current.getZoom(),
    });
  }, []);
  const moveTo = useCallback(
    (target: Camera, duration: number) => {
      const options = { center: [target.longitude, target.latitude] as [number, number], zoom: target.zoom };
      if (!map.current) {
        pendingMove.current = target;
        wake();
      } else if (loaded.current) map.current.easeTo({ ...options, duration });
      else map.current.jumpTo(options);
    },
    [wake],
  );
  const onCreate = useCallback(() => {
    const pending = pendingMove.current;
    pendingMove.current = null;
    if (pending) moveTo(pending, 0);
    readViewport();
    setCreated(true);
  }, [moveTo, readViewport]);
  const onLoad = useCallback(
    (basemap: BasemapState) => {
      loaded.current = true;
      setStreets(basemap === 'streets');
      readViewport();
    },
    [readViewport],
  );
  return { map, viewport, setViewport, created, streets, readViewport, moveTo, onCreate, onLoad };
}
