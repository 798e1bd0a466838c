/** "850 m", "1.2 km", "23 km": metres under a kilometre, one decimal under ten, whole kilometres above. */
export function formatDistance(metres: number): string {
  if (metres < 950) return `${Math.max(0, Math.round(metres / 10) * 10)} m`;
  const km = metres / 1000;
  return km < 9.95 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString('en')} km`;
}

/** "25 min", "1 h", "2 h 5 min" (rounded to the minute; a walk of a few seconds is "1 min"). */
export function formatMinutes(minutes: number): string {
  const whole = minutes > 0 ? Math.max(1, Math.round(minutes)) : 0;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1 stop", "3 stops". */
export const countOf = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** Where a trip's stops are, for its card: "Paris, Lyon · France". */
export function placesLine(cities: readonly string[], countries: readonly string[]): string {
  const shown = cities.slice(0, 3).join(', ') + (cities.length > 3 ? ` and ${cities.length - 3} more` : '');
  return [shown, countries.join(', ')].filter(Boolean).join(' · ');
}

/** A place's address line: its address, then its city and country unless the address names them already. */
export function addressLine(place: { address: string | null; city: string | null; country: string | null }): string {
  const address = place.address?.trim() ?? '';
  const named = (part: string | null) => part && !address.toLowerCase().includes(part.toLowerCase());
  return [address, named(place.city) && place.city, named(place.country) && place.country].filter(Boolean).join(', ');
}

/** A day in one line: "2 stops · 3.4 km walking (46 min) · 1 h at the stops · 1 h 46 min in all" (no walk: left out). */
export function daySummary(
  stopCount: number,
  day: { walking_metres: number; walking_minutes: number; visit_minutes: number; total_minutes: number },
): string {
  const walk =
    day.walking_metres > 0 && `${formatDistance(day.walking_metres)} walking (${formatMinutes(day.walking_minutes)})`;
  return [
    countOf(stopCount, 'stop'),
    walk,
    `${formatMinutes(day.visit_minutes)} at the stops`,
    `${formatMinutes(day.total_minutes)} in all`,
  ]
    .filter(Boolean)
    .join(' · ');
}
