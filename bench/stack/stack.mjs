// The scaled-out stack on this machine, without Docker (issue 35): a PostgreSQL and a Redis of its
// own (own ports, own data folders, so each can be stopped and started), N app processes
// (RUN_WORKERS=false) behind HAProxy, and M BullMQ workers: the layout of docker-compose.yml
// without Meilisearch (its binary cannot be had here; search runs on PostgreSQL). A small supervisor
// starts again an app or worker that died without being asked to. `npm run stack` (start.mjs) runs
// it until Ctrl+C; the fault tests (test/system) import startStack() and break it while it works.
// Needs the build (`npm run build`): it runs dist/server/main.js, worker.js and the CLI.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist/server');
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
/** A child that died on its own is started again after this, doubling up to 10 s while it keeps dying. */
const RESTART_DELAY_MS = 500;

/** The Debian programs the stack needs that this machine lacks (apt-get install haproxy redis-server). */
export function missingPrograms() {
  return [
    ['haproxy', HAPROXY],
    ['redis-server', REDIS_SERVER],
  ]
    .filter(([, program]) => spawnSync(program, ['-v'], { stdio: 'ignore' }).error)
    .map(([name]) => name);
}

/** A free TCP port on the loopback interface (the OS picks it; the stack keeps it for its lifetime). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a truthy value; throws after `timeoutMs` naming what it waited for. */
export async function waitFor(check, timeoutMs, what, intervalMs = 200) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${lastError.message}` : ''}`,
      );
    await sleep(intervalMs);
  }
}

/**
 * One supervised OS process: started by `start()`, logged to logs/<name>.log, started again after it
 * dies unless it was stopped on purpose (or supervision is off). `ready` is a line its output prints
 * once it serves.
 */
