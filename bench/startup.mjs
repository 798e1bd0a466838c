// Measures `npm start` on the embedded default: time to a healthy /api/health on an empty
// DATA_DIR (initdb + migrations + demo seed), then again on the same DATA_DIR (data reused).
// Usage: npm run build && node bench/startup.mjs        Target: first start ≤ 30 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = 4300 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelatlas-bench-'));

async function timeStart(label) {
  const started = performance.now();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const movies = await fetch(`http://127.0.0.1:${port}/api/movies?limit=1`).then((r) => r.json());
  console.log(`${label}: healthy after ${seconds.toFixed(2)} s, ${movies.total} movies`);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { seconds, movies: movies.total };
}

try {
  const first = await timeStart('first start (empty DATA_DIR)');
  const second = await timeStart('second start (same DATA_DIR)');
  console.log(
    `data reused: ${second.movies === first.movies ? 'yes' : 'NO'}; target first start <= 30 s: ${first.seconds <= 30 ? 'met' : 'MISSED'}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
