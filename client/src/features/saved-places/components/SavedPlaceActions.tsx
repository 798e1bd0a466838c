import type { ReactNode } from 'react';
import { PlaceActionsProvider, type PlaceActionsProps } from '@/lib/place-actions';
import type { ResolvePlaceId } from '../hooks/use-saved-place';
import { SaveAfterSignIn } from './SaveAfterSignIn';
import { SavedPlaceToggles } from './SavedPlaceToggles';

interface SavedPlaceActionsProps {
  children: ReactNode;
  /** See SavedPlaceToggles. */
  resolveId?: ResolvePlaceId;
  afterBeen?: (placeId: string) => ReactNode;
  /** See SavedPlaceToggles: what else the route puts beside the toggles (Add to Trip). */
  more?: (props: PlaceActionsProps) => ReactNode;
}

/**
 * For a route: puts Want to Go / Been Here beside every place its screens show (the PlaceActions
 * slot), and makes the save a signed-out tap asked for once the visitor is back from signing in.
 */
export function SavedPlaceActions({ children, resolveId, afterBeen, more }: SavedPlaceActionsProps) {
  return (
    <PlaceActionsProvider
      render={(props) => <SavedPlaceToggles {...props} resolveId={resolveId} afterBeen={afterBeen} more={more} />}
    >
      <SaveAfterSignIn />
      {children}
    </PlaceActionsProvider>
  );
}
