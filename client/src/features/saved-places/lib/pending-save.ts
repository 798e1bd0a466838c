import type { Location } from 'react-router-dom';
import { SAVED_PLACE_KINDS, type SavedPlaceKind } from '@contracts';
import { LIST_NAMES } from './lists';

/** A save asked for while signed out: carried through the sign-in and made on the way back. */
export interface PendingSave {
  locationId: string;
  name: string;
  kind: SavedPlaceKind;
}

/**
 * The sign-in page's router state for a save asked for while signed out: `from` is this page, whose
 * own state carries the save (LoginForm goes back to `from` with it), and `reason` says why.
 */
export function signInToSave(from: Location, save: PendingSave) {
  return {
    from: { pathname: from.pathname, search: from.search, hash: from.hash, state: { savePlace: save } },
    reason: `Sign in to save ${save.name} to ${LIST_NAMES[save.kind]}.`,
  };
}

/** The save a page's router state carries, if any (anything malformed is ignored). */
export function pendingSaveIn(state: unknown): PendingSave | null {
  const save = (state as { savePlace?: Partial<PendingSave> } | null)?.savePlace;
  if (!save || typeof save.locationId !== 'string' || typeof save.name !== 'string') return null;
  if (!SAVED_PLACE_KINDS.includes(save.kind as SavedPlaceKind)) return null;
  return { locationId: save.locationId, name: save.name, kind: save.kind as SavedPlaceKind };
}

/** The page's router state without the save, so going back to it or reloading it does not save again. */
export function withoutPendingSave(state: unknown): unknown {
  if (!state || typeof state !== 'object') return null;
  const { savePlace: _done, ...rest } = state as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? rest : null;
}
