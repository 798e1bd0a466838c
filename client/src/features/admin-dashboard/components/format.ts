/** SPEC §2: average locations per movie with one decimal, and '0' when there are no movies. */
export function formatAverage(value: number): string {
  return value === 0 ? '0' : value.toFixed(1);
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
