import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { slugify } from '../common/slugify.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { GenerationDraft, GenerationInput } from '../contracts/generation.js';
import { LocationsService } from '../locations/index.js';
import { MoviesService } from '../movies/index.js';
import { ContentModel, PermanentModelError, type ModelDraft } from './content-model.js';
import type { GenerationRow } from './generation.entity.js';
import { GenerationLimits } from './generation-limits.service.js';
import { GenerationRepository } from './generation.repository.js';
import { checkPlaces, nearExisting, precisionFlags } from './place-checks.js';

/** Ends a run's writes: the lease goes with them, so the recovery leaves a finished run alone. */
const RELEASE = { lease_until: null, run_id: null } satisfies Partial<GenerationRow>;

/**
 * The generation job. A run holds the generation by a lease its worker renews every third of
 * GENERATION_LEASE_MS; if the worker dies, the lease lapses and GenerationRecovery runs it again
 * or fails it. Every write is fenced by the run's id, so a run that lost its lease changes nothing.
 */
@Injectable()
export class GenerationRunner {
  private readonly logger = new Logger('Generation');

  constructor(
    private readonly repository: GenerationRepository,
    private readonly model: ContentModel,
    private readonly limits: GenerationLimits,
    private readonly movies: MoviesService,
    private readonly locations: LocationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws only for what a retry may fix (the queue retries it). */
  async run(id: string, attemptsMade: number): Promise<void> {
    const runId = randomUUID();
    const input = await this.repository.claim(id, runId, this.config.generation.leaseMs);
    // Finished, held by a live run, or lost with its worker (the recovery decides about that one).
    if (!input) return;
    const stopHeartbeat = this.keepLease(id, runId);
    try {
      await this.generate(id, runId, input, attemptsMade);
    } finally {
      stopHeartbeat();
    }
  }

  /** Renews the lease while this process lives; a renewal that fails is retried at the next beat. */
  private keepLease(id: string, runId: string): () => void {
    const leaseMs = this.config.generation.leaseMs;
    const timer = setInterval(
      () => {
        this.repository
          .renewLease(id, runId, leaseMs)
          .catch((error: Error) => this.logger.warn(`generation ${id}: lease not renewed: ${error.message}`));
      },
      Math.floor(leaseMs / 3),
    );
    return () => clearInterval(timer);
  }

  /** Asks the model, checks the places, stores the draft. */
  private async generate(id: string, runId: string, input: GenerationInput, attemptsMade: number): Promise<void> {
    const started = Date.now();
    const write = (changes: Partial<GenerationRow>) => this.repository.updateRun(id, runId, changes);
    try {
      const spent = await this.limits.spentReason();
      if (spent) throw new PermanentModelError(spent);
      const reply = await this.model.generate(input, (tokens) => this.limits.spend(tokens));
      const usage = { model: reply.model, tokens_in: reply.tokensIn, tokens_out: reply.tokensOut };
      if (!(await write({ step: 'checking-places', ...usage }))) return;
      const draft = await this.checkDraft(reply.draft);
      await write({
        status: 'succeeded',
        step: 'ready',
        draft,
        duration_ms: Date.now() - started,
        error: null,
        ...RELEASE,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = error instanceof PermanentModelError || attemptsMade + 1 >= this.config.jobs.attempts;
      const held = await write({
        status: last ? 'failed' : 'running',
        step: last ? 'failed' : 'queued',
        error: message,
        duration_ms: Date.now() - started,
        ...RELEASE,
      });
      // Another run took over (this one's lease had lapsed): the retry is theirs, not the queue's.
      if (held && !(error instanceof PermanentModelError)) throw error;
    }
  }

  /** Flags each place (offline checks) and an existing movie this one duplicates. */
  async checkDraft(reply: ModelDraft | GenerationDraft): Promise<GenerationDraft> {
    const movie = { ...reply.movie, imdb_id: reply.movie.imdb_id ?? null };
    const slug = slugify(movie.title);
    const duplicate = await this.movies.findDuplicate(slug, movie.title, movie.year, movie.imdb_id);
    const existing = duplicate ? await this.locations.listByMovie(duplicate.id) : [];
    const flags = checkPlaces(reply.locations);
    const locations = reply.locations.map((l, i) => ({
      ...l,
      flags: [...flags[i], ...precisionFlags(l, i, reply.locations), ...nearExisting(l, existing)],
    }));
    return {
      movie,
      locations,
      duplicate: duplicate
        ? {
            id: duplicate.id,
            slug: duplicate.slug,
            title: duplicate.title,
            reason: duplicateReason(duplicate, slug, movie.imdb_id),
          }
        : null,
    };
  }
}

/** Why the draft is taken for an existing movie, as the generator shows it. */
function duplicateReason(movie: { slug: string; imdb_id: string | null }, slug: string, imdbId: string | null) {
  if (imdbId && movie.imdb_id === imdbId) return 'same IMDb id';
  return movie.slug === slug ? 'same slug' : 'same title and year';
}
