import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerTokenMatches } from '../common/bearer-token.js';
import type { Metrics } from './metrics.service.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own, for a process without the web app (`npm run worker`, where
 * BullMQ jobs run): the same registry and the same METRICS_TOKEN as the app's route; anything else
 * is a 404.
 */
export async function serveMetrics(
  metrics: Metrics,
  options: { port: number; host: string; token: string },
): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (!bearerTokenMatches(req.headers.authorization, options.token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain' }).end('A valid metrics token is required');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) =>
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      (error: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
