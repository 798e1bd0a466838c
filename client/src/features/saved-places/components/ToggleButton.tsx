import { Bookmark, MapPinCheck, MapPinCheckInside } from 'lucide-react';
import type { PlaceActionsVariant } from '@/lib/place-actions';
import type { SavedPlaceKind } from '@contracts';
import { LIST_NAMES } from '../lib/lists';
import { toggleStyles } from './toggle-styles';

interface ToggleButtonProps {
  kind: SavedPlaceKind;
  pressed: boolean;
  placeName: string;
  variant: PlaceActionsVariant;
  onToggle: () => void;
}

/** One list's toggle: its name shown, the place's name read with it, and aria-pressed for its state. */
export function ToggleButton({ kind, pressed, placeName, variant, onToggle }: ToggleButtonProps) {
  const style = toggleStyles[variant];
  const Icon = kind === 'want' ? Bookmark : pressed ? MapPinCheckInside : MapPinCheck;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // The place's name is read with the list's, so a list of places has no two alike.
      aria-label={`${LIST_NAMES[kind]}: ${placeName}`}
      onClick={onToggle}
      data-kind={kind}
      className={`${style.button} ${pressed ? style.pressed[kind] : style.idle}`}
    >
      <Icon aria-hidden="true" className={`${style.icon} ${pressed && kind === 'want' ? 'fill-current' : ''}`} />
      {LIST_NAMES[kind]}
    </button>
  );
}
