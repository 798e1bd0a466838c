import { MapPin } from 'lucide-react';
import { BaseMap } from '@/components/map/BaseMap';
import { useMapConfig } from '@/components/map/map-config';
import { MapConfigPending, MapPlaceholder } from '@/components/map/MapPlaceholder';
import { useMapComponents } from '@/components/map/renderer';

interface Position {
  latitude: number;
  longitude: number;
}

/** A little around the two points, so neither marker sits on the map's edge. */
const MARGIN_DEGREES = 0.002;

function boundsOf(points: Position[]): [[number, number], [number, number]] {
  const lats = points.map((point) => point.latitude);
  const lngs = points.map((point) => point.longitude);
  return [
    [Math.min(...lngs) - MARGIN_DEGREES, Math.min(...lats) - MARGIN_DEGREES],
    [Math.max(...lngs) + MARGIN_DEGREES, Math.max(...lats) + MARGIN_DEGREES],
  ];
}

/** The place's position now (slate) and the proposed one (amber) on one map, framed to show both. */
export function PositionsMap({ current, proposed }: { current: Position | null; proposed: Position }) {
  const config = useMapConfig();
  const points = current ? [current, proposed] : [proposed];
  if (!config.data) return <MapConfigPending failed={config.isError} />;
  return (
    <BaseMap
      config={config.data}
      label="Current and proposed positions"
      className="h-full w-full"
      initialViewState={{ bounds: boundsOf(points), fitBoundsOptions: { padding: 48 } }}
      loading={<MapPlaceholder />}
    >
      {current && <PositionMarker position={current} label="Current position" colour="fill-slate-300" />}
      <PositionMarker position={proposed} label="Proposed position" colour="fill-amber-500" />
    </BaseMap>
  );
}

function PositionMarker({ position, label, colour }: { position: Position; label: string; colour: string }) {
  const { Marker } = useMapComponents();
  return (
    <Marker latitude={position.latitude} longitude={position.longitude} anchor="bottom">
      <span role="img" aria-label={label} title={label} className="block drop-shadow-lg">
        <MapPin aria-hidden="true" className={`h-9 w-9 text-slate-950 ${colour}`} strokeWidth={1.5} />
      </span>
    </Marker>
  );
}
