import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, changedFields, type AuditRecord } from '../audit/index.js';
import { slugify, uniqueSlug } from '../common/slugify.js';
import { OutboxService, type DomainEvent } from '../events/index.js';
import { SlugRedirectsService } from '../slug-redirects/index.js';
import type { Location } from './location.entity.js';
import { ImportedLocationsRepository, type ImportedLocation } from './imported-locations.repository.js';
import { LocationsRepository, type LocationFields, type NewLocation } from './locations.repository.js';

/** Who made a change, for the audit log. The demo seed and the CSV import have none: no one edited. */
type Actor = AuditRecord['actor'];

const saved = (location: Pick<Location, 'id' | 'movie_id'>): DomainEvent => ({
  type: 'location.saved',
  payload: { locationId: location.id, movieId: location.movie_id },
});
const edited = (actor: Actor, entityId: string, action: 'create' | 'update', changedFields: string[]): AuditRecord => ({
  actor,
  entity: 'location',
  entityId,
  action,
  changedFields,
});

/**
 * The one writer of the locations table (ARCHITECTURE.md, Data access). The admin editor, the
 * generator's save, the CSV import and the demo seed all write through here, inside their own
 * transaction (the `manager` they pass), so a write commits with its slug history, its audit
 * record and its outbox event — and the search index, the sitemap and the map follow that event.
 */
@Injectable()
export class LocationWrites {
  constructor(
    private readonly locations: LocationsRepository,
    private readonly imported: ImportedLocationsRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly redirects: SlugRedirectsService,
  ) {}

  async create(manager: EntityManager, fields: NewLocation, actor?: Actor): Promise<Location> {
    const [location] = await this.createMany(manager, [fields], actor);
    return location;
  }

  /** Several places at once (a seeded movie's, a generated draft's): one insert, location.saved for each. */
  async createMany(manager: EntityManager, rows: NewLocation[], actor?: Actor): Promise<Location[]> {
    await this.forgetSlugsOf(manager, rows);
    const created = await this.locations.insertMany(manager, rows);
    if (actor)
      for (const [index, location] of created.entries())
        await this.audit.record(manager, edited(actor, location.id, 'create', Object.keys(rows[index])));
    await this.outbox.record(manager, ...created.map(saved));
    return created;
  }

  /** SPEC §5: each slug derives from the place's name, with -2, -3, … when taken (the generator's save). */
  async createWithFreeSlugs(
    manager: EntityManager,
    movieId: string,
    places: Omit<NewLocation, 'slug' | 'movie_id'>[],
    actor?: Actor,
  ): Promise<Location[]> {
    const bases = places.map((place) => slugify(place.name));
    const taken = await this.locations.slugsFrom(manager, bases);
    const rows = places.map((place, i) => ({
      ...place,
      movie_id: movieId,
      slug: uniqueSlug(bases[i], taken, 'location'),
    }));
    return this.createMany(manager, rows, actor);
  }

  async update(manager: EntityManager, id: string, fields: LocationFields, actor: Actor): Promise<void> {
    const before = await this.locations.findForUpdate(manager, id);
    if (!before) throw new NotFoundException('Location not found');
    await this.locations.update(manager, id, fields);
    await this.redirects.recordRename(manager, 'location', id, before.slug, fields.slug);
    await this.audit.record(manager, edited(actor, id, 'update', changedFields(before, fields)));
    await this.outbox.record(manager, saved({ id, movie_id: fields.movie_id }));
    // Moved to another movie: the old movie's page and index entry lose it.
    if (before.movie_id !== fields.movie_id)
      await this.outbox.record(manager, { type: 'movie.saved', payload: { movieId: before.movie_id } });
  }

  /** Its reviews go too (ON DELETE CASCADE); its slugs answer 410. */
  async delete(manager: EntityManager, id: string, actor: Actor): Promise<void> {
    const location = await this.locations.findForUpdate(manager, id);
    if (!location) throw new NotFoundException('Location not found');
    await this.redirects.recordDeletion(manager, 'location', id);
    await this.locations.delete(manager, id);
    await this.audit.record(manager, { actor, entity: 'location', entityId: id, action: 'delete' });
    await this.outbox.record(manager, {
      type: 'location.deleted',
      payload: { locationId: id, movieId: location.movie_id },
    });
  }

  /**
   * A batch of the CSV import, in one statement: new rows inserted, changed ones updated, the
   * unchanged left alone (a re-import records nothing). One locations.imported event names the
   * batch's written rows: the index takes them in one write, not a job per row.
   */
  async importMany(manager: EntityManager, rows: ImportedLocation[]): Promise<{ id: string; movie_id: string }[]> {
    if (rows.length === 0) return [];
    await this.forgetSlugsOf(manager, rows);
    const written = await this.imported.upsert(manager, rows);
    if (written.length)
      await this.outbox.record(manager, {
        type: 'locations.imported',
        payload: { locationIds: written.map((row) => row.id) },
      });
    return written;
  }

  /** The photo of an imported place that had none (a place given one meanwhile keeps it). */
  async attachImportedPhoto(
    manager: EntityManager,
    location: Pick<Location, 'id' | 'movie_id'>,
    photoId: string,
  ): Promise<void> {
    await this.imported.setPhotoIfNone(manager, location.id, photoId);
    await this.outbox.record(manager, saved(location));
  }

  /** Every slug in use, for a bulk writer that picks free ones in memory. */
  allSlugs(): Promise<Set<string>> {
    return this.imported.allSlugs();
  }

  /** Slugs of the rows imported before among these, by importKey, so a re-import keeps their URLs. */
  importedSlugsOf(
    manager: EntityManager,
    keys: { source: string; source_record_id: string }[],
  ): Promise<Map<string, string>> {
    return this.imported.importedSlugsOf(manager, keys);
  }

  importedWithoutPhoto(): Promise<Map<string, { id: string; movie_id: string }>> {
    return this.imported.importedWithoutPhoto();
  }

  /** Their slugs are current from now on: old slugs of other places stop redirecting there. */
  private forgetSlugsOf(manager: EntityManager, rows: { slug: string }[]): Promise<void> {
    const slugs = rows.map((row) => row.slug);
    return this.redirects.forgetSlugs(manager, 'location', slugs);
  }
}
