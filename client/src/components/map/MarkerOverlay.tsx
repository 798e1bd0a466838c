import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useElementSize } from '@/lib/use-element-size';
import { useMapComponents } from './renderer';
import { nearestCopy, project, type Camera } from './web-mercator';

export interface OverlayMarker {
  key: string;
  longitude: number;
  latitude: number;
  /** Which point of the element sits on the coordinate: its centre, or the middle of its bottom edge. */
  anchor: 'center' | 'bottom';
  element: ReactNode;
}

/** Enough of the MapLibre / Mapbox GL map API for placing HTML on it (both renderers share it). */
interface PlacementMap {
  project(lngLat: [number, number]): { x: number; y: number };
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  getCanvasContainer(): HTMLElement;
  on(type: string, listener: () => void): unknown;
  off(type: string, listener: () => void): unknown;
}

interface Placement {
  zoom: number;
  /** A coordinate and where it was on screen when every marker was last placed. */
  anchor: [number, number];
  x: number;
  y: number;
}

const ANCHOR_SHIFT = { center: 'translate(-50%, -50%)', bottom: 'translate(-50%, -100%)' } as const;

/**
 * Many HTML markers that pan as one layer. react-map-gl's <Marker> repositions each element on
 * every frame of a pan and gives each its own compositing layer; with a few hundred markers that
 * costs more than drawing the map (bench/map). Here all markers live in one container inside the
 * map's canvas container (so a drag that starts on a marker still pans the map): a pan moves only
 * the container, and each marker is re-projected only when the zoom changes or a move ends.
 * Markers keep their DOM order, so keyboard focus order is the order of `markers`.
 */
export function MarkerOverlay({ markers }: { markers: OverlayMarker[] }) {
  const { useMap } = useMapComponents();
  const map = useMap().current?.getMap() as PlacementMap | undefined;
  const layer = useRef<HTMLDivElement>(null);
  const placement = useRef<Placement | null>(null);

  const placeAll = useCallback(() => {
    const container = layer.current;
    if (!map || !container) return;
    const centre = map.getCenter();
    for (const child of Array.from(container.children) as HTMLElement[]) {
      const { lng, lat, anchor } = child.dataset;
      const point = map.project([nearestCopy(Number(lng), centre.lng), Number(lat)]);
      child.style.transform = `translate(${Math.round(point.x)}px, ${Math.round(point.y)}px) ${ANCHOR_SHIFT[anchor as OverlayMarker['anchor']]}`;
    }
    const origin = map.project([centre.lng, centre.lat]);
    placement.current = { zoom: map.getZoom(), anchor: [centre.lng, centre.lat], x: origin.x, y: origin.y };
    container.style.transform = '';
  }, [map]);

  useLayoutEffect(placeAll, [placeAll, markers]);

  useEffect(() => {
    if (!map) return;
    const follow = () => {
      const placed = placement.current;
      if (!placed || map.getZoom() !== placed.zoom) return placeAll();
      const point = map.project(placed.anchor);
      if (layer.current) layer.current.style.transform = `translate(${point.x - placed.x}px, ${point.y - placed.y}px)`;
    };
    map.on('move', follow);
    // A finished move re-projects everything: markers near the antimeridian switch world copies.
    map.on('moveend', placeAll);
    map.on('resize', placeAll);
    return () => {
      map.off('move', follow);
      map.off('moveend', placeAll);
      map.off('resize', placeAll);
    };
  }, [map, placeAll]);

  if (!map) return null;
  return createPortal(
    <div ref={layer} className="reel-marker-layer pointer-events-none absolute top-0 left-0 will-change-transform">
      {markers.map((marker) => (
        <div
          key={marker.key}
          data-lng={marker.longitude}
          data-lat={marker.latitude}
          data-anchor={marker.anchor}
          className="pointer-events-auto absolute top-0 left-0"
        >
          {marker.element}
        </div>
      ))}
    </div>,
    map.getCanvasContainer(),
  );
}

/**
 * The same markers over a still picture of the map (the /map preview): placed with the camera's
 * own projection, no map instance needed. Keys and DOM order are MarkerOverlay's.
 */
export function StillMarkerLayer({ markers, camera }: { markers: OverlayMarker[]; camera: Camera }) {
  const layer = useRef<HTMLDivElement>(null);
  const size = useElementSize(layer);
  return (
    <div ref={layer} className="reel-marker-layer pointer-events-none absolute inset-0">
      {size &&
        markers.map((marker) => {
          const point = project(camera, size, nearestCopy(marker.longitude, camera.longitude), marker.latitude);
          return (
            <div
              key={marker.key}
              className="pointer-events-auto absolute top-0 left-0"
              style={{
                transform: `translate(${Math.round(point.x)}px, ${Math.round(point.y)}px) ${ANCHOR_SHIFT[marker.anchor]}`,
              }}
            >
              {marker.element}
            </div>
          );
        })}
    </div>
  );
}
