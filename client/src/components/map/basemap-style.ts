import type { MapConfig } from '@contracts';

/** The built-in basemap's style of a config: the map's own style when offline, else its fallback. */
export const builtInStyleOf = (config: MapConfig): string | undefined =>
  config.offline ? config.style : config.fallbackStyle;

const requests = new Map<string, Promise<unknown>>();

/**
 * The built-in basemap's style document (a path on this app), requested once per page: the /map
 * route asks for it at navigation time, beside its chunk (features/map/api/prefetch-map.ts), and
 * the picture (BasemapPicture) takes that answer, so the land is there with the first markers. A
 * failed request is forgotten, so a later one tries again.
 */
export function fetchBasemapStyle(style: string): Promise<unknown> {
  let request = requests.get(style);
  if (!request) {
    request = fetch(style).then((response) => {
      if (!response.ok) throw new Error(`The basemap style answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    requests.set(style, request);
    void request.catch(() => requests.delete(style));
  }
  return request;
}
