import { registerDecorator, type ValidationArguments } from 'class-validator';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// The calendar date is "today" somewhere on Earth until UTC+14 leaves it, so a visitor
// east of UTC who picks today is not refused.
const EARLIEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

export const FUTURE_VISIT = 'The visit date cannot be in the future';

/** A real calendar date (YYYY-MM-DD, no 31 February) that is not in the future. */
export function visitDateProblem(value: unknown, now = new Date()): string | null {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return 'Please enter when you visited';
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) {
    return 'Please enter when you visited';
  }
  const latestToday = new Date(now.getTime() + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
  return (value as string) > latestToday ? FUTURE_VISIT : null;
}

export function IsPastOrTodayDate() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isPastOrTodayDate',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => visitDateProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) => visitDateProblem(args?.value) ?? '',
      },
    });
}
