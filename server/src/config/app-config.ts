import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/**
 * The one place that reads process.env (STYLE: config in one place). Every other
 * module receives a typed AppConfig, so defaults for the embedded mode live here.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_POSTGRES_SHARED_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  MEILI_URL: z.string().url().optional(),
  MEILI_MASTER_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(90_000),
  MEILI_TIMEOUT_MS: z.coerce.number().int().min(50).default(2000),
  GENERATION_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  GENERATION_DAILY_TOKENS: z.coerce.number().int().min(0).default(500_000),
  GENERATION_LEASE_MS: z.coerce.number().int().min(200).default(30_000),
  SMTP_URL: z.string().optional(),
  APP_URL: z.string().url().optional(),
  MAPBOX_ACCESS_TOKEN: z.string().optional(),
  MAP_STYLE_URL: z.string().url().optional(),
  MAP_STYLE: z.enum(['streets', 'offline'], { error: 'streets or offline' }).default('streets'),
  MAP_FULL_PAYLOAD_MAX: z.coerce.number().int().min(0).default(150_000),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MAIL_FROM: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  UNVERIFIED_ACCOUNT_TTL_DAYS: z.coerce.number().positive().default(7),
  CLI_PASSWORD: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  RUN_WORKERS: booleanFlag.optional(),
  RUN_RELAY: booleanFlag.optional(),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('reelatlas'),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  JOB_BACKOFF_MS: z.coerce.number().int().min(1).default(2000),
  JOB_BACKOFF_CAP_MS: z.coerce.number().int().min(1).default(300_000),
  JOB_PATIENT_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(300),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(2000),
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export interface AppConfig {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  /**
   * Run as root: where the embedded PostgreSQL keeps the cluster and binary copies its postgres user
   * must reach when DATA_DIR or node_modules are beyond it (undefined: /var/lib/reelatlas).
   */
  embeddedSharedDir?: string;
  databaseUrl?: string;
  redisUrl?: string;
  meiliUrl?: string;
  meiliMasterKey?: string;
  /** Every request to Meilisearch gives up after this (MEILI_TIMEOUT_MS); a search that does answers 503. */
  meiliTimeoutMs: number;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel: string;
  /** One model request's timeout (the SDK's `timeout`); lower in tests. */
  openaiTimeoutMs: number;
  generation: GenerationConfig;
  smtpUrl?: string;
  appUrl: string;
  mapboxAccessToken?: string;
  mapStyleUrl?: string;
  /** MAP_STYLE=offline: the built-in basemap only (no map service is ever asked). */
  mapOffline: boolean;
  /**
   * MAP_FULL_PAYLOAD_MAX: up to this many locations /map downloads them all once and clusters in
   * the browser; above it /api/map/locations is refused (413) and the server answers per view.
   */
  mapFullPayloadMax: number;
  /** undefined = seed only an empty database (the documented default). */
  seedDemo: boolean;
  logLevel: string;
  clientDir: string;
  /** Signs access tokens; undefined = generated once into DATA_DIR/secrets/jwt-secret. */
  jwtSecret?: string;
  mailFrom: string;
  /** Requests per minute per client address to each sign-in, register, resend and recovery route. */
  authRateLimit: number;
  /** Failed sign-ins a minute for one account (email) from one client address; more get 429 there only. */
  authAccountFailureLimit: number;
  /** Failed sign-ins a minute for one account from all addresses after which each attempt on it waits. */
  authAccountSlowdownAfter: number;
  /** An account whose email was never verified is dropped (and its address free again) after this. */
  unverifiedAccountTtlMs: number;
  /** Express `trust proxy`: which X-Forwarded-For hops decide req.ip (default: none). */
  trustProxy: TrustProxy;
  /** The password `npm run cli -- user:create` uses when neither --password-stdin nor --password is given. */
  cliPassword?: string;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); undefined: /metrics answers 404. */
  metricsToken?: string;
  /** `npm run worker` serves GET /metrics on this port (METRICS_PORT, with METRICS_TOKEN); unset: it does not. */
  metricsPort?: number;
  /** Memory for ready answers to the hot public reads (READ_CACHE_MB; 0 turns the cache off). */
  readCacheBytes: number;
  /** Memory for rendered public pages (PAGE_CACHE_MB; 0 turns the page cache off). */
  pageCacheBytes: number;
  jobs: JobsConfig;
  /** Where uploaded photos live: DATA_DIR/media, or an S3-compatible bucket when S3_* are set. */
  media: MediaConfig;
}

/** What AI generation may cost, and how soon a generation whose worker died is noticed. */
export interface GenerationConfig {
  /** Generations one admin may queue a minute (GENERATION_RATE_LIMIT). */
  ratePerMinute: number;
  /** Model tokens (prompt + completion, as the model reports them) the whole site may use per UTC day. */
  dailyTokens: number;
  /**
   * A running generation's lease, renewed every third of it while its worker lives; a lease left to
   * lapse means the worker died, and the generation is run again or failed within about 1.5 times this.
   */
  leaseMs: number;
}

