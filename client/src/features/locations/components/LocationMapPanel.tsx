import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { LocationPrecision } from '@contracts';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';

const LocationMap = lazy(() => import('@/components/map/LocationMap'));

const placeholder = <MapPlaceholder />;

/**
 * The map's box is sized before the map exists (no layout shift), and the map chunk is only
 * fetched once the box nears the viewport, so it never competes with the page's first paint.
 */
export function LocationMapPanel(props: {
  name: string;
  latitude: number;
  longitude: number;
  precision: LocationPrecision;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section aria-labelledby="location-map-heading">
      <h2 id="location-map-heading" className="font-display text-2xl font-bold text-white">
        On the Map
      </h2>
      {props.precision === 'city' && (
        <p className="mt-2 text-sm text-slate-400">Only the city is known: the circle shows the area, not the spot.</p>
      )}
      <div
        ref={box}
        className="mt-4 aspect-[16/10] w-full overflow-hidden rounded-2xl border border-slate-800 bg-slate-900"
      >
        {visible ? (
          <Suspense fallback={placeholder}>
            <LocationMap {...props} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
