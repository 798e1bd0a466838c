import type { CreateReviewInput, ReviewInput } from '../../contracts/reviews.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PaginationQuery } from '../../common/pagination.dto.js';
import { IsPastOrTodayDate } from '../../common/is-past-or-today-date.js';

/**
 * SPEC §5 review rules, with the form's messages, checked again on the server.
 * class-validator runs the bottom decorator first (stopAtFirstError), so "required" sits last.
 */
export class ReviewFieldsDto implements ReviewInput {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsDefined({ message: 'Please select a rating' })
  @Type(() => Number)
  @IsInt({ message: 'Please select a rating' })
  @Min(1, { message: 'Please select a rating' })
  @Max(5, { message: 'Please select a rating' })
  rating: number;

  @ApiProperty({ example: '2024-05-01', description: 'YYYY-MM-DD, not in the future' })
  @IsDefined({ message: 'Please enter when you visited' })
  @IsPastOrTodayDate()
  visited_at: string;

  @ApiProperty({ minLength: 10, maxLength: 5000 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(5000, { message: 'Review must be at most 5,000 characters' })
  @MinLength(10, { message: 'Review must be at least 10 characters' })
  @IsString({ message: 'Please enter your review' })
  @IsNotEmpty({ message: 'Please enter your review' })
  @IsDefined({ message: 'Please enter your review' })
  content: string;
}

export class CreateReviewDto extends ReviewFieldsDto implements CreateReviewInput {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Location not found' })
  location_id: string;
}

export class UpdateReviewDto extends ReviewFieldsDto {}

/** One page of a location's reviews, newest first (offset/limit as on every list). */
export class ListReviewsQuery extends PaginationQuery {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'location_id must be a location id' })
  location_id: string;
}

export class MyReviewQuery {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'location_id must be a location id' })
  location_id: string;
}
