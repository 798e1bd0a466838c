import { useMapComponents } from '@/components/map/renderer';

/** Where 'Near me' found the visitor. */
export function PositionMarker({ longitude, latitude }: { longitude: number; latitude: number }) {
  const { Marker } = useMapComponents();
  return (
    <Marker longitude={longitude} latitude={latitude} anchor="center">
      <span role="img" aria-label="Your position" className="relative flex h-5 w-5" data-testid="your-position">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-sky-400 opacity-60 motion-reduce:animate-none" />
        <span className="relative inline-flex h-5 w-5 rounded-full border-2 border-white bg-sky-500" />
      </span>
    </Marker>
  );
}
