import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { PaginationQuery } from '../../common/pagination.dto.js';
import {
  CONTRIBUTION_PHOTO_LICENCES,
  MODERATION_ITEM_KINDS,
  SUGGESTION_TEXT,
  type AcceptSuggestionInput,
  type ContributionPhotoLicence,
  type ContributionPhotoQuery,
  type CorrectionSuggestionInput,
  type DeclineSuggestionInput,
  type MergeSuggestionInput,
  type ModerationInboxQuery,
  type ModerationItemKind,
  type NewPlaceSuggestionInput,
  type PhotoSuggestionInput,
  type ProposedPlace,
} from '../../contracts/contributions.js';
import {
  LOCATION_KINDS,
  LOCATION_PRECISIONS,
  SCENE_TIME_FORMAT_HINT,
  normalizeSceneTime,
  type LocationKind,
  type LocationPrecision,
} from '../../contracts/locations.js';
import { hasMarkup, isUnsafeLink } from '../plain-text.js';

// Checks run in the order they are registered (stopAtFirstError): each composite registers the
// type check first; stacked decorators run from the one nearest the property up.
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: blank is the same as absent, stored as null. */
const trimmedOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : (value ?? null);

const PlainText = (label: string) =>
  ValidateBy({
    name: 'plainText',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasMarkup(value),
      defaultMessage: () => `${label} must be plain text, without HTML`,
    },
  });

/** A required line of text: its type, its length, no markup. */
const RequiredText =
  (label: string, bounds: { min: number; max: number }, missing: string) => (target: object, key: string) => {
    IsDefined({ message: missing })(target, key);
    IsString({ message: missing })(target, key);
    MinLength(bounds.min, { message: missing })(target, key);
    MaxLength(bounds.max, { message: `${label} must be at most ${bounds.max} characters` })(target, key);
    PlainText(label)(target, key);
    Transform(trimmed)(target, key);
  };

/** An optional line of text (null when blank). */
const OptionalText = (label: string, max: number) => (target: object, key: string) => {
  IsOptional()(target, key);
  IsString({ message: `${label} must be text` })(target, key);
  MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, key);
  PlainText(label)(target, key);
  Transform(trimmedOrNull)(target, key);
};

const Coordinate = (label: string, limit: number) => (target: object, key: string) => {
  const message = `${label} must be a number between -${limit} and ${limit}`;
  IsDefined({ message })(target, key);
  IsNumber({ allowNaN: false, allowInfinity: false }, { message })(target, key);
  Min(-limit, { message })(target, key);
  Max(limit, { message })(target, key);
};

const SourceText = () => (target: object, key: string) => {
  ValidateBy({
    name: 'safeLink',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !isUnsafeLink(value),
      defaultMessage: () => 'A link must start with http:// or https://',
    },
  })(target, key);
};

const SOURCE_MISSING = 'Please say how you know (a link or a few words)';

/** The proposed place fields, each checked as the location editor checks them. */
export class ProposedPlaceDto implements ProposedPlace {
  @ApiProperty({ minLength: SUGGESTION_TEXT.name.min, maxLength: SUGGESTION_TEXT.name.max })
  @RequiredText('The name', SUGGESTION_TEXT.name, 'Please name the place')
  name: string;

  @ApiProperty({ minimum: -90, maximum: 90 })
  @Coordinate('Latitude', 90)
  latitude: number;

  @ApiProperty({ minimum: -180, maximum: 180 })
  @Coordinate('Longitude', 180)
  longitude: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SUGGESTION_TEXT.address.max })
  @OptionalText('The address', SUGGESTION_TEXT.address.max)
  address: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SUGGESTION_TEXT.city.max })
  @OptionalText('The city', SUGGESTION_TEXT.city.max)
  city: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SUGGESTION_TEXT.country.max })
  @OptionalText('The country', SUGGESTION_TEXT.country.max)
  country: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SUGGESTION_TEXT.scene.max })
  @OptionalText('The scene', SUGGESTION_TEXT.scene.max)
  scene: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1:02:15' })
  @IsOptional()
  @ValidateBy({
    name: 'sceneTime',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && normalizeSceneTime(value) !== null,
      defaultMessage: () => `The time must be ${SCENE_TIME_FORMAT_HINT}`,
    },
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (value.trim() ? (normalizeSceneTime(value) ?? value) : null) : (value ?? null),
  )
  scene_time: string | null;

  @ApiProperty({ enum: LOCATION_PRECISIONS })
  @IsIn(LOCATION_PRECISIONS, { message: `precision must be one of ${LOCATION_PRECISIONS.join(', ')}` })
  @IsDefined({ message: 'Please say how exact the position is' })
  precision: LocationPrecision;

  @ApiProperty({ enum: LOCATION_KINDS })
  @IsIn(LOCATION_KINDS, { message: `kind must be one of ${LOCATION_KINDS.join(', ')}` })
  @IsDefined({ message: 'Please say whether it was filmed here' })
  kind: LocationKind;
}

