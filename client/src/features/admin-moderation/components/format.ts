const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

/** Metres under a kilometre, kilometres with one decimal below 10 km, whole kilometres beyond. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString('en-US')} km`;
}
