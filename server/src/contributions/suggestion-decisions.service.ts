import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  PLACE_CHANGED_MESSAGE,
  PROPOSED_FIELDS,
  type ProposedPlace,
  type SuggestionDecision,
  type SuggestionState,
} from '../contracts/contributions.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { LocationWrites, type Location, type LocationFields } from '../locations/index.js';
import type { UserProfile } from '../users/index.js';
import type { LocationSuggestionRow } from './location-suggestion.entity.js';
import { SUGGESTION_NOT_FOUND } from './moderation-inbox.service.js';
import { SuggestionsRepository, type Decision } from './suggestions.repository.js';

export const ALREADY_DECIDED = 'This suggestion has already been decided';
export const PLACE_GONE = 'The place this suggestion is about has been deleted: decline it';
const REQUIRED_FIELDS: readonly (keyof ProposedPlace)[] = ['name', 'latitude', 'longitude', 'precision', 'kind'];

/** Every column of the place, as the location editor sends them on a save. */
function fieldsOf(place: Location): LocationFields {
  return {
    movie_id: place.movie_id,
    name: place.name,
    slug: place.slug,
    description: place.description,
    scene_description: place.scene_description,
    address: place.address,
    city: place.city,
    state: place.state,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    image_url: place.image_url,
    is_verified: place.is_verified,
    photo_id: place.photo_id,
    precision: place.precision,
    kind: place.kind,
    scene: place.scene,
    scene_time: place.scene_time,
  };
}

/** The proposal with the editor's edits over it; whether any edit changed a value. */
function withChanges(
  proposed: ProposedPlace,
  changes: Partial<ProposedPlace> | undefined,
): { applied: ProposedPlace; edited: boolean } {
  const edits = Object.fromEntries(
    Object.entries(changes ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<ProposedPlace>;
  for (const field of REQUIRED_FIELDS)
    if (field in edits && edits[field] === null) throw new BadRequestException(`${field} cannot be empty`);
  const applied = { ...proposed, ...edits };
  return { applied, edited: PROPOSED_FIELDS.some((field) => applied[field] !== proposed[field]) };
}

/**
 * An editor's decisions (issue 34). Accepting writes through LocationWrites in one transaction,
 * exactly as the location editor's save does (slug history, audit record, outbox event, and
 * through that event the search index, the sitemap and the map); declining writes nothing to the
 * catalogue; merging credits an existing place. Every decision records `suggestion.decided`, which
 * mails the visitor. A correction or photo made before a later edit of its place answers 409, so
 * that edit is never overwritten unseen.
 */
@Injectable()
export class SuggestionDecisionsService {
  constructor(
    private readonly repository: SuggestionsRepository,
    private readonly transactions: TransactionRunner,
    private readonly writes: LocationWrites,
    private readonly outbox: OutboxService,
  ) {}

  accept(editor: UserProfile, id: string, changes?: Partial<ProposedPlace>): Promise<SuggestionDecision> {
    return this.decide(id, async (manager, suggestion) => {
      if (suggestion.kind === 'photo') return this.acceptPhoto(manager, editor, suggestion);
      const { applied, edited } = withChanges(suggestion.proposed!, changes);
      const state: SuggestionState = edited ? 'accepted_with_changes' : 'accepted';
      const place =
        suggestion.kind === 'new_place'
          ? await this.createPlace(manager, editor, suggestion, applied)
          : await this.correctPlace(manager, editor, suggestion, applied);
      return { state, decidedBy: editor.id, locationId: place.id, applied };
    });
  }

  decline(editor: UserProfile, id: string, reason: string): Promise<SuggestionDecision> {
    return this.decide(id, async () => ({ state: 'declined', decidedBy: editor.id, declineReason: reason }));
  }

  /**
   * The suggestion's credit goes to a place of the same movie that already has it (a duplicate);
   * a suggested photo becomes that place's photo when it has none. Nothing else of the place changes.
   */
  merge(editor: UserProfile, id: string, targetId: string): Promise<SuggestionDecision> {
    return this.decide(id, async (manager, suggestion) => {
      const target = await this.repository.findPlace(targetId, manager);
      if (!target || target.movie_id !== suggestion.movie_id)
        throw new BadRequestException('Merge into a place of the same movie');
      if (suggestion.photo_id && !target.photo_id)
        await this.writes.update(manager, target.id, { ...fieldsOf(target), photo_id: suggestion.photo_id }, editor);
      return { state: 'merged', decidedBy: editor.id, locationId: target.id };
    });
  }

  /** Locks the pending suggestion, applies the decision, records it and the event that mails the visitor. */
  private async decide(
    id: string,
    apply: (manager: EntityManager, suggestion: LocationSuggestionRow) => Promise<Decision>,
  ): Promise<SuggestionDecision> {
    await this.transactions.run(async (manager) => {
      const suggestion = await this.repository.findForDecision(manager, id);
      if (!suggestion) throw new NotFoundException(SUGGESTION_NOT_FOUND);
      if (suggestion.state !== 'pending') throw new ConflictException(ALREADY_DECIDED);
      const decision = await apply(manager, suggestion);
      await this.repository.decide(manager, id, decision);
      await this.outbox.record(manager, { type: 'suggestion.decided', payload: { suggestionId: id } });
    });
    const row = (await this.repository.findWithNames(id))!;
    return {
      id,
      state: row.state,
      place: row.place_slug && row.place_name ? { slug: row.place_slug, name: row.place_name } : null,
    };
  }

  private async createPlace(
    manager: EntityManager,
    editor: UserProfile,
    suggestion: LocationSuggestionRow,
    applied: ProposedPlace,
  ): Promise<Location> {
    const [place] = await this.writes.createWithFreeSlugs(
      manager,
      suggestion.movie_id,
      [
        {
          ...applied,
          description: null,
          scene_description: null,
          state: null,
          image_url: null,
          is_verified: false,
          photo_id: suggestion.photo_id,
        },
      ],
      editor,
    );
    return place;
  }

  private async correctPlace(
    manager: EntityManager,
    editor: UserProfile,
    suggestion: LocationSuggestionRow,
    applied: ProposedPlace,
  ): Promise<Location> {
    const place = await this.lockUnchangedPlace(manager, suggestion);
    await this.writes.update(manager, place.id, { ...fieldsOf(place), ...applied }, editor);
    return place;
  }

  private async acceptPhoto(
    manager: EntityManager,
    editor: UserProfile,
    suggestion: LocationSuggestionRow,
  ): Promise<Decision> {
    if (!suggestion.photo_id) throw new BadRequestException('The suggested photo is no longer stored: decline it');
    const place = await this.lockUnchangedPlace(manager, suggestion);
    await this.writes.update(manager, place.id, { ...fieldsOf(place), photo_id: suggestion.photo_id }, editor);
    return { state: 'accepted', decidedBy: editor.id, locationId: place.id };
  }

  /** The place, locked; a 409 when someone edited it after the suggestion was made. */
  private async lockUnchangedPlace(manager: EntityManager, suggestion: LocationSuggestionRow): Promise<Location> {
    if (!suggestion.location_id) throw new NotFoundException(PLACE_GONE);
    const locked = await this.repository.lockPlace(manager, suggestion.id, suggestion.location_id);
    if (!locked) throw new NotFoundException(PLACE_GONE);
    if (locked.changed) throw new ConflictException(PLACE_CHANGED_MESSAGE);
    return locked.place;
  }
}
