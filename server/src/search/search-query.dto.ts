import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { LocationSort, SearchMatch, SearchParams, SearchTab } from '../contracts/search.js';

export const SEARCH_TABS: SearchTab[] = ['all', 'movies', 'locations'];
export const LOCATION_SORTS: LocationSort[] = ['relevance', 'rating'];
export const SEARCH_MATCHES: SearchMatch[] = ['last', 'all'];
export const MAX_SEARCH_LIMIT = 50;
export const DEFAULT_SEARCH_LIMIT = 20;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/search query (SPEC §2 Search: q, tab, year, country). */
export class SearchQueryDto implements SearchParams {
  @ApiPropertyOptional({ description: 'Words to find; each must match (as a prefix, or with one typo from 5 letters)' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @IsString({ message: 'q must be text' })
  q: string = '';

  @ApiPropertyOptional({ enum: SEARCH_TABS, default: 'all' })
  @IsOptional()
  @IsIn(SEARCH_TABS, { message: 'tab must be one of all, movies, locations' })
  tab: SearchTab = 'all';

  @ApiPropertyOptional({
    description: 'Movies of this release year only (SPEC §5: an integer)',
    minimum: 1870,
    maximum: 2100,
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1870, { message: 'year must be between 1870 and 2100' })
  @Max(2100, { message: 'year must be between 1870 and 2100' })
  @IsInt({ message: 'year must be a whole number' })
  year?: number;

  @ApiPropertyOptional({ description: 'Locations in this country only (case and accents ignored)' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'country must be at most 100 characters' })
  @IsString({ message: 'country must be text' })
  country?: string;

  @ApiPropertyOptional({
    enum: LOCATION_SORTS,
    default: 'relevance',
    description: 'Locations: rating = best rated first',
  })
  @IsOptional()
  @IsIn(LOCATION_SORTS, { message: 'sort must be one of relevance, rating' })
  sort: LocationSort = 'relevance';

  @ApiPropertyOptional({
    enum: SEARCH_MATCHES,
    default: 'last',
    description: 'last: leave words out when nothing has them all (named in ignored_words); all: every word or nothing',
  })
  @IsOptional()
  @IsIn(SEARCH_MATCHES, { message: 'match must be one of last, all' })
  match: SearchMatch = 'last';

  @ApiPropertyOptional({ minimum: 1, maximum: 5, description: 'Locations with at least this average rating' })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'min_rating must be between 1 and 5' })
  @Max(5, { message: 'min_rating must be between 1 and 5' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'min_rating must be a number' })
  min_rating?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_SEARCH_LIMIT,
    default: DEFAULT_SEARCH_LIMIT,
    description: 'Hits per group',
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_SEARCH_LIMIT, { message: `limit must be at most ${MAX_SEARCH_LIMIT}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = DEFAULT_SEARCH_LIMIT;

  @ApiPropertyOptional({ minimum: 0, maximum: 1000, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(1000, { message: 'offset must be at most 1000' })
  @IsInt({ message: 'offset must be a whole number' })
  offset: number = 0;
}
