import { BadRequestException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CONTRIBUTION_LIMITS,
  type ContributionPhotoQuery,
  type CorrectionSuggestionInput,
  type NewPlaceSuggestionInput,
  type OwnSuggestion,
  type PhotoSuggestionInput,
  type ProposedPlace,
} from '../contracts/contributions.js';
import type { Photo } from '../contracts/photos.js';
import { TransactionRunner } from '../database/index.js';
import { PhotosService } from '../media/index.js';
import type { UserProfile } from '../users/index.js';
import { SuggestionsRepository, type NewSuggestion } from './suggestions.repository.js';

export const PENDING_LIMIT_MESSAGE = `You have ${CONTRIBUTION_LIMITS.pending} suggestions waiting for an editor: please wait until some are decided`;
export const NEW_ACCOUNT_LIMIT_MESSAGE = `A new account may have ${CONTRIBUTION_LIMITS.pendingNewAccount} suggestions waiting in its first day: please wait until some are decided`;
export const PHOTO_UPLOAD_LIMIT_MESSAGE = `You can upload ${CONTRIBUTION_LIMITS.photoUploadsPerDay} photos a day: please try again tomorrow`;
const PHOTO_NOT_YOURS = 'Upload the photo first (a photo you uploaded that is not part of another suggestion)';

/** The proposed fields of a validated body, in the stored shape (the body's extra fields left out). */
export function proposedPlaceOf(input: ProposedPlace): ProposedPlace {
  return {
    name: input.name,
    latitude: input.latitude,
    longitude: input.longitude,
    address: input.address ?? null,
    city: input.city ?? null,
    country: input.country ?? null,
    scene: input.scene ?? null,
    scene_time: input.scene_time ?? null,
    precision: input.precision,
    kind: input.kind,
  };
}

/**
 * What a visitor suggests (issue 34): a new place, a correction, a photo, and their own list. Each
 * suggestion waits for an editor; the limits (10 waiting a person, 3 in an account's first day)
 * are counted under a per-visitor lock, so two sent at once cannot both slip past.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly repository: SuggestionsRepository,
    private readonly transactions: TransactionRunner,
    private readonly photos: PhotosService,
  ) {}

  async suggestPlace(
    visitor: UserProfile,
    movieSlug: string,
    input: NewPlaceSuggestionInput,
  ): Promise<OwnSuggestion<Date>> {
    const movieId = await this.repository.movieIdBySlug(movieSlug);
    if (!movieId) throw new NotFoundException('Movie not found');
    return this.store(visitor, {
      kind: 'new_place',
      user_id: visitor.id,
      movie_id: movieId,
      location_id: null,
      proposed: proposedPlaceOf(input),
      source: input.source,
      reason: null,
      photo_id: input.photo_id ?? null,
    });
  }

  async suggestCorrection(
    visitor: UserProfile,
    locationSlug: string,
    input: CorrectionSuggestionInput,
  ): Promise<OwnSuggestion<Date>> {
    const place = await this.placeBySlug(locationSlug);
    return this.store(visitor, {
      kind: 'correction',
      user_id: visitor.id,
      movie_id: place.movie_id,
      location_id: place.id,
      proposed: proposedPlaceOf(input),
      source: input.source,
      reason: input.reason,
      photo_id: null,
    });
  }

  async suggestPhoto(
    visitor: UserProfile,
    locationSlug: string,
    input: PhotoSuggestionInput,
  ): Promise<OwnSuggestion<Date>> {
    const place = await this.placeBySlug(locationSlug);
    return this.store(visitor, {
      kind: 'photo',
      user_id: visitor.id,
      movie_id: place.movie_id,
      location_id: place.id,
      proposed: null,
      source: input.source ?? null,
      reason: null,
      photo_id: input.photo_id,
    });
  }

  /**
   * A visitor's photo goes through the same pipeline as an editor's (type by content, 15 MB,
   * EXIF stripped, every size), at most CONTRIBUTION_LIMITS.photoUploadsPerDay a day. It is
   * attached to a suggestion next; one never attached is cleaned as an orphan after a day.
   */
  async uploadPhoto(visitor: UserProfile, bytes: Buffer, details: ContributionPhotoQuery): Promise<Photo> {
    await this.checkPhotoUploadLimit(visitor.id);
    return this.photos.upload(
      bytes,
      { alt: details.alt, author: details.author, source_url: details.source_url ?? null, licence: details.licence },
      visitor.id,
    );
  }

  /** Checked before the body is read, so a visitor over the limit sends no bytes for nothing. */
  async checkPhotoUploadLimit(userId: string): Promise<void> {
    if ((await this.repository.photoUploadsInLastDay(userId)) >= CONTRIBUTION_LIMITS.photoUploadsPerDay)
      throw new HttpException(PHOTO_UPLOAD_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }

  listMine(userId: string): Promise<OwnSuggestion<Date>[]> {
    return this.repository.listByUser(userId);
  }

  private async placeBySlug(slug: string): Promise<{ id: string; movie_id: string }> {
    const place = await this.repository.placeBySlug(slug);
    if (!place) throw new NotFoundException('Location not found');
    return place;
  }

  private async store(visitor: UserProfile, row: NewSuggestion): Promise<OwnSuggestion<Date>> {
    const id = await this.transactions.run(async (manager) => {
      await this.checkLimits(manager, visitor.id);
      if (row.photo_id && !(await this.repository.isOwnFreePhoto(manager, row.photo_id, visitor.id)))
        throw new BadRequestException(PHOTO_NOT_YOURS);
      return this.repository.insert(manager, row);
    });
    return (await this.repository.findOwn(id))!;
  }

  private async checkLimits(manager: EntityManager, userId: string): Promise<void> {
    await this.repository.lockVisitor(manager, userId);
    const { pending, account_hours } = await this.repository.visitorStanding(manager, userId);
    if (pending >= CONTRIBUTION_LIMITS.pending)
      throw new HttpException(PENDING_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    if (account_hours < CONTRIBUTION_LIMITS.newAccountHours && pending >= CONTRIBUTION_LIMITS.pendingNewAccount)
      throw new HttpException(NEW_ACCOUNT_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
