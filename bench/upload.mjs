// The event loop of the built server while photos are uploaded (issue 29: one 15 MB upload froze
// the site for 38 s). Measures the loop's delay inside the server (perf_hooks, preloaded probe)
// while idle, then during 10 concurrent ~15 MB admin uploads and during 10 concurrent anonymous
// ones (refused before their bodies are read), and prints p50 / p99 / max of each.
//
// Usage: npm run build && node bench/upload.mjs [--uploads 10]
// Bar: max delay < 100 ms during the uploads. Exit code 1 when it is missed.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startBenchServer } from './support/server.mjs';

const BAR_MS = 100;
const args = process.argv.slice(2);
const uploads = Number(args[args.indexOf('--uploads') + 1] || 10);
const port = Number(process.env.BENCH_PORT ?? 48000 + Math.floor(Math.random() * 1000));
const probeDir = mkdtempSync(path.join(os.tmpdir(), 'reelatlas-upload-bench-'));
const loopDelayFile = path.join(probeDir, 'loop-delay.json');

/** Coloured noise at quality 100 hardly compresses: 2,700 × 1,900 pixels are ~14 MB of JPEG. */
function largeJpeg() {
  return sharp({
    create: { width: 2700, height: 1900, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 80 } },
  })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

function upload(body, headers) {
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/admin/photos?alt=Noise&author=Bench&licence=CC0',
      headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(body.length), ...headers },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    // A refused upload's connection is closed while the body is still being sent.
    request.on('error', () => resolve('closed'));
    request.end(body);
  });
}

function loopDelaySinceLastAsk(pid) {
  process.kill(pid, 'SIGUSR2');
  return new Promise((resolve) => setTimeout(() => resolve(JSON.parse(readFileSync(loopDelayFile, 'utf8'))), 200));
}

async function adminToken(server) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = randomBytes(12).toString('hex');
  execFileSync(
    process.execPath,
    ['dist/server/cli/main.js', 'user:create', '--email', email, '--admin', '--password-stdin'],
    {
      input: `${password}\n`,
      env: { ...process.env, DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await login.json()).access_token;
}

const server = await startBenchServer({
  port,
  seedDemo: false,
  nodeArgs: [
    '--import',
    './bench/support/loop-delay-probe.mjs',
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ],
  env: { LOOP_DELAY_FILE: loopDelayFile },
});
let failed = false;
try {
  const photo = await largeJpeg();
  const token = await adminToken(server);
  await loopDelaySinceLastAsk(server.pid);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rows = [['idle (2 s)', '-', await loopDelaySinceLastAsk(server.pid)]];

  for (const [label, headers] of [
    [`${uploads} admin uploads`, { Authorization: `Bearer ${token}` }],
    [`${uploads} anonymous uploads`, {}],
  ]) {
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: uploads }, () => upload(photo, headers)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const tally = new Map();
    for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
    const counts = [...tally].map(([status, count]) => `${count}× ${status}`);
    rows.push([
      `${label} of ${(photo.length / 1048576).toFixed(1)} MB`,
      `${counts.join(', ')} in ${seconds} s`,
      await loopDelaySinceLastAsk(server.pid),
    ]);
  }

  console.log('event-loop delay in the server (ms; the probe samples every 10 ms, so idle reads ~10)');
  console.log('what                                   | answers                 |   p50 |   p99 |   max');
  for (const [what, answers, d] of rows)
    console.log(
      `${what.padEnd(38)} | ${answers.padEnd(23)} | ${String(d.p50).padStart(5)} | ${String(d.p99).padStart(5)} | ${String(d.max).padStart(5)}`,
    );
  const worst = Math.max(...rows.slice(1).map(([, , d]) => d.max));
  failed = worst >= BAR_MS;
  console.log(`max during uploads ${worst} ms: ${failed ? 'MISSED' : 'met'} (bar < ${BAR_MS} ms)`);
} finally {
  await server.stop();
  rmSync(probeDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
