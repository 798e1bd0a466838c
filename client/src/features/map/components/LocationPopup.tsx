import { useEffect, useRef, type RefObject } from 'react';
import type { PopupInstance } from 'react-map-gl/maplibre';
import { Link } from 'react-router-dom';
import { positionCaveats } from '@contracts';
import { paths } from '@/config/paths';
import { useMapComponents } from '@/components/map/renderer';
import { PlaceActions } from '@/lib/place-actions';
import { usePopupInView } from '../hooks/use-popup-in-view';
import type { MapLocation } from '../lib/map-data';

interface LocationPopupProps {
  location: MapLocation;
  onClose: () => void;
  /** What the popup must not open under (the search panel): the map pans it clear. */
  clearOf?: RefObject<HTMLElement | null>;
}

/** SPEC §2 Map popup: movie title and year, location name, city and country, 'View Details'. */
export function LocationPopup({ location, onClose, clearOf }: LocationPopupProps) {
  const { Popup } = useMapComponents();
  const link = useRef<HTMLAnchorElement>(null);
  const popup = useRef<PopupInstance>(null);
  usePopupInView(popup, location.index, clearOf);
  // Keyboard users land in the popup they opened; Escape takes them back to its marker.
  useEffect(() => link.current?.focus({ preventScroll: true }), [location.index]);
  const place = [location.city, location.country].filter(Boolean).join(', ');
  const caveats = positionCaveats(location.precision, location.kind);
  return (
    <Popup
      ref={popup}
      longitude={location.longitude}
      latitude={location.latitude}
      anchor="bottom"
      offset={38}
      // Closed by its own button and Escape only: MapLibre also closes a popup (and reports it) when
      // its map is removed, as when a streets map falls back to the built-in basemap, and that
      // must not drop the visitor's choice; the fallback map shows the same popup again.
      closeButton={false}
      closeOnClick={false}
      maxWidth="280px"
      className="reel-popup"
    >
      {/* Escape closes the popup, as it closes any dialog. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="dialog"
        aria-label={location.name}
        data-testid="map-popup"
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
        className="pr-6 font-sans text-slate-900"
      >
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          {location.movie.title}
          {location.movie.year ? ` (${location.movie.year})` : ''}
        </p>
        <h2 className="mt-1 text-base leading-snug font-bold">{location.name}</h2>
        {place && <p className="mt-0.5 text-sm text-slate-600">{place}</p>}
        {caveats.length > 0 && (
          <p data-testid="popup-caveats" className="mt-1 text-xs font-medium text-amber-800">
            {caveats.join(' · ')}
          </p>
        )}
        <PlaceActions place={{ slug: location.slug, name: location.name }} variant="popup" className="mt-3" />
        <Link
          ref={link}
          to={paths.location(location.slug)}
          className="mt-3 inline-flex rounded-md bg-amber-500 px-3 py-1.5 text-sm font-semibold text-slate-950 hover:bg-amber-400 focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:outline-none"
        >
          View Details
        </Link>
        <button
          type="button"
          aria-label="Close popup"
          onClick={onClose}
          className="absolute top-1 right-1 flex h-6 w-6 items-center justify-center rounded text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:outline-none"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </Popup>
  );
}
