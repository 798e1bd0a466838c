import { outageDelay } from '../jobs/index.js';

/** Logged on the first failure of an outage and then every LOG_EVERY-th, so a long outage does not flood the log. */
const LOG_EVERY = 10;

/**
 * The relay's retry rule while the queue refuses events: after the n-th failure in a row it waits
 * `outageDelay(n, pollMs)` (doubling from the poll interval, capped) before trying again; one
 * success resets it. The events themselves stay pending in the outbox meanwhile.
 */
export class RelayBackoff {
  private failures = 0;
  private resumeAt = 0;

  constructor(private readonly baseMs: number) {}

  /** False while backing off: wake-ups (NOTIFY, poll) are ignored until then. */
  mayRun(now = Date.now()): boolean {
    return now >= this.resumeAt;
  }

  failed(now = Date.now()): { delayMs: number; failures: number; report: boolean } {
    this.failures += 1;
    const delayMs = outageDelay(this.failures, this.baseMs);
    this.resumeAt = now + delayMs;
    return { delayMs, failures: this.failures, report: this.failures === 1 || this.failures % LOG_EVERY === 0 };
  }

  succeeded(): void {
    this.failures = 0;
    this.resumeAt = 0;
  }
}
