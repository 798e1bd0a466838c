/**
 * Performance API marks of the map's start-up (route, data, renderer, map instance, first
 * markers, style load, idle). Each is recorded once per page load, so bench/map and the browser's
 * performance panel show where the time to first markers goes.
 */
const seen = new Set<string>();

export function markMap(step: string): void {
  if (seen.has(step) || typeof performance === 'undefined' || !performance.mark) return;
  seen.add(step);
  performance.mark(`map:${step}`);
}
