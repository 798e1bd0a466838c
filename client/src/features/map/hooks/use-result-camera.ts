import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { BUILT_IN_CLOSEST_ZOOM } from '@/components/map/basemap-style';
import { cameraOf, STREETS_CLOSEST_ZOOM, viewOf, type Frame } from '../lib/map-data';
import { MAP_MIN_ZOOM, type Filtered } from '../lib/map-data-protocol';

/**
 * The camera of the map's result (lib/map-data viewOf: SPEC §2's first view unfiltered, a filter's
 * places fitted): the preview's, and the live map's first. A filter's view comes no closer than
 * the basemap on screen still shows where its places are: a streets map's location zoom once one
 * has drawn, else the built-in basemap's (the preview's picture is that basemap).
 * Each new result after the first re-frames the live map (`onReframe` first, e.g. to drop a
 * popup); a streets map drawing later changes nothing already framed.
 */
export function useResultCamera(
  filtered: Filtered | null,
  frame: Frame | undefined,
  streets: boolean,
  live: { map: RefObject<MapRef | null>; readViewport: () => void; onReframe: () => void },
) {
  const camera = useMemo(() => {
    if (!filtered || !frame) return null;
    const closest = filtered.narrowed ? (streets ? STREETS_CLOSEST_ZOOM : BUILT_IN_CLOSEST_ZOOM) : undefined;
    return cameraOf(viewOf(filtered.bounds, frame, closest), frame, MAP_MIN_ZOOM);
  }, [filtered, frame, streets]);

  const framed = useRef<Filtered | null>(null);
  const { map, readViewport, onReframe } = live;
  useEffect(() => {
    if (!camera || filtered === framed.current) return;
    const first = framed.current === null;
    framed.current = filtered;
    if (first) return;
    onReframe();
    map.current?.jumpTo({ center: [camera.longitude, camera.latitude], zoom: camera.zoom });
    readViewport();
  }, [camera, filtered, map, readViewport, onReframe]);
  return camera;
}
