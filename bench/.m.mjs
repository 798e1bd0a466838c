import { readFileSync } from 'node:fs';
import { startBenchServer } from './support/server.mjs';
const rss = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
const server = await startBenchServer({ port: 47556, seedDemo: false, template: 'ra_million_tpl' });
for (;;) { const r = await fetch(`${server.base}/api/search?q=paris`); if (r.ok) break; await new Promise((r) => setTimeout(r, 500)); }
await fetch(`${server.base}/api/map/overview`).then((r) => r.text());
console.log('rss', rss(server.pid ?? server.child?.pid));
for (const q of ['cafe', 'paris', 'bridge']) {
  const t = performance.now();
  const r = await fetch(`${server.base}/api/map/summary?q=${q}`); const body = await r.text();
  console.log(q, r.status, body.slice(0, 80), (performance.now() - t).toFixed(0), 'ms', 'rss', rss(server.pid ?? server.child?.pid));
}
for (const s of [10, 30]) { await new Promise((r) => setTimeout(r, s * 1000 / 2)); console.log('after', s, 's rss', rss(server.pid)); }
await server.stop();
