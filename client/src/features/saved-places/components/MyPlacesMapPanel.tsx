import { lazy, Suspense } from 'react';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';
import type { SavedPlace } from '@contracts';

const MyPlacesMap = lazy(() => import('./MyPlacesMap'));

/** The map's box is sized before the map library arrives (no layout shift). */
export function MyPlacesMapPanel({ items }: { items: SavedPlace[] }) {
  return (
    <div className="aspect-[4/3] w-full overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 sm:aspect-[16/7]">
      <Suspense fallback={<MapPlaceholder />}>
        <MyPlacesMap items={items} />
      </Suspense>
    </div>
  );
}
