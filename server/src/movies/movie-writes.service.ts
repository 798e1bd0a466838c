import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, changedFields, type AuditRecord } from '../audit/index.js';
import { slugify, uniqueSlug } from '../common/slugify.js';
import { OutboxService, type DomainEvent } from '../events/index.js';
import { LocationsService } from '../locations/index.js';
import { SlugRedirectsService } from '../slug-redirects/index.js';
import type { Movie } from './movie.entity.js';
import {
  MoviesRepository,
  fieldsOf,
  type ImportedMovie,
  type MovieFields,
  type NewMovie,
} from './movies.repository.js';

/** Who made a change, for the audit log. The demo seed and the CSV import have none: no one edited. */
export type Actor = AuditRecord['actor'];

const saved = (movieId: string): DomainEvent => ({ type: 'movie.saved', payload: { movieId } });
const edited = (actor: Actor, entityId: string, action: 'create' | 'update', changedFields: string[]): AuditRecord => ({
  actor,
  entity: 'movie',
  entityId,
  action,
  changedFields,
});

/**
 * The one writer of the movies table (ARCHITECTURE.md, Data access). The admin editor, the
 * generator's save, the CSV import and the demo seed all write through here, inside their own
 * transaction (the `manager` they pass), so a write commits with its slug history, its audit
 * record and its outbox event — and the search index, the sitemap and the map follow that event.
 */
@Injectable()
export class MovieWrites {
  constructor(
    private readonly movies: MoviesRepository,
    private readonly locations: LocationsService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly redirects: SlugRedirectsService,
  ) {}

  async create(manager: EntityManager, fields: NewMovie, actor?: Actor): Promise<Movie> {
    // The slug is current from now on: an old slug of another movie stops redirecting there.
    await this.redirects.forgetSlug(manager, 'movie', fields.slug);
    const movie = await this.movies.insert(manager, fields);
    if (actor) await this.audit.record(manager, edited(actor, movie.id, 'create', Object.keys(fields)));
    await this.outbox.record(manager, saved(movie.id));
    return movie;
  }

  /** SPEC §5: the slug derives from the title, with -2, -3, … when taken (the generator's save). */
  async createWithFreeSlug(manager: EntityManager, fields: Omit<NewMovie, 'slug'>, actor?: Actor): Promise<Movie> {
    const base = slugify(fields.title);
    const slug = uniqueSlug(base, await this.movies.slugsFrom(manager, [base]), 'movie');
    return this.create(manager, { ...fields, slug }, actor);
  }

  async update(manager: EntityManager, id: string, fields: MovieFields, actor: Actor): Promise<void> {
    const before = await this.movies.findForUpdate(manager, id);
    if (!before) throw new NotFoundException('Movie not found');
    await this.movies.update(manager, id, fields);
    await this.redirects.recordRename(manager, 'movie', id, before.slug, fields.slug);
    await this.audit.record(manager, edited(actor, id, 'update', changedFields(fieldsOf(before), fields)));
    await this.outbox.record(manager, saved(id));
  }

  /** Its locations and their reviews go too (ON DELETE CASCADE); every slug of them answers 410. */
  async delete(manager: EntityManager, id: string, actor: Actor): Promise<void> {
    const movie = await this.movies.findForUpdate(manager, id);
    if (!movie) throw new NotFoundException('Movie not found');
    for (const location of await this.locations.listByMovie(id))
      await this.redirects.recordDeletion(manager, 'location', location.id);
    await this.redirects.recordDeletion(manager, 'movie', id);
    await this.movies.delete(manager, id);
    await this.audit.record(manager, { actor, entity: 'movie', entityId: id, action: 'delete' });
    await this.outbox.record(manager, { type: 'movie.deleted', payload: { movieId: id } });
  }

  /**
   * A batch of the CSV import: its new movies in one statement and one movies.imported event for
   * them all (a million-row file would otherwise queue a job per movie). The caller picked free slugs.
   */
  async importMany(manager: EntityManager, movies: ImportedMovie[]): Promise<{ id: string; slug: string }[]> {
    if (movies.length === 0) return [];
    const slugs = movies.map((movie) => movie.slug);
    await this.redirects.forgetSlugs(manager, 'movie', slugs);
    const created = await this.movies.insertMany(manager, movies);
    await this.outbox.record(manager, { type: 'movies.imported', payload: { movieIds: created.map((m) => m.id) } });
    return created;
  }

  /** Every slug in use, for a bulk writer that picks free ones in memory. */
  allSlugs(): Promise<Set<string>> {
    return this.movies.allSlugs();
  }

  /** The movies of these lower-cased titles, read in the caller's transaction. */
  findByTitleKeys(manager: EntityManager, titleKeys: string[]) {
    return this.movies.findByTitleKeys(manager, titleKeys);
  }
}
