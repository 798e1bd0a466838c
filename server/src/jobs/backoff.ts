/**
 * The retry rule shared by both queue adapters: BullMQ's built-in exponential backoff
 * (`base * 2^(attemptsMade - 1)`), so a job retries on the same schedule wherever it runs.
 */
export function retryDelay(attemptsMade: number, baseMs: number): number {
  return Math.round(Math.pow(2, Math.max(attemptsMade, 1) - 1) * baseMs);
}

/** After `attemptsMade` failed runs: retry later, or give up and keep the job as failed. */
export function nextStep(attemptsMade: number, maxAttempts: number, baseMs: number): { retryInMs: number } | 'failed' {
  return attemptsMade >= maxAttempts ? 'failed' : { retryInMs: retryDelay(attemptsMade, baseMs) };
}

/** Back-off for a dependency that is down (the relay with Redis away): doubling, capped. */
export function outageDelay(consecutiveFailures: number, baseMs: number, capMs = 30_000): number {
  if (consecutiveFailures <= 0) return 0;
  return Math.min(capMs, retryDelay(consecutiveFailures, baseMs));
}
