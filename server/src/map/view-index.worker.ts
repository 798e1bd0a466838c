import { parentPort } from 'node:worker_threads';
import { ViewIndexHost, type ViewIndexRequest } from './view-index-host.js';

/**
 * The map's cluster indexes live in a worker thread running this file (ViewIndexRunner starts it):
 * clustering a close view takes milliseconds that must not hold up the web process's event loop.
 * Each build runs in a worker thread of its own that hands the index over as buffers and ends: a
 * build over a million places takes seconds of CPU and leaves ~150 MB of garbage in its heap,
 * which goes with the thread instead of staying in the long-lived one's.
 */
const host = new ViewIndexHost();
parentPort?.on('message', (request: ViewIndexRequest) => {
  const { response, transfer } = host.handle(request);
  parentPort?.postMessage(response, transfer);
});
