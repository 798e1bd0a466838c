import {
  MeilisearchRequestError,
  MeilisearchRequestTimeOutError,
  type EnqueuedTaskPromise,
  type Task,
} from 'meilisearch';

/** How long one write may wait for Meilisearch to process its task before the job fails and retries. */
export const TASK_TIMEOUT_MS = 60_000;

/**
 * A task Meilisearch finished without success. Its code and message are Meilisearch's own
 * (`invalid_document_id: Document identifier ...`), so a failed job says what went wrong.
 */
export class MeilisearchTaskFailedError extends Error {
  constructor(
    readonly task: Pick<Task, 'uid' | 'type' | 'indexUid' | 'status' | 'error'>,
    what: string,
  ) {
    const reason = task.error ? `${task.error.code}: ${task.error.message}` : `task ${task.status}`;
    super(
      `Meilisearch could not ${what} (task ${task.uid}, ${task.type} on ${task.indexUid ?? 'no index'}): ${reason}`,
    );
    this.name = 'MeilisearchTaskFailedError';
  }

  get code(): string | undefined {
    return this.task.error?.code;
  }
}

/**
 * Waits for a task and checks how it ended: `waitTask()` resolves with a failed (or canceled) task
 * as readily as with a succeeded one, so every write goes through here.
 */
export async function settle(enqueued: EnqueuedTaskPromise, what: string): Promise<Task> {
  const task = await enqueued.waitTask({ timeout: TASK_TIMEOUT_MS }).catch((error: unknown) => {
    throw unanswered(error, what);
  });
  if (task.status !== 'succeeded') throw new MeilisearchTaskFailedError(task, what);
  return task;
}

/** A request that timed out says so (the client's own message names only the URL). */
function unanswered(error: unknown, what: string): unknown {
  if (!(error instanceof MeilisearchRequestError) || !(error.cause instanceof MeilisearchRequestTimeOutError))
    return error;
  return new Error(`Meilisearch did not answer in time (${error.cause.cause.timeout} ms) to ${what}`, {
    cause: error,
  });
}
