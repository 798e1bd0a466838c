/// <reference lib="webworker" />
import type Supercluster from 'supercluster';
import { buildIndex, clustersIn } from './cluster-index';
import type { ClusterRequest, ClusterResponse } from './cluster-protocol';

/**
 * Builds and queries the cluster index off the main thread: at 100,000 locations the build takes
 * seconds on slow CPUs, time the page needs for the map library and the first paint.
 * Only the newest index is kept; questions about an older one are answered 'stale'.
 */
let current: { version: number; index: Supercluster<{ i: number }> } | null = null;
const post = (message: ClusterResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const message = event.data;
  if (message.type === 'load') {
    current = { version: message.version, index: buildIndex(message.lon, message.lat, message.ids, message.maxZoom) };
    post({ type: 'loaded', version: message.version });
    return;
  }
  if (!current || current.version !== message.version) {
    post({ type: 'stale', request: message.request });
    return;
  }
  if (message.type === 'clusters')
    post({ type: 'clusters', request: message.request, items: clustersIn(current.index, message.bbox, message.zoom) });
  else
    post({
      type: 'expansion',
      request: message.request,
      zoom: current.index.getClusterExpansionZoom(message.clusterId),
    });
};
