import { LOCATION_KIND_LABELS, LOCATION_KINDS, LOCATION_PRECISION_LABELS, LOCATION_PRECISIONS } from '@contracts';
import type { Choice } from './ChoiceField';

/** When to pick each precision: the field's known pain is a city given as if it were the spot. */
const PRECISION_HELP: Record<(typeof LOCATION_PRECISIONS)[number], string> = {
  exact: 'The pin is where the camera stood or what it filmed',
  street: 'Somewhere along this street or block',
  area: 'A park, a district or a stretch of coast',
  city: 'Only the town or city is known',
};

const KIND_HELP: Record<(typeof LOCATION_KINDS)[number], string> = {
  filmed_here: 'The scene was shot at this place',
  set_here_filmed_elsewhere: 'The story is set here, but it was shot somewhere else',
};

/** The precision and kind radio choices, with their labels from contracts/locations.ts. */
export const PRECISION_CHOICES: Choice[] = LOCATION_PRECISIONS.map((value) => ({
  value,
  label: LOCATION_PRECISION_LABELS[value],
  help: PRECISION_HELP[value],
}));
export const KIND_CHOICES: Choice[] = LOCATION_KINDS.map((value) => ({
  value,
  label: LOCATION_KIND_LABELS[value],
  help: KIND_HELP[value],
}));
