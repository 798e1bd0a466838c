import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

/** ?q= and ?movie= of /map (SPEC §2 Map), as the server filters them above MAP_FULL_PAYLOAD_MAX. */
export class MapFilterQueryDto {
  @ApiPropertyOptional({ description: 'Words that must each be in the name, city, country or movie title' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q: string = '';

  @ApiPropertyOptional({ description: "A movie's slug" })
  @IsOptional()
  @IsString({ message: 'movie must be text' })
  @MaxLength(300, { message: 'movie must be at most 300 characters' })
  movie: string = '';
}

const toBbox = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))) : value;

/** One view of /map: its zoom and its bounds (west,south,east,north; west > east crosses the antimeridian). */
export class MapViewQueryDto extends MapFilterQueryDto {
  @ApiProperty({ minimum: -1, maximum: 24, example: 2 })
  @Type(() => Number)
  @Min(-1, { message: 'zoom must be between -1 and 24' })
  @Max(24, { message: 'zoom must be between -1 and 24' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'zoom must be a number' })
  zoom: number;

  @ApiProperty({ description: 'west,south,east,north in degrees', example: '-180,-85,180,85', type: String })
  @Transform(toBbox)
  @IsArray({ message: 'bbox must be west,south,east,north' })
  @ArrayMinSize(4, { message: 'bbox must be west,south,east,north' })
  @ArrayMaxSize(4, { message: 'bbox must be west,south,east,north' })
  @Min(-540, { each: true, message: 'bbox must be degrees between -540 and 540' })
  @Max(540, { each: true, message: 'bbox must be degrees between -540 and 540' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: 'bbox must be four numbers' })
  bbox: [number, number, number, number];
}
