import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsPastOrTodayDate } from '../../common/is-past-or-today-date.js';
import {
  SAVED_PLACE_KINDS,
  SAVED_PLACE_STATE_IDS_MAX,
  type SavedPlaceInput,
  type SavedPlaceKind,
} from '../../contracts/trips.js';

const KIND_MESSAGE = `kind must be one of ${SAVED_PLACE_KINDS.join(', ')}`;

export class SavedPlaceDto implements SavedPlaceInput {
  @ApiProperty({ enum: SAVED_PLACE_KINDS, description: 'want: Want to Go; been: Been Here' })
  @IsIn(SAVED_PLACE_KINDS, { message: KIND_MESSAGE })
  kind: SavedPlaceKind;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2024-05-01',
    description: 'YYYY-MM-DD, not in the future; only with kind "been"',
  })
  @IsOptional()
  @IsPastOrTodayDate()
  visited_at?: string | null;
}

export class SavedPlaceListQuery {
  @ApiPropertyOptional({ enum: SAVED_PLACE_KINDS })
  @IsOptional()
  @IsIn(SAVED_PLACE_KINDS, { message: KIND_MESSAGE })
  kind?: SavedPlaceKind;
}

/** `?location_ids=a,b,c` (a repeated key is read the same way). */
const commaList = ({ value }: { value: unknown }) =>
  [value]
    .flat()
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);

export class SavedPlaceStatesQuery {
  @ApiProperty({
    type: String,
    description: `Location ids, comma-separated (at most ${SAVED_PLACE_STATE_IDS_MAX})`,
    example: '3f1c3d2e-8a8b-4a43-9a55-2f7c1f7f0c11,9b0f6c0e-2c1d-4f7a-8d55-6a1f0c2e9b10',
  })
  @Transform(commaList)
  @IsArray()
  @ArrayMinSize(1, { message: 'location_ids must name at least one location' })
  @ArrayMaxSize(SAVED_PLACE_STATE_IDS_MAX, {
    message: `location_ids can name at most ${SAVED_PLACE_STATE_IDS_MAX} locations`,
  })
  @IsUUID('all', { each: true, message: 'location_ids must be location ids' })
  location_ids: string[];
}
