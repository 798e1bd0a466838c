/// <reference lib="webworker" />
import { getMapLocations } from '../api/get-map-locations';
import { MapDataHost } from './map-data-host';
import type { MapDataRequest, MapDataResponse } from './map-data-protocol';
import { nextTask } from './next-task';

/**
 * The /map page's data worker: downloads every location as soon as it starts (the page creates it
 * at navigation time, so the download overlaps the page's own start-up), then answers the page's
 * filters, clusters and popups (see MapDataHost). Parsing 8 MB of JSON, filtering 100,000
 * locations and building their cluster indexes all happen here, off the page's main thread.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const host = new MapDataHost(
  () => getMapLocations(scope.location.origin),
  (message: MapDataResponse) => scope.postMessage(message),
  nextTask,
);
scope.onmessage = (event: MessageEvent<MapDataRequest>) => host.handle(event.data);
