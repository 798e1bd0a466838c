/**
 * The retry rule shared by both queue adapters: exponential backoff (`base * 2^(attemptsMade - 1)`,
 * BullMQ's own formula) capped at `capMs`, so a job retries on the same schedule wherever it runs
 * and a job with many attempts (an index update waiting out a long outage) retries every `capMs`.
 */
export function retryDelay(attemptsMade: number, baseMs: number, capMs = Infinity): number {
  return Math.min(capMs, Math.round(Math.pow(2, Math.min(Math.max(attemptsMade, 1) - 1, 40)) * baseMs));
}

/** After `attemptsMade` failed runs: retry later, or give up and keep the job as failed. */
export function nextStep(
  attemptsMade: number,
  maxAttempts: number,
  baseMs: number,
  capMs = Infinity,
): { retryInMs: number } | 'failed' {
  return attemptsMade >= maxAttempts ? 'failed' : { retryInMs: retryDelay(attemptsMade, baseMs, capMs) };
}

/** Back-off for a dependency that is down (the relay with Redis away): doubling, capped. */
export function outageDelay(consecutiveFailures: number, baseMs: number, capMs = 30_000): number {
  if (consecutiveFailures <= 0) return 0;
  return Math.min(capMs, retryDelay(consecutiveFailures, baseMs));
}