export class NewPlaceSuggestionDto extends ProposedPlaceDto implements NewPlaceSuggestionInput {
  @ApiProperty({ minLength: SUGGESTION_TEXT.source.min, maxLength: SUGGESTION_TEXT.source.max })
  @RequiredText('The source', SUGGESTION_TEXT.source, SOURCE_MISSING)
  @SourceText()
  source: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'photo_id must be the id of an uploaded photo' })
  photo_id?: string | null;
}

export class CorrectionSuggestionDto extends ProposedPlaceDto implements CorrectionSuggestionInput {
  @ApiProperty({ minLength: SUGGESTION_TEXT.source.min, maxLength: SUGGESTION_TEXT.source.max })
  @RequiredText('The source', SUGGESTION_TEXT.source, SOURCE_MISSING)
  @SourceText()
  source: string;

  @ApiProperty({ minLength: SUGGESTION_TEXT.reason.min, maxLength: SUGGESTION_TEXT.reason.max })
  @RequiredText('The reason', SUGGESTION_TEXT.reason, 'Please say what is wrong')
  reason: string;
}

export class PhotoSuggestionDto implements PhotoSuggestionInput {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'photo_id must be the id of an uploaded photo' })
  @IsDefined({ message: 'Upload the photo first' })
  photo_id: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SUGGESTION_TEXT.source.max })
  @OptionalText('The source', SUGGESTION_TEXT.source.max)
  @SourceText()
  source?: string | null;
}

/** The query of the contribution photo upload: alt text and credit, a CC licence only. */
export class ContributionPhotoQueryDto implements ContributionPhotoQuery {
  @ApiProperty({ minLength: 1, maxLength: 300 })
  @RequiredText('Alt text', { min: 1, max: 300 }, 'Alt text is required')
  alt: string;

  @ApiProperty({ minLength: 1, maxLength: 200, description: 'Your name for your own photo' })
  @RequiredText('The author', { min: 1, max: 200 }, 'Author is required')
  author: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @OptionalText('The source link', 1000)
  @ValidateBy({
    name: 'httpLink',
    validator: {
      validate: (value: unknown) => value == null || /^https?:\/\/\S+$/i.test(String(value)),
      defaultMessage: () => 'The source must be a link starting with http:// or https://',
    },
  })
  source_url?: string | null;

  @ApiProperty({ enum: CONTRIBUTION_PHOTO_LICENCES })
  @IsIn(CONTRIBUTION_PHOTO_LICENCES, {
    message: `licence must be one of ${CONTRIBUTION_PHOTO_LICENCES.join(', ')}`,
  })
  @IsDefined({ message: 'Licence is required' })
  licence: ContributionPhotoLicence;
}

/** Accept with Changes: any of the proposed fields, each checked as the visitor's were. */
export class SuggestionChangesDto extends PartialType(ProposedPlaceDto) {}

export class AcceptSuggestionDto implements AcceptSuggestionInput {
  @ApiPropertyOptional({ type: () => SuggestionChangesDto })
  @IsOptional()
  @IsObject({ message: 'changes must be an object of place fields' })
  @ValidateNested()
  @Type(() => SuggestionChangesDto)
  changes?: SuggestionChangesDto;
}

export class DeclineSuggestionDto implements DeclineSuggestionInput {
  @ApiProperty({
    minLength: SUGGESTION_TEXT.declineReason.min,
    maxLength: SUGGESTION_TEXT.declineReason.max,
    description: 'Shown to the visitor and mailed to them',
  })
  @RequiredText('The reason', SUGGESTION_TEXT.declineReason, 'Please give the visitor a reason')
  reason: string;
}

export class MergeSuggestionDto implements MergeSuggestionInput {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'location_id must be the id of a place of the same movie' })
  @IsDefined({ message: 'Choose the place to merge into' })
  location_id: string;
}

export class ModerationInboxQueryDto extends PaginationQuery implements ModerationInboxQuery {
  @ApiPropertyOptional({ enum: MODERATION_ITEM_KINDS })
  @IsOptional()
  @IsIn(MODERATION_ITEM_KINDS, { message: `kind must be one of ${MODERATION_ITEM_KINDS.join(', ')}` })
  kind?: ModerationItemKind;
}
