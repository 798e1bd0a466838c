import { z } from 'zod';
import { DAY_BUDGET_MINUTES, STOP_NOTE_MAX, TRIP_NAME_MAX, VISIT_MINUTES } from '@contracts';

/** The server's rules and messages for a trip's name (server/src/trips/dto/trip.dto.ts). */
export const tripNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please give the trip a name')
    .max(TRIP_NAME_MAX, `A trip name can be at most ${TRIP_NAME_MAX} characters`),
});
export type TripNameValues = z.infer<typeof tripNameSchema>;

const MAX_DAY_HOURS = DAY_BUDGET_MINUTES.max / 60;
const MIN_DAY_HOURS = DAY_BUDGET_MINUTES.min / 60;

/** Days: hours a day (in half hours on the form, minutes on the wire) and minutes at each stop. */
export const daysSchema = z.object({
  hours: z.coerce
    .number({ error: 'Enter the hours of a day' })
    .min(MIN_DAY_HOURS, `A day must be between ${MIN_DAY_HOURS} and ${MAX_DAY_HOURS} hours`)
    .max(MAX_DAY_HOURS, `A day must be between ${MIN_DAY_HOURS} and ${MAX_DAY_HOURS} hours`),
  visitMinutes: z.coerce
    .number({ error: 'Enter the minutes at each stop' })
    .int('A visit time must be a whole number of minutes')
    .min(VISIT_MINUTES.min, `A visit must be between ${VISIT_MINUTES.min} and ${VISIT_MINUTES.max} minutes`)
    .max(VISIT_MINUTES.max, `A visit must be between ${VISIT_MINUTES.min} and ${VISIT_MINUTES.max} minutes`),
});
export type DaysInput = z.input<typeof daysSchema>;
export type DaysValues = z.output<typeof daysSchema>;

/** A stop's note and its own visit time (empty: the trip's). */
export const stopNoteSchema = z.object({
  note: z.string().max(STOP_NOTE_MAX, `A note can be at most ${STOP_NOTE_MAX.toLocaleString('en')} characters`),
  minutes: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d+$/.test(value) && Number(value) <= VISIT_MINUTES.max),
      `A visit must be between ${VISIT_MINUTES.min} and ${VISIT_MINUTES.max} minutes`,
    ),
});
export type StopNoteValues = z.infer<typeof stopNoteSchema>;

/** Plan a Trip: which group of a movie's places, into a new trip (named) or an existing one. */
export const planTripSchema = z
  .object({
    group: z.string(),
    target: z.enum(['new', 'existing']),
    name: z.string(),
    tripId: z.string(),
  })
  .superRefine((values, context) => {
    if (values.target === 'existing') {
      if (!values.tripId) context.addIssue({ code: 'custom', path: ['tripId'], message: 'Choose one of your trips' });
      return;
    }
    const name = tripNameSchema.safeParse({ name: values.name });
    if (!name.success) context.addIssue({ code: 'custom', path: ['name'], message: name.error.issues[0].message });
  });
export type PlanTripValues = z.infer<typeof planTripSchema>;
