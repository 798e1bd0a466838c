import { useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { PlaceActionsProps } from '@/lib/place-actions';
import type { SavedPlaceKind } from '@contracts';
import { usePlaceId, useSavedPlace, type ResolvePlaceId } from '../hooks/use-saved-place';
import { formatVisitDate } from '../lib/lists';
import { signInToSave } from '../lib/pending-save';
import { toggleStyles } from './toggle-styles';
import { ToggleButton } from './ToggleButton';
import { VisitDateForm } from './VisitDateForm';

export interface SavedPlaceTogglesProps extends PlaceActionsProps {
  /** How to find the place's id where only its slug is known (the map popup). */
  resolveId?: ResolvePlaceId;
  /** Shown on the place's own page while it is in Been Here (the offer to write a review). */
  afterBeen?: (placeId: string) => ReactNode;
  /**
   * Other actions the route puts in the same row (Add to Trip, from the trips feature, which this
   * feature does not import).
   */
  more?: (props: PlaceActionsProps) => ReactNode;
}

/**
 * Want to Go and Been Here for one place (issue #33): one tap changes the mark at once (the server
 * is told after; a refusal puts it back with a toast). Signed out, a tap goes to the sign-in page,
 * which comes back here and makes the save. Been Here then offers its optional visit date.
 */
export function SavedPlaceToggles({
  place,
  variant,
  className = '',
  resolveId,
  afterBeen,
  more,
}: SavedPlaceTogglesProps) {
  const id = usePlaceId(place, resolveId);
  const { userId, authLoading, mark, save, remove } = useSavedPlace({ id, name: place.name });
  const [dateOpen, setDateOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const style = toggleStyles[variant];
  const been = mark?.kind === 'been';

  const toggle = (kind: SavedPlaceKind) => {
    if (!id || authLoading) return;
    if (!userId) {
      navigate(paths.login, { state: signInToSave(location, { locationId: id, name: place.name, kind }) });
      return;
    }
    if (mark?.kind === kind) remove();
    else save(kind);
    setDateOpen(kind === 'been' && mark?.kind !== 'been');
  };
  const closeDate = () => {
    // Focus inside the closing field goes back to the toggle it came from, not to the page's top.
    if (root.current?.contains(document.activeElement))
      root.current.querySelector<HTMLElement>('[data-kind="been"]')?.focus();
    setDateOpen(false);
  };

  return (
    <div ref={root} className={className} data-testid="saved-place-toggles" data-mark={mark?.kind ?? 'none'}>
      <div className="flex flex-wrap gap-2">
        <div role="group" aria-label={`Save ${place.name}`} className="flex flex-wrap gap-2">
          {(['want', 'been'] as const).map((kind) => (
            <ToggleButton
              key={kind}
              kind={kind}
              pressed={mark?.kind === kind}
              placeName={place.name}
              variant={variant}
              onToggle={() => toggle(kind)}
            />
          ))}
        </div>
        {more?.({ place, variant })}
      </div>
      {been && dateOpen && (
        <VisitDateForm
          placeName={place.name}
          variant={variant}
          initial={mark.visited_at}
          onSave={(date) => {
            save('been', date);
            closeDate();
          }}
          onClose={closeDate}
        />
      )}
      {been && !dateOpen && variant === 'page' && (
        <p className={`mt-3 ${style.muted}`}>
          {mark.visited_at ? `Visited ${formatVisitDate(mark.visited_at)} · ` : ''}
          <button type="button" onClick={() => setDateOpen(true)} className={style.link}>
            {mark.visited_at ? 'Change date' : 'Add the date of your visit'}
          </button>
        </p>
      )}
      {been && id && variant === 'page' && afterBeen?.(id)}
    </div>
  );
}
