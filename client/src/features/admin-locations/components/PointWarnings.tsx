import { TriangleAlert } from 'lucide-react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLocationCheck } from '../api/check-location';

interface CheckInput {
  latitude: number;
  longitude: number;
  country: string;
  movieId: string;
  excludeId?: string;
}

const valid = (n: number, limit: number) => Number.isFinite(n) && Math.abs(n) <= limit;

/**
 * Warnings about the chosen point, from the server (offline borders, the movie's other locations):
 * outside the stated country, or within 50 m of another location of the same movie. They never block a save.
 */
export function PointWarnings(input: CheckInput) {
  const settled = useDebouncedValue(input, 300);
  const usable = valid(settled.latitude, 90) && valid(settled.longitude, 180);
  const check = useLocationCheck(
    usable
      ? {
          lat: settled.latitude,
          lng: settled.longitude,
          country: settled.country.trim() || undefined,
          movie_id: settled.movieId || undefined,
          exclude_id: settled.excludeId,
        }
      : null,
  );
  const warnings = usable ? (check.data?.warnings ?? []) : [];
  return (
    <div aria-live="polite">
      {warnings.length > 0 && (
        <ul
          className="space-y-1.5 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100"
          data-testid="point-warnings"
        >
          {warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
              {warning}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
