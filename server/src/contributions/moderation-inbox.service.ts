import { Injectable, NotFoundException } from '@nestjs/common';
import {
  DUPLICATE_RADIUS_METERS,
  PROPOSED_FIELDS,
  type ModerationCount,
  type ModerationInboxItem,
  type ModerationInboxPage,
  type ModerationItemKind,
  type ProposedPlace,
  type SuggestionCurrentPlace,
  type SuggestionDetail,
  type SuggestionFieldDiff,
  type SuggestionInboxItem,
} from '../contracts/contributions.js';
import { distanceMeters } from '../generation/index.js';
import type { Location } from '../locations/index.js';
import { PhotosService } from '../media/index.js';
import { ReviewModerationService } from '../reviews/index.js';
import { suggestionWarnings } from './suggestion-warnings.js';
import { SuggestionsRepository, type SuggestionWithNames } from './suggestions.repository.js';

export const SUGGESTION_NOT_FOUND = 'Suggestion not found';

/** The place fields a suggestion compares, read from a place. */
export function proposedFieldsOf(place: Location): ProposedPlace {
  return {
    name: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    address: place.address,
    city: place.city,
    country: place.country,
    scene: place.scene,
    scene_time: place.scene_time,
    precision: place.precision,
    kind: place.kind,
  };
}

/**
 * The editor's reads (issue 34): one inbox of pending suggestions and reported reviews, oldest
 * first; its count for the dashboard; and a suggestion side by side with the place it is about,
 * with the warnings an editor should look at before deciding.
 */
@Injectable()
export class ModerationInboxService {
  constructor(
    private readonly repository: SuggestionsRepository,
    private readonly reviews: ReviewModerationService,
    private readonly photos: PhotosService,
  ) {}

  async inbox(
    kind: ModerationItemKind | undefined,
    page: { offset: number; limit: number },
  ): Promise<ModerationInboxPage<Date>> {
    const { entries, total } = await this.repository.inbox(kind, page);
    const idsOf = (type: string) => entries.filter((entry) => entry.type === type).map((entry) => entry.id);
    const [suggestions, reviews] = await Promise.all([
      this.repository.listWithNames(idsOf('suggestion')),
      this.reviews.findModerated(idsOf('reported_review')),
    ]);
    const suggestionById = new Map(suggestions.map((row) => [row.id, row]));
    const reviewById = new Map(reviews.map((review) => [review.id, review]));
    const items = entries.flatMap((entry): ModerationInboxItem<Date>[] => {
      if (entry.type === 'suggestion') {
        const row = suggestionById.get(entry.id);
        return row ? [toInboxItem(row)] : [];
      }
      const review = reviewById.get(entry.id);
      return review
        ? [
            {
              type: 'reported_review',
              kind: 'reported_review',
              id: entry.id,
              waiting_since: entry.waiting_since,
              review,
            },
          ]
        : [];
    });
    return { items, total, ...page };
  }

  async count(): Promise<ModerationCount> {
    const [reported_reviews, pending_suggestions] = await Promise.all([
      this.reviews.openReportCount(),
      this.repository.pendingCount(),
    ]);
    return { reported_reviews, pending_suggestions, total: reported_reviews + pending_suggestions };
  }

  async detail(id: string): Promise<SuggestionDetail<Date>> {
    const row = await this.repository.findWithNames(id);
    if (!row) throw new NotFoundException(SUGGESTION_NOT_FOUND);
    const aboutPlace = row.kind !== 'new_place' && row.location_id ? row.location_id : null;
    const [place, photo, changed] = await Promise.all([
      aboutPlace ? this.repository.findPlace(aboutPlace) : null,
      this.photos.findById(row.photo_id),
      row.state === 'pending' && aboutPlace ? this.repository.placeChangedSince(row.id) : false,
    ]);
    const current = place ? await this.currentPlace(place) : null;
    const proposed = row.proposed;
    return {
      id: row.id,
      kind: row.kind,
      state: row.state,
      suggested_by: { id: row.user_id, display_name: row.suggested_by },
      movie: { id: row.movie_id, slug: row.movie_slug, title: row.movie_title },
      current,
      proposed,
      fields: proposed ? fieldDiffs(current, proposed) : [],
      distance_m: current && proposed ? Math.round(distanceMeters(current, proposed)) : null,
      warnings: proposed ? await this.warnings(row, proposed, place?.id ?? null) : [],
      source: row.source,
      reason: row.reason,
      photo,
      place_changed_since: changed,
      decline_reason: row.decline_reason,
      created_at: row.created_at,
      decided_at: row.decided_at,
    };
  }

  private async currentPlace(place: Location): Promise<SuggestionCurrentPlace<Date>> {
    return {
      ...proposedFieldsOf(place),
      id: place.id,
      slug: place.slug,
      photo: await this.photos.findById(place.photo_id),
      updated_at: place.updated_at,
    };
  }

  private async warnings(row: SuggestionWithNames, proposed: ProposedPlace, placeId: string | null) {
    const [sameMovieNearby, cityCentre] = await Promise.all([
      this.repository.sameMoviePlacesWithin(row.movie_id, proposed, DUPLICATE_RADIUS_METERS, placeId),
      proposed.precision === 'city' && proposed.city
        ? this.repository.cityCentre(proposed.city, proposed.country)
        : null,
    ]);
    return suggestionWarnings(proposed, { sameMovieNearby, cityCentre });
  }
}

function fieldDiffs(current: ProposedPlace | null, proposed: ProposedPlace): SuggestionFieldDiff[] {
  return PROPOSED_FIELDS.map((field) => {
    const now = current ? current[field] : null;
    return { field, current: now, proposed: proposed[field], changed: now !== proposed[field] };
  });
}

function toInboxItem(row: SuggestionWithNames): SuggestionInboxItem<Date> {
  return {
    type: 'suggestion',
    kind: row.kind,
    id: row.id,
    waiting_since: row.created_at,
    suggested_by: row.suggested_by,
    movie: { slug: row.movie_slug, title: row.movie_title },
    place: row.place_slug && row.place_name ? { slug: row.place_slug, name: row.place_name } : null,
    proposed_name: (row.applied ?? row.proposed)?.name ?? null,
  };
}
