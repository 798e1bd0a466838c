import { memo, useEffect, useMemo } from 'react';
import { markMap } from '@/components/map/map-marks';
import { MarkerOverlay, StillMarkerLayer, type OverlayMarker } from '@/components/map/MarkerOverlay';
import type { Camera } from '@/components/map/web-mercator';
import type { MapItem } from '../hooks/use-clusters';

interface MapMarkersProps {
  items: MapItem[];
  selected: number | null;
  onSelect: (index: number) => void;
  onExpand: (clusterId: number, longitude: number, latitude: number) => void;
  /** Placed over the map preview's picture at this camera; without it, on the live map. */
  still?: Camera;
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Markers are real <button>s (keyboard focus, Enter/Space, screen-reader names), rendered only
 * for what the viewport shows: single locations named after the place, clusters as 'N locations'.
 */
export const MapMarkers = memo(function MapMarkers({ items, selected, onSelect, onExpand, still }: MapMarkersProps) {
  useEffect(() => {
    if (items.length) markMap('markers');
  }, [items]);
  const markers = useMemo(
    () =>
      items.map((item): OverlayMarker =>
        item.kind === 'cluster'
          ? {
              key: `c${item.id}`,
              longitude: item.longitude,
              latitude: item.latitude,
              anchor: 'center',
              element: clusterButton(item, onExpand),
            }
          : {
              key: `l${item.index}`,
              longitude: item.longitude,
              latitude: item.latitude,
              anchor: 'bottom',
              element: locationButton(item.index, item.label, selected === item.index, onSelect),
            },
      ),
    [items, selected, onSelect, onExpand],
  );
  return still ? <StillMarkerLayer markers={markers} camera={still} /> : <MarkerOverlay markers={markers} />;
});

type ClusterMapItem = Extract<MapItem, { kind: 'cluster' }>;

function clusterButton(item: ClusterMapItem, onExpand: MapMarkersProps['onExpand']) {
  return (
    <button
      type="button"
      aria-label={`${item.count} locations`}
      data-testid="map-cluster"
      data-marker-key={`c${item.id}`}
      onClick={() => onExpand(item.id, item.longitude, item.latitude)}
      className="flex items-center justify-center rounded-full border-2 border-amber-200 bg-amber-500/90 font-bold text-slate-950 shadow-lg shadow-black/40 transition hover:scale-105 focus-visible:ring-4 focus-visible:ring-white focus-visible:outline-none"
      style={{
        width: clusterSize(item.count),
        height: clusterSize(item.count),
        fontSize: item.count >= 1000 ? 12 : 13,
      }}
    >
      {compact.format(item.count)}
    </button>
  );
}

function locationButton(index: number, label: string, selected: boolean, onSelect: MapMarkersProps['onSelect']) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      data-testid="map-marker"
      data-location-index={index}
      data-marker-key={`l${index}`}
      onClick={() => onSelect(index)}
      className="group flex h-11 w-9 items-start justify-center focus-visible:outline-none"
    >
      <svg
        viewBox="0 0 24 32"
        aria-hidden="true"
        className="h-9 w-7 drop-shadow-md transition group-hover:-translate-y-0.5 group-focus-visible:scale-125"
      >
        <path
          d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"
          className={selected ? 'fill-white' : 'fill-amber-500'}
          stroke="#0f172a"
          strokeWidth="1.5"
        />
        <circle cx="12" cy="12" r="4.2" fill="#0f172a" />
      </svg>
    </button>
  );
}

const clusterSize = (count: number) => Math.round(34 + Math.min(26, Math.log10(count) * 9));
