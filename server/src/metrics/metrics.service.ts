import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** One sample of a gauge read at scrape time. */
export interface Sample<L extends string = string> {
  labels?: Partial<Record<L, string>>;
  value: number;
}

/** A dependency read at scrape time answers within this, or its gauges are left out of that scrape. */
export const COLLECT_TIMEOUT_MS = 1_500;

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 120, 300];

/**
 * This process's Prometheus metrics (GET /metrics, prom-client). A registry of its own per app, so
 * several apps in one process (the tests) never share one. Counters and histograms are updated as
 * things happen (HTTP requests, job runs); gauges that describe shared state (queues, outbox, search
 * index, generation tokens) are read when Prometheus scrapes, each bounded by COLLECT_TIMEOUT_MS.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly enabled: boolean;

  readonly httpRequests = new Counter({
    name: 'reelatlas_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'reelatlas_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'reelatlas_job_duration_seconds',
    help: 'Time one run of a job took in this process, by queue, job name and outcome (completed, retry, failed)',
    labelNames: ['queue', 'name', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'reelatlas_job_failures_total',
    help: 'Job runs that threw in this process, by queue and job name; final="true" when no attempt is left',
    labelNames: ['queue', 'name', 'final'] as const,
    registers: [this.registry],
  });

  private readonly collectorUp = new Gauge({
    name: 'reelatlas_metrics_collector_up',
    help: '1 when a scrape-time collector answered in time on the last scrape, 0 when it failed or timed out',
    labelNames: ['collector'] as const,
    registers: [this.registry],
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = Boolean(config.metricsToken);
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * A gauge whose samples `read` gives at scrape time. A read that fails or takes longer than
   * COLLECT_TIMEOUT_MS leaves the gauge without samples for that scrape (and sets
   * reelatlas_metrics_collector_up{collector} to 0), so a slow dependency never hangs the scrape.
   */
  gauge<L extends string>(options: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    collector: string;
    read: () => Promise<Sample<L>[]>;
  }): void {
    const up = this.collectorUp;
    new Gauge<L>({
      name: options.name,
      help: options.help,
      labelNames: options.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const samples = await withTimeout(
            options.read(),
            COLLECT_TIMEOUT_MS,
            `${options.collector}: no answer in time`,
          );
          for (const sample of samples) {
            if (sample.labels) this.set(sample.labels as Partial<Record<L, string>>, sample.value);
            else this.set(sample.value);
          }
          up.set({ collector: options.collector }, 1);
        } catch {
          up.set({ collector: options.collector }, 0);
        }
      },
    });
  }

  /**
   * Like `gauge`, for a total that only grows but is kept elsewhere (a table): exposed as a counter,
   * so rate() and increase() work on it.
   */
  total(options: { name: string; help: string; collector: string; read: () => Promise<number> }): void {
    const up = this.collectorUp;
    new Counter({
      name: options.name,
      help: options.help,
      registers: [this.registry],
      async collect() {
        try {
          const value = await withTimeout(
            options.read(),
            COLLECT_TIMEOUT_MS,
            `${options.collector}: no answer in time`,
          );
          this.reset();
          this.inc(value);
          up.set({ collector: options.collector }, 1);
        } catch {
          this.reset();
          up.set({ collector: options.collector }, 0);
        }
      },
    });
  }

  /**
   * The text Prometheus reads. prom-client 15 writes a NaN sample as `Nan` (the event loop's mean
   * lag before its first measurement, say); the exposition format spells it `NaN`, and stricter
   * parsers than Prometheus's own refuse the scrape otherwise.
   */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const body = (await this.registry.metrics()).replace(/ Nan$/gm, ' NaN');
    return { contentType: this.registry.contentType, body };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  promise.catch(() => undefined); // a late failure after the timeout is not an unhandled rejection
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
