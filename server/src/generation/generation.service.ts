import { Inject, Injectable, NotFoundException, ServiceUnavailableException, ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserProfile } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type {
  DraftLocation,
  DraftMovie,
  Generation,
  GenerationInput,
  GeneratorConfig,
  SaveGenerationInput,
  SaveGenerationResult,
} from '../contracts/generation.js';
import { TransactionRunner } from '../database/index.js';
import { JobQueue } from '../jobs/index.js';
import { LocationWrites } from '../locations/index.js';
import { MovieWrites, MoviesService } from '../movies/index.js';
import { ContentModel } from './content-model.js';
import type { GenerationRow } from './generation.entity.js';
import { GenerationLimits } from './generation-limits.service.js';
import { GenerationRepository } from './generation.repository.js';

const HISTORY_LIMIT = 20;

/** Trimmed input, year an integer or null; the key makes "same input" independent of case and spacing. */
export function normalizeInput(input: GenerationInput): { input: GenerationInput; key: string } {
  const clean = (text?: string | null) => (text ?? '').trim().replace(/\s+/g, ' ');
  const normalized = { title: clean(input.title), year: input.year ?? null, director: clean(input.director) || null };
  return {
    input: normalized,
    key: [normalized.title, normalized.year ?? '', normalized.director ?? ''].join('|').toLowerCase(),
  };
}

/** Queues generations (GenerationRunner runs them) and saves a reviewed draft in one transaction. */
@Injectable()
export class GenerationService {
  constructor(
    private readonly repository: GenerationRepository,
    private readonly model: ContentModel,
    private readonly queue: JobQueue,
    private readonly tx: TransactionRunner,
    private readonly movies: MoviesService,
    private readonly movieWrites: MovieWrites,
    private readonly locationWrites: LocationWrites,
    private readonly limits: GenerationLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async generatorConfig(): Promise<GeneratorConfig> {
    return {
      configured: this.model.configured,
      model: this.model.model,
      rate_per_minute: this.config.generation.ratePerMinute,
      budget: await this.limits.budget(),
    };
  }

  /**
   * Queues a generation, or answers the queued or running one of the same input (which costs
   * nothing more). Over the admin's rate or the day's budget: 429, and nothing is queued.
   */
  async request(raw: GenerationInput, user: UserProfile): Promise<Generation> {
    if (!this.model.configured)
      throw new ServiceUnavailableException('Generation is not configured: set OPENAI_API_KEY');
    const { input, key } = normalizeInput(raw);
    const active = await this.repository.findActive(key);
    if (active) return toView(active);
    const id = await this.tx.run(async (manager) => {
      await this.limits.assertMayQueue(manager, user.id);
      return this.repository.insertQueued(manager, {
        input,
        input_key: key,
        requested_by_id: user.id,
        requested_by: user.email,
        model: this.model.model,
      });
    });
    if (!id) return toView((await this.repository.findActive(key))!);
    try {
      await this.queue.addBulk([{ name: 'generate-content', id: `generation-${id}`, data: { generationId: id } }]);
    } catch (error) {
      // Not queued means it never runs: drop the row rather than leave a job that waits forever.
      await this.repository.remove(id);
      throw error;
    }
    return this.get(id);
  }

  async get(id: string): Promise<Generation> {
    const row = await this.repository.findById(id);
    if (!row) throw new NotFoundException('Generation not found');
    return toView(row);
  }

  async recent(): Promise<Generation[]> {
    return (await this.repository.listRecent(HISTORY_LIMIT)).map(toView);
  }

  /**
   * One transaction: the movie (or the existing one the editor chose) and its places, written by
   * their modules — slugs per SPEC §5 with a suffix on collision, slug history, audit records and
   * the outbox events for search and the map.
   */
  async save(id: string, body: SaveGenerationInput, user: UserProfile): Promise<SaveGenerationResult> {
    const row = await this.repository.findById(id);
    if (!row || row.status !== 'succeeded') throw new NotFoundException('No generated draft to save');
    if (row.saved_movie_id) throw new ConflictException('This draft was saved already');
    const actor = { id: user.id, email: user.email };
    return this.tx.run(async (manager) => {
      const movie = body.target_movie_id
        ? await this.existingMovie(manager, body.target_movie_id)
        : await this.movieWrites.createWithFreeSlug(manager, movieFields(body.movie), actor);
      const locations = await this.locationWrites.createWithFreeSlugs(
        manager,
        movie.id,
        body.locations.map(placeFields),
        actor,
      );
      await this.repository.markSaved(manager, id, movie.id);
      return { movie_id: movie.id, movie_slug: movie.slug, location_ids: locations.map((l) => l.id) };
    });
  }

  private async existingMovie(manager: EntityManager, movieId: string): Promise<{ id: string; slug: string }> {
    const movie = await this.movies.findById(movieId, manager);
    if (!movie) throw new NotFoundException('Movie not found');
    return movie;
  }
}

function movieFields(movie: DraftMovie) {
  const { title, year, director, description, poster_url, backdrop_url, genres } = movie;
  return { title, year, director, description, poster_url, backdrop_url, genres, imdb_id: movie.imdb_id ?? null };
}

/**
 * Generated places are never verified (SPEC §7): an editor confirms them later. Precision is the
 * model's (flagged when missing or doubtful; then the table's 'exact' until an editor says better);
 * a place the story is only set in is "Set here, filmed elsewhere", a studio is still filmed there.
 */
function placeFields(place: DraftLocation) {
  const { name, description, scene_description, address, city, state, country, latitude, longitude } = place;
  const where = { address, city, state, country, latitude, longitude };
  return {
    name,
    description,
    scene_description,
    ...where,
    image_url: place.image_url,
    is_verified: false,
    ...(place.precision ? { precision: place.precision } : {}),
    kind: place.kind === 'setting' ? ('set_here_filmed_elsewhere' as const) : ('filmed_here' as const),
  };
}

function toView(row: GenerationRow): Generation {
  return {
    id: row.id,
    input: row.input,
    requested_by: row.requested_by,
    status: row.status,
    step: row.step,
    model: row.model,
    tokens_in: row.tokens_in,
    tokens_out: row.tokens_out,
    duration_ms: row.duration_ms,
    error: row.error,
    restarts: row.restarts,
    draft: row.draft,
    saved_movie_id: row.saved_movie_id,
    created_at: row.created_at.toISOString(),
  };
}
