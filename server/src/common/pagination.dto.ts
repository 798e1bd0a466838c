import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 10; // SPEC §9: default page size of the movie read
export const MAX_PAGE_SIZE = 100;
/** Every numeric query value has a ceiling: far past any real list, well inside PostgreSQL's bigint. */
export const MAX_OFFSET = 1_000_000;

export class PaginationQuery {
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_OFFSET, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET}` })
  // class-validator runs the decorator nearest the property first: type before range.
  @IsInt({ message: 'offset must be a whole number' })
  offset: number = 0;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = DEFAULT_PAGE_SIZE;
}

export type { Paginated } from '../contracts/common.js';
