import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  DAY_BUDGET_MINUTES,
  STOP_NOTE_MAX,
  STOPS_PER_TRIP_MAX,
  TRIP_NAME_MAX,
  VISIT_MINUTES,
  type AddAreaStopsInput,
  type AddStopsInput,
  type BestOrderInput,
  type CreateTripInput,
  type StopOrderInput,
  type StopUpdateInput,
  type TripUpdateInput,
} from '../../contracts/trips.js';

// Checks run in the order they are registered (stopAtFirstError): the composites below register the type
// check first, and stacked decorators run from the one nearest the property up.
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const NAME_REQUIRED = 'Please give the trip a name';
const NAME_TOO_LONG = `A trip name can be at most ${TRIP_NAME_MAX} characters`;
const LOCATION_IDS = 'location_ids must be a list of location ids';

const DayBudget = () => (target: object, key: string) => {
  const message = `The day must be between ${DAY_BUDGET_MINUTES.min} and ${DAY_BUDGET_MINUTES.max} minutes`;
  IsInt({ message: 'The day budget must be a whole number of minutes' })(target, key);
  Min(DAY_BUDGET_MINUTES.min, { message })(target, key);
  Max(DAY_BUDGET_MINUTES.max, { message })(target, key);
};

const VisitMinutes = () => (target: object, key: string) => {
  const message = `A visit must be between ${VISIT_MINUTES.min} and ${VISIT_MINUTES.max} minutes`;
  IsInt({ message: 'A visit time must be a whole number of minutes' })(target, key);
  Min(VISIT_MINUTES.min, { message })(target, key);
  Max(VISIT_MINUTES.max, { message })(target, key);
};

const LocationIds = (min: number) => (target: object, key: string) => {
  IsArray({ message: LOCATION_IDS })(target, key);
  ArrayMinSize(min, { message: 'Choose at least one place' })(target, key);
  ArrayMaxSize(STOPS_PER_TRIP_MAX, { message: `At most ${STOPS_PER_TRIP_MAX} places at once` })(target, key);
  IsUUID('all', { each: true, message: LOCATION_IDS })(target, key);
};

export class CreateTripDto implements CreateTripInput {
  @ApiProperty({ minLength: 1, maxLength: TRIP_NAME_MAX, example: 'Paris in Amélie' })
  @Transform(trimmed)
  @MaxLength(TRIP_NAME_MAX, { message: NAME_TOO_LONG })
  @MinLength(1, { message: NAME_REQUIRED })
  @IsString({ message: NAME_REQUIRED })
  @IsDefined({ message: NAME_REQUIRED })
  name: string;

  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: STOPS_PER_TRIP_MAX })
  @IsOptional()
  @LocationIds(0)
  location_ids?: string[];
}

export class UpdateTripDto implements TripUpdateInput {
  @ApiPropertyOptional({ minLength: 1, maxLength: TRIP_NAME_MAX })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(TRIP_NAME_MAX, { message: NAME_TOO_LONG })
  @MinLength(1, { message: NAME_REQUIRED })
  @IsString({ message: NAME_REQUIRED })
  name?: string;

  @ApiPropertyOptional({ minimum: DAY_BUDGET_MINUTES.min, maximum: DAY_BUDGET_MINUTES.max, default: 360 })
  @IsOptional()
  @DayBudget()
  day_budget_minutes?: number;

  @ApiPropertyOptional({ minimum: VISIT_MINUTES.min, maximum: VISIT_MINUTES.max, default: 30 })
  @IsOptional()
  @VisitMinutes()
  visit_minutes?: number;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsUUID('all', { message: 'start_stop_id must be a stop id' })
  start_stop_id?: string | null;
}

export class AddStopsDto implements AddStopsInput {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: STOPS_PER_TRIP_MAX })
  @IsDefined({ message: 'Choose at least one place' })
  @LocationIds(1)
  location_ids: string[];
}

const Latitude = (name: string) => (target: object, key: string) => {
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${name} must be a number` })(target, key);
  Min(-90, { message: `${name} must be between -90 and 90` })(target, key);
  Max(90, { message: `${name} must be between -90 and 90` })(target, key);
};
const Longitude = (name: string) => (target: object, key: string) => {
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${name} must be a number` })(target, key);
  Min(-180, { message: `${name} must be between -180 and 180` })(target, key);
  Max(180, { message: `${name} must be between -180 and 180` })(target, key);
};

export class AddAreaStopsDto implements AddAreaStopsInput {
  @ApiProperty({ minimum: -90, maximum: 90 })
  @Latitude('south')
  south: number;

  @ApiProperty({ minimum: -180, maximum: 180, description: 'Greater than east when the box crosses the antimeridian' })
  @Longitude('west')
  west: number;

  @ApiProperty({ minimum: -90, maximum: 90 })
  @Latitude('north')
  north: number;

  @ApiProperty({ minimum: -180, maximum: 180 })
  @Longitude('east')
  east: number;
}

export class StopOrderDto implements StopOrderInput {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: STOPS_PER_TRIP_MAX })
  @IsUUID('all', { each: true, message: 'stop_ids must be a list of stop ids' })
  @ArrayMaxSize(STOPS_PER_TRIP_MAX, { message: `A trip has at most ${STOPS_PER_TRIP_MAX} stops` })
  @IsArray({ message: 'stop_ids must be a list of stop ids' })
  @IsDefined({ message: 'stop_ids must be a list of stop ids' })
  stop_ids: string[];
}

export class UpdateStopDto implements StopUpdateInput {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: STOP_NOTE_MAX })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @MaxLength(STOP_NOTE_MAX, { message: `A note can be at most ${STOP_NOTE_MAX} characters` })
  @IsString({ message: 'A note must be text' })
  note?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: VISIT_MINUTES.min, maximum: VISIT_MINUTES.max })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @VisitMinutes()
  visit_minutes?: number | null;
}

export class PositionDto {
  @ApiProperty({ minimum: -90, maximum: 90 })
  @Latitude('latitude')
  latitude: number;

  @ApiProperty({ minimum: -180, maximum: 180 })
  @Longitude('longitude')
  longitude: number;
}

export class BestOrderDto implements BestOrderInput {
  @ApiPropertyOptional({ format: 'uuid', description: 'Start at this stop (it stays first)' })
  @IsOptional()
  @IsUUID('all', { message: 'start_stop_id must be a stop id' })
  start_stop_id?: string;

  @ApiPropertyOptional({ type: PositionDto, description: "Start from here (the visitor's position; not a stop)" })
  @IsOptional()
  @ValidateNested()
  @Type(() => PositionDto)
  position?: PositionDto;
}