class Supervised {
  constructor({ name, command, args, env, logDir, ready, supervise, log }) {
    Object.assign(this, { name, command, args, env, ready, supervise, log });
    this.logFile = path.join(logDir, `${name}.log`);
    this.restarts = 0;
    this.child = undefined;
    this.wanted = false;
    this.delay = RESTART_DELAY_MS;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /** Running and past its ready line (an app listening, a worker consuming): what a restart waits for. */
  get serving() {
    return this.running && this.servingChild === this.child;
  }

  /** Starts the process and resolves once its output says it is ready. */
  async start() {
    this.wanted = true;
    const out = createWriteStream(this.logFile, { flags: 'a' });
    // A process group of its own: Ctrl+C in the terminal reaches the stack, which stops everything in order.
    const child = spawn(this.command, this.args, {
      env: this.env,
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    this.exited = exited;
    const ready = new Promise((resolve, reject) => {
      const collect = (chunk) => {
        out.write(chunk);
        if (output.length < 200_000) output += chunk.toString();
        if (this.ready && output.includes(this.ready)) resolve();
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('error', reject);
      exited.then(({ code, signal }) =>
        reject(new Error(`${this.name} exited (${signal ?? code}) before it was ready:\n${output.slice(-3000)}`)),
      );
      if (!this.ready) resolve();
    });
    exited.then(({ code, signal }) => {
      out.end();
      if (this.child !== child) return;
      this.child = undefined;
      if (!this.wanted || !this.supervise) return;
      this.log(
        `${this.name} (pid ${child.pid}) died (${signal ?? `exit ${code}`}); starting it again in ${this.delay} ms`,
      );
      const delay = this.delay;
      this.delay = Math.min(this.delay * 2, 10_000);
      setTimeout(() => {
        if (!this.wanted || this.child) return;
        this.restarts += 1;
        this.start().then(
          () => {
            this.delay = RESTART_DELAY_MS;
            this.log(`${this.name} is back (pid ${this.pid})`);
          },
          (error) => this.log(`${this.name} did not come back: ${error.message.split('\n')[0]}`),
        );
      }, delay).unref();
    });
    await ready;
    this.servingChild = child;
    return this;
  }

  /** Sends `signal` (SIGTERM by default) and resolves once the process has exited; it stays stopped. */
  async stop(signal = 'SIGTERM', timeoutMs = 45_000) {
    this.wanted = false;
    const child = this.child;
    if (!child || !this.running) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }

  /**
   * Sends `signal` without stopping supervision: the supervisor starts the process again (a crash
   * when SIGKILL, a rolling restart when SIGTERM). Resolves with the old pid once it has exited.
   */
  async kill(signal = 'SIGKILL') {
    const child = this.child;
    if (!child) throw new Error(`${this.name} is not running`);
    const exited = this.exited;
    child.kill(signal);
    await exited;
    return child.pid;
  }
}

/**
 * Starts the whole stack and resolves with its handle once every part serves and the proxy sees
 * every app ready. Options: apps (2), workers (2), env (added to every app and worker), appEnv and
 * workerEnv (to one kind only), superviseWorkers (true), log (console.log), keepFiles (false: the
 * temporary folder is removed by stop()).
 */
export async function startStack(options = {}) {
  const { apps: appCount = 2, workers: workerCount = 2, env = {}, appEnv = {}, workerEnv = {} } = options;
  const log = options.log ?? ((message) => console.log(`[stack] ${message}`));
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} not found: apt-get install ${missing.join(' ')}`);
  for (const file of ['main.js', 'worker.js', 'cli/main.js'])
    if (!existsSync(path.join(DIST, file))) throw new Error(`dist/server/${file} is missing: run npm run build first`);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'ra-stack-'));
  // The postgres user (PostgreSQL refuses root) must enter it: see EmbeddedPostgres.
  chmodSync(dir, 0o755);
  const logDir = path.join(dir, 'logs');
  const runDir = path.join(dir, 'run');
  const dataDir = path.join(dir, 'data');
  for (const d of [logDir, runDir, dataDir, path.join(dir, 'redis')]) mkdirSync(d, { recursive: true });

  const stack = {
    dir,
    logDir,
    apps: [],
    workers: [],
    stopped: false,
    cleanups: [],
  };
  const stopAll = async () => {
    if (stack.stopped) return;
    stack.stopped = true;
    // Reverse order of start: no request reaches an app that is going, no job a worker that is gone.
    await stack.proxy?.stop('SIGTERM', 5_000);
    await Promise.all(stack.apps.map((app) => app.stop()));
    await Promise.all(stack.workers.map((worker) => worker.stop()));
    await stack.redis?.stop();
    await stack.postgres?.stop();
    if (!options.keepFiles) rmSync(dir, { recursive: true, force: true });
  };
  stack.stop = stopAll;

  try {
    // PostgreSQL: the embedded binaries through the app's own EmbeddedPostgres (root handling, initdb),
    // on a port kept across stop and start.
    const { EmbeddedPostgres } = await import(pathToFileURL(path.join(DIST, 'database/embedded-postgres.js')).href);
    const pgPort = await freePort();
    const pgDataDir = path.join(dir, 'postgres');
    const sharedRoot = path.join(dir, 'shared');
    mkdirSync(sharedRoot, { mode: 0o755 });
    chmodSync(sharedRoot, 0o755);
    const embedded = new EmbeddedPostgres({ dataDir: pgDataDir, sharedRoot, port: pgPort });
    const databaseUrl = await embedded.start();
    let postgresUp = true;
    stack.postgres = {
      url: databaseUrl,
      port: pgPort,
      get pid() {
        const pidFile = path.join(embedded.clusterDir ?? '', 'postmaster.pid');
        return existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
      },
      get running() {
        return postgresUp;
      },
      /** Fast shutdown: open transactions are rolled back, every committed one is kept. */
      stop: async () => {
        if (!postgresUp) return;
        postgresUp = false;
        await embedded.stop();
      },
      start: async () => {
        if (postgresUp) return;
        await embedded.start();
        postgresUp = true;
      },
    };
    log(`PostgreSQL on 127.0.0.1:${pgPort} (data ${embedded.clusterDir})`);

    // Redis: Debian's redis-server, append-only file so jobs outlive a stop, never evicting (BullMQ).
    const redisPort = await freePort();
    stack.redis = new Supervised({
      name: 'redis',
      command: REDIS_SERVER,
      args: [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        path.join(dir, 'redis'),
        '--appendonly',
        'yes',
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
        '--daemonize',
        'no',
      ],
      env: process.env,
      logDir,
      ready: 'Ready to accept connections',
      supervise: false,
      log,
    });
    await stack.redis.start();
    stack.redis.url = `redis://127.0.0.1:${redisPort}`;
    stack.redis.port = redisPort;
    log(`Redis on ${stack.redis.url} (pid ${stack.redis.pid})`);

    const proxyPort = await freePort();
    const statsPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    // Every app and worker the same: one database, one Redis, one signing secret (sessions work on
    // any app), the proxy's address as the public URL, the client address from X-Forwarded-For.
    const { MEILI_URL: _m, MEILI_MASTER_KEY: _k, REDIS_URL: _r, DATABASE_URL: _d, ...inherited } = process.env;
    const common = {
      ...inherited,
      DATABASE_URL: databaseUrl,
      REDIS_URL: stack.redis.url,
      QUEUE_PREFIX: 'reelatlas',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      APP_URL: proxyUrl,
      TRUST_PROXY: 'loopback',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      MAP_STYLE: 'offline',
      ...env,
    };
    stack.env = common;

    const appPorts = [];
    for (let i = 0; i < appCount; i++) appPorts.push(await freePort());
    const makeApp = (i) =>
      new Supervised({
        name: `app${i + 1}`,
        command: process.execPath,
        // A 16 MB semi-space as in production: the search index's load grows V8's young generation, whose pages stay resident.
        args: ['--max-semi-space-size=16', path.join(DIST, 'main.js')],
        env: {
          ...common,
          PORT: String(appPorts[i]),
          RUN_WORKERS: 'false',
          // The first app migrates and seeds an empty database; the others find it done.
          SEED_DEMO: i === 0 ? (common.SEED_DEMO ?? 'true') : 'false',
          ...appEnv,
        },
        logDir,
        ready: 'ReelAtlas listening on',
        supervise: true,
        log,
      });
    stack.apps = appPorts.map((_, i) => makeApp(i));
    for (const [i, app] of stack.apps.entries()) {
      app.port = appPorts[i];
      app.url = `http://127.0.0.1:${appPorts[i]}`;
    }
    await stack.apps[0].start();
    stack.workers = Array.from(
      { length: workerCount },
      (_, i) =>
        new Supervised({
          name: `worker${i + 1}`,
          command: process.execPath,
          args: [path.join(DIST, 'worker.js')],
          env: { ...common, ...workerEnv },
          logDir,
          ready: 'ReelAtlas worker started',
          supervise: options.superviseWorkers ?? true,
          log,
        }),
    );
    await Promise.all([...stack.apps.slice(1), ...stack.workers].map((p) => p.start()));

    // The readiness route when this build has it (GET /api/health/ready), else /api/health.
    const checkPath =
      (await fetch(`${stack.apps[0].url}/api/health/ready`)).status === 404 ? '/api/health' : '/api/health/ready';
    const error503 = path.join(runDir, '503.http');
    writeFileSync(
      error503,
      [
        'HTTP/1.1 503 Service Unavailable',
        'Content-Type: application/json',
        'Cache-Control: no-store',
        'Retry-After: 5',
        'Connection: close',
        '',
        '{"statusCode":503,"message":"No app is ready to answer; try again shortly"}',
        '',
      ].join('\r\n'),
    );
    const template = readFileSync(path.join(ROOT, 'bench/stack/haproxy.cfg'), 'utf8');
    const config = template
      .replaceAll('{{RUN_DIR}}', runDir)
      .replaceAll('{{ERROR_503}}', error503)
      .replaceAll('{{PROXY_PORT}}', String(proxyPort))
      .replaceAll('{{STATS_PORT}}', String(statsPort))
      .replaceAll('{{CHECK_PATH}}', checkPath)
      .replaceAll(
        '{{SERVERS}}',
        [
          ...stack.apps.map((app) => `  server ${app.name} 127.0.0.1:${app.port} check`),
          ...stack.apps.map((app) => `  server ${app.name}-fail-open 127.0.0.1:${app.port} backup`),
        ].join('\n'),
      );
    const configFile = path.join(runDir, 'haproxy.cfg');
    writeFileSync(configFile, config);
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused ${configFile}:\n${check.stderr}${check.stdout}`);
    stack.proxy = new Supervised({
      name: 'haproxy',
      command: HAPROXY,
      args: ['-db', '-f', configFile],
      env: process.env,
      logDir,
      ready: null,
      supervise: true,
      log,
    });
    await stack.proxy.start();
    Object.assign(stack.proxy, {
      url: proxyUrl,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      socket: path.join(runDir, 'haproxy.sock'),
      configFile,
      checkPath,
    });
    await waitFor(
      async () => (await serverStates(stack)).every((s) => s.status === 'UP'),
      30_000,
      'the proxy to see every app ready',
    );
    stack.url = proxyUrl;
    log(`proxy ${proxyUrl} (stats ${stack.proxy.statsUrl}, health check GET ${checkPath})`);
    return Object.assign(stack, stackMethods(stack));
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }
}

/** What HAProxy thinks of each app now: [{ name, status: 'UP' | 'DOWN' | ..., ... }] from its CSV statistics. */
export async function serverStates(stack) {
  const csv = await (await fetch(`${stack.proxy.statsUrl};csv`, { signal: AbortSignal.timeout(3000) })).text();
  const [header, ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return lines
    .map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])))
    .filter((row) => row.pxname === 'apps' && !['BACKEND', 'FRONTEND'].includes(row.svname) && row.bck !== '1')
    .map((row) => ({
      name: row.svname,
      status: row.status,
      requests: Number(row.stot),
      retries: Number(row.wretr),
      redispatches: Number(row.wredis),
      failedChecks: Number(row.chkfail),
    }));
}

/** One command on HAProxy's runtime API (its stats socket); resolves with the answer. */
export function haproxyCommand(stack, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(stack.proxy.socket);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.once('error', reject);
    socket.once('end', () => resolve(answer.trim()));
    socket.end(`${command}\n`);
  });
}

function stackMethods(stack) {
  const appState = async (name) => (await serverStates(stack)).find((s) => s.name === name)?.status;
  return {
    serverStates: () => serverStates(stack),
    /** kill -9 one app; the supervisor starts it again. Resolves with the killed pid. */
    killApp: (i) => stack.apps[i].kill('SIGKILL'),
    /** SIGTERM one app, wait until the supervisor has it back and the proxy sends it traffic again. */
    /**
     * A rolling restart's step, as an operator does it: the proxy stops giving the app new requests
     * (drain), SIGTERM (the app finishes the requests it has and stops), the supervisor starts it
     * again, the proxy gives it requests again once its check passes.
     */
    async restartApp(i, timeoutMs = 60_000) {
      const app = stack.apps[i];
      const before = app.restarts;
      await haproxyCommand(stack, `set server apps/${app.name} state drain`);
      await app.kill('SIGTERM');
      await waitFor(() => app.restarts > before && app.serving, timeoutMs, `${app.name} to be started again`);
      await haproxyCommand(stack, `set server apps/${app.name} state ready`);
      await waitFor(
        async () => (await appState(app.name)) === 'UP',
        timeoutMs,
        `the proxy to send ${app.name} traffic again`,
      );
    },
    haproxyCommand: (command) => haproxyCommand(stack, command),
    /** Waits until the proxy routes to every app again (after a kill, a restart). */
    waitAllUp: (timeoutMs = 60_000) =>
      waitFor(
        async () => (await serverStates(stack)).every((s) => s.status === 'UP'),
        timeoutMs,
        'every app back in the proxy',
      ),
    /** The built CLI (`npm run cli`) on the stack's database; resolves with its output (never blocks the caller's loop). */
    cli(args, input) {
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [path.join(DIST, 'cli/main.js'), ...args], {
          env: { ...stack.env, LOG_LEVEL: 'warn' },
          cwd: ROOT,
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.once('error', reject);
        child.once('exit', (code) =>
          code === 0 ? resolve(output) : reject(new Error(`cli ${args[0]} failed (${code}):\n${output}`)),
        );
        child.stdin.end(input ?? '');
      });
    },
    /** Where everything is, as rows for a table. */
    describe() {
      const row = (part, where, pid, note = '') => ({ part, where, pid: pid ?? '-', note });
      return [
        row(
          'proxy (HAProxy)',
          stack.proxy.url,
          stack.proxy.pid,
          `stats ${stack.proxy.statsUrl}, metrics ${stack.proxy.statsUrl}metrics`,
        ),
        ...stack.apps.map((app) => row(app.name, app.url, app.pid, `RUN_WORKERS=false, restarts ${app.restarts}`)),
        ...stack.workers.map((w) => row(w.name, '-', w.pid, `BullMQ worker, restarts ${w.restarts}`)),
        row('PostgreSQL', `127.0.0.1:${stack.postgres.port}`, stack.postgres.pid, 'embedded binaries'),
        row('Redis', stack.redis.url, stack.redis.pid, 'redis-server, appendonly'),
        row('Meilisearch', '-', '-', 'not here (no binary): search on PostgreSQL'),
        row('files', stack.dir, '-', 'logs/, data/, postgres/, redis/, run/haproxy.cfg'),
      ];
    },
  };
}
