import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import type { NearQuery } from '../../contracts/locations.js';

/** `?lat=` must not become 0 (Number('') === 0): a blank or missing coordinate is not a number. */
const toCoordinate = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;

// class-validator runs the decorator nearest the property first: type before range.
/** Query of GET /api/locations/near: a WGS84 position and how many locations to return. */
export class NearQueryDto implements NearQuery {
  @ApiProperty({ minimum: -90, maximum: 90, example: 48.8584 })
  @Transform(toCoordinate)
  @Min(-90, { message: 'lat must be between -90 and 90' })
  @Max(90, { message: 'lat must be between -90 and 90' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'lat must be a number' })
  lat: number;

  @ApiProperty({ minimum: -180, maximum: 180, example: 2.2945 })
  @Transform(toCoordinate)
  @Min(-180, { message: 'lon must be between -180 and 180' })
  @Max(180, { message: 'lon must be between -180 and 180' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'lon must be a number' })
  lon: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(50, { message: 'limit must be at most 50' })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = 10;
}
