import { createContext, useContext, type ReactNode } from 'react';

/** A place as every screen that shows one knows it; the map's data has no ids, only slugs. */
export interface PlaceRef {
  id?: string;
  slug: string;
  name: string;
}

/** Where the actions are drawn: the place's own page, a card in a list, or the map's white popup. */
export type PlaceActionsVariant = 'page' | 'card' | 'popup';

export interface PlaceActionsProps {
  place: PlaceRef;
  variant: PlaceActionsVariant;
  className?: string;
}

type RenderPlaceActions = (props: PlaceActionsProps) => ReactNode;

const PlaceActionsContext = createContext<RenderPlaceActions | null>(null);

/**
 * What a route puts beside every place it shows (Want to Go / Been Here, from the saved-places
 * feature). The screens that list places (a movie's places, search hits, the map popup) belong to
 * other features, which do not import each other: they leave this slot, and the route fills it.
 */
export function PlaceActionsProvider({ render, children }: { render: RenderPlaceActions; children: ReactNode }) {
  return <PlaceActionsContext.Provider value={render}>{children}</PlaceActionsContext.Provider>;
}

/** The route's actions for one place, or nothing where the route gives none. */
export function PlaceActions(props: PlaceActionsProps) {
  const render = useContext(PlaceActionsContext);
  return render ? render(props) : null;
}
