import { NearbyPlaceLink } from '@/components/NearbyPlaceLink';
import { Skeleton } from '@/components/Skeleton';
import { useNearbyLocations } from '../api/get-nearby-locations';

/** The six nearest other filming locations: film fans plan visits by area. */
export function NearbyLocations({ slug }: { slug: string }) {
  const nearby = useNearbyLocations(slug);
  if (nearby.isError || (nearby.data && nearby.data.length === 0)) return null;
  return (
    <section aria-labelledby="nearby-heading">
      <h2 id="nearby-heading" className="font-display text-2xl font-bold text-white">
        Nearby Filming Locations
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2" data-testid="nearby-list">
        {nearby.data
          ? nearby.data.map((place) => (
              <li key={place.slug}>
                <NearbyPlaceLink place={place} look="card" />
              </li>
            ))
          : Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-20 rounded-xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}