export interface MediaConfig {
  localDir: string;
  s3?: S3Config;
}

export interface S3Config {
  /** e.g. http://minio:9000 (path-style addressing: works with MinIO and AWS alike). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface JobsConfig {
  /** Process jobs in this process (default: yes in-process, no when REDIS_URL hands them to `npm run worker`). */
  runWorkers: boolean;
  /** Move outbox rows to the queue from this process (web and worker: yes; CLI: no). */
  runRelay: boolean;
  /** Redis key prefix of every BullMQ queue, so several deployments (or test runs) share one Redis. */
  queuePrefix: string;
  attempts: number;
  /** First retry delay; each further retry doubles it (exponential backoff) up to backoffCapMs. */
  backoffMs: number;
  /** The longest wait between two attempts (JOB_BACKOFF_CAP_MS, default 5 minutes). */
  backoffCapMs: number;
  /**
   * Attempts of a job whose handler is declared patient (`retry: 'patient'`: the search index
   * updates), enough to wait out a long outage at backoffCapMs apart (default 300: about a day).
   */
  patientAttempts: number;
  /** Fallback poll of the outbox when no NOTIFY arrives; also the relay's first backoff step. */
  outboxPollMs: number;
  /**
   * BullMQ: how long a running job's lock lasts without renewal (renewed at half of it), and how
   * often stalled jobs are looked for. A killed worker's job runs again within about twice this.
   */
  lockMs: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Parses the environment once at boot; a bad value stops the start with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedSharedDir: e.EMBEDDED_POSTGRES_SHARED_DIR && path.resolve(e.EMBEDDED_POSTGRES_SHARED_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    meiliUrl: e.MEILI_URL,
    meiliMasterKey: e.MEILI_MASTER_KEY,
    meiliTimeoutMs: e.MEILI_TIMEOUT_MS,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL,
    openaiTimeoutMs: e.OPENAI_TIMEOUT_MS,
    generation: {
      ratePerMinute: e.GENERATION_RATE_LIMIT,
      dailyTokens: e.GENERATION_DAILY_TOKENS,
      leaseMs: e.GENERATION_LEASE_MS,
    },
    smtpUrl: e.SMTP_URL,
    appUrl: e.APP_URL ?? `http://localhost:${port}`,
    mapboxAccessToken: e.MAPBOX_ACCESS_TOKEN,
    mapStyleUrl: e.MAP_STYLE_URL,
    mapOffline: e.MAP_STYLE === 'offline',
    mapFullPayloadMax: e.MAP_FULL_PAYLOAD_MAX,
    seedDemo: e.SEED_DEMO ?? true,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR ?? path.join(process.cwd(), 'dist', 'client')),
    jwtSecret: e.JWT_SECRET,
    mailFrom: e.MAIL_FROM ?? `ReelAtlas <no-reply@${new URL(e.APP_URL ?? 'http://localhost').hostname}>`,
    authRateLimit: e.AUTH_RATE_LIMIT,
    authAccountFailureLimit: e.AUTH_ACCOUNT_FAILURE_LIMIT,
    authAccountSlowdownAfter: e.AUTH_ACCOUNT_SLOWDOWN_AFTER,
    unverifiedAccountTtlMs: e.UNVERIFIED_ACCOUNT_TTL_DAYS * 24 * 60 * 60 * 1000,
    trustProxy: e.TRUST_PROXY,
    cliPassword: e.CLI_PASSWORD,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    jobs: {
      runWorkers: e.RUN_WORKERS ?? !e.REDIS_URL,
      runRelay: e.RUN_RELAY ?? true,
      queuePrefix: e.QUEUE_PREFIX,
      attempts: e.JOB_ATTEMPTS,
      backoffMs: e.JOB_BACKOFF_MS,
      backoffCapMs: e.JOB_BACKOFF_CAP_MS,
      patientAttempts: e.JOB_PATIENT_ATTEMPTS,
      outboxPollMs: e.OUTBOX_POLL_MS,
      lockMs: e.JOB_LOCK_MS,
    },
    media: {
      localDir: path.join(path.resolve(e.DATA_DIR), 'media'),
      s3: s3Config(e),
    },
  };
}

/** All of endpoint, bucket and keys, or none: half a configuration is a mistake worth stopping for. */
function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  const values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (values.every((value) => value === undefined)) return undefined;
  if (values.some((value) => value === undefined))
    throw new Error(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

/** `FOO=` in a .env file means "not set", not "empty string". */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string
  >;
}

/**
 * Which map library the browser runs: Mapbox GL when a Mapbox token is set (and the built-in basemap
 * is not forced), MapLibre otherwise. The map config the client reads and the /map page's prefetch
 * hints follow it.
 */
export function mapRendererFor(config: Pick<AppConfig, 'mapOffline' | 'mapboxAccessToken'>): 'mapbox' | 'maplibre' {
  return !config.mapOffline && config.mapboxAccessToken ? 'mapbox' : 'maplibre';
}
