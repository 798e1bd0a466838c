import { Clapperboard, Navigation, Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { primaryButtonClass, secondaryButtonClass } from '@/components/button-styles';
import type { LocationDetail } from '@contracts';

/** An external directions page to the coordinates (SPEC §2 'Get Directions'). */
export const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/**
 * SPEC §2 'Share Location': the native share sheet with title, text and URL. Browsers without
 * it get the link copied and a toast saying so. Failures are logged only (SPEC §8).
 */
export async function shareLocation(location: LocationDetail): Promise<void> {
  const url = window.location.href;
  const title = `${location.name} – ${location.movie.title}`;
  const text = `See where ${location.movie.title} was filmed: ${location.name}`;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, text, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast.success('Link copied to clipboard');
  } catch (error) {
    console.error('Sharing the location failed', error);
  }
}

export function LocationActions({ location }: { location: LocationDetail }) {
  return (
    <div className="flex flex-col gap-3">
      <a
        href={directionsUrl(location.latitude, location.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className={primaryButtonClass}
      >
        <Navigation aria-hidden="true" className="h-4 w-4" />
        Get Directions
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button type="button" onClick={() => void shareLocation(location)} className={secondaryButtonClass}>
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Share Location
      </button>
      <Link to={paths.movie(location.movie.slug)} className={secondaryButtonClass}>
        <Clapperboard aria-hidden="true" className="h-4 w-4" />
        View Movie Details
      </Link>
    </div>
  );
}
