import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PaginationQuery } from '../../common/pagination.dto.js';
import {
  MODERATION_FILTERS,
  REVIEW_HIDE_REASON,
  REVIEW_REPORT_REASON,
  type HideReviewInput,
  type ModerationFilter,
  type ReviewReportInput,
} from '../../contracts/reviews.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** class-validator runs the bottom decorator first (stopAtFirstError), so "required" sits last. */
export class ReportReviewDto implements ReviewReportInput {
  @ApiProperty({ minLength: REVIEW_REPORT_REASON.min, maxLength: REVIEW_REPORT_REASON.max })
  @Transform(trimmed)
  @MaxLength(REVIEW_REPORT_REASON.max, { message: `The reason must be at most ${REVIEW_REPORT_REASON.max} characters` })
  @MinLength(REVIEW_REPORT_REASON.min, { message: 'Please say what is wrong with this review' })
  @IsString({ message: 'Please say what is wrong with this review' })
  @IsDefined({ message: 'Please say what is wrong with this review' })
  reason: string;
}

export class HideReviewDto implements HideReviewInput {
  @ApiProperty({
    minLength: REVIEW_HIDE_REASON.min,
    maxLength: REVIEW_HIDE_REASON.max,
    description: "Shown to the review's author",
  })
  @Transform(trimmed)
  @MaxLength(REVIEW_HIDE_REASON.max, { message: `The reason must be at most ${REVIEW_HIDE_REASON.max} characters` })
  @MinLength(REVIEW_HIDE_REASON.min, { message: 'Please give the author a reason' })
  @IsString({ message: 'Please give the author a reason' })
  @IsDefined({ message: 'Please give the author a reason' })
  reason: string;
}

export class ModerationListQuery extends PaginationQuery {
  @ApiPropertyOptional({ enum: MODERATION_FILTERS, default: 'reported' })
  @IsOptional()
  @IsIn(MODERATION_FILTERS, { message: `filter must be one of ${MODERATION_FILTERS.join(', ')}` })
  filter: ModerationFilter = 'reported';
}
