import { DataSource } from 'typeorm';
import type { DomainEventHandler } from '../../server/src/events/domain-event-handlers.js';
import { DomainEventHandlers } from '../../server/src/events/domain-event-handlers.js';
import { OutboxService } from '../../server/src/events/outbox.service.js';
import { QUEUE_NAMES } from '../../server/src/jobs/job-names.js';
import { JobQueue } from '../../server/src/jobs/queue.port.js';
import { Movie } from '../../server/src/movies/movie.entity.js';
import type { INestApplicationContext } from '@nestjs/common';

/**
 * Writes N movies the way services do: each row and its movie.saved event in one transaction.
 * `beforeCommit` sees each id while the event cannot yet be delivered, so a test can arrange how
 * handlers treat a movie without racing the relay.
 */
export async function writeMovies(
  app: INestApplicationContext,
  count: number,
  beforeCommit?: (movieId: string) => void,
): Promise<string[]> {
  const ds = app.get(DataSource);
  const outbox = app.get(OutboxService);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    await ds.transaction(async (manager) => {
      const slug = `outbox-movie-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 8)}`;
      const movie = await manager.save(Movie, manager.create(Movie, { slug, title: `Outbox movie ${i}`, genres: [] }));
      await outbox.record(manager, { type: 'movie.saved', payload: { movieId: movie.id } });
      beforeCommit?.(movie.id);
      ids.push(movie.id);
    });
  }
  return ids;
}

/** Registers a handler on movie.saved that remembers which movies it saw (the test's "index"). */
export function recordingHandler(app: INestApplicationContext, name: string, fail?: (movieId: string) => boolean) {
  const seen: string[] = [];
  const handler: DomainEventHandler<'movie.saved'> = async ({ movieId }) => {
    if (fail?.(movieId)) throw new Error(`handler ${name} refused ${movieId}`);
    seen.push(movieId);
  };
  app.get(DomainEventHandlers).on('movie.saved', name, handler);
  return { seen, indexed: () => new Set(seen) };
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function pendingOutbox(app: INestApplicationContext): Promise<number> {
  const [row] = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`);
  return row.n;
}

/**
 * Waits until nothing is left to run: every outbox row relayed and no job waiting, active or
 * delayed (a retry's backoff). Asserting "exactly once" after this, rather than after a sleep,
 * also catches a duplicate that would have arrived late.
 */
export async function waitForDrainedQueue(app: INestApplicationContext, timeoutMs = 20_000): Promise<void> {
  const queue = app.get(JobQueue);
  await waitFor(
    async () => {
      if ((await pendingOutbox(app)) > 0) return false;
      const statuses = await Promise.all(QUEUE_NAMES.map((name) => queue.status(name, 1)));
      return statuses.every(({ counts }) => counts.waiting + counts.active + counts.delayed === 0);
    },
    timeoutMs,
    'the outbox and the queues to drain',
  );
}
