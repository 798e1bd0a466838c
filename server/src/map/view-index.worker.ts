import { parentPort } from 'node:worker_threads';
import { ViewIndexHost, type ViewIndexRequest } from './view-index-host.js';

/**
 * The map's cluster indexes live in this worker thread (ViewIndexRunner starts it): a build over a
 * million places takes seconds of CPU, and clustering a close view takes milliseconds, none of
 * which may hold up the web process's event loop.
 */
const host = new ViewIndexHost();
parentPort?.on('message', (request: ViewIndexRequest) => parentPort?.postMessage(host.handle(request)));
