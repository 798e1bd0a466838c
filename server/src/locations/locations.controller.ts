import { Controller, Get, Header, UseFilters, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SlugParamPipe } from '../common/slug-param.pipe.js';
import { NearQueryDto } from './dto/near-query.dto.js';
import { LocationsService } from './locations.service.js';
import { PlaceImagesService } from './place-images.service.js';
import { CachedPublicRead } from '../read-cache/index.js';
import { Public } from '../auth/index.js';
import { SlugMovedFilter } from '../slug-redirects/index.js';

@ApiTags('locations')
// Read-only: anyone may read it (SPEC §6).
@Public()
// An old slug (renamed in admin) answers 301 to the current one.
@UseFilters(SlugMovedFilter)
@Controller('locations')
export class LocationsController {
  constructor(
    private readonly locations: LocationsService,
    private readonly placeImages: PlaceImagesService,
  ) {}

  // Declared before ':slug' so "near" is never read as a slug.
  @Get('near')
  @ApiOkResponse({ description: 'The closest locations to lat/lon, nearest first, with great-circle distance in km' })
  @ApiBadRequestResponse({ description: 'lat, lon or limit missing or out of range' })
  near(@Query() query: NearQueryDto) {
    return this.locations.nearestTo(query.lat, query.lon, query.limit);
  }

  @Get(':slug')
  @CachedPublicRead()
  @ApiOkResponse({
    description:
      'The location with its movie, average rating (one decimal) and review count; `precision` (exact, street, area, city) says how exact its position is and `kind` (filmed_here, set_here_filmed_elsewhere) whether it was filmed there',
  })
  @ApiNotFoundResponse({ description: 'No location has this slug' })
  getBySlug(@Param('slug', new SlugParamPipe('Location')) slug: string) {
    return this.locations.getBySlug(slug);
  }

  @Get(':slug/nearby')
  @CachedPublicRead()
  @ApiOkResponse({ description: 'The six closest other locations, nearest first, with great-circle distance in km' })
  @ApiNotFoundResponse({ description: 'No location has this slug' })
  nearby(@Param('slug', new SlugParamPipe('Location')) slug: string) {
    return this.locations.nearbyOf(slug);
  }

  @Get(':slug/place.svg')
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  // A day fresh, then revalidated by ETag (the image changes when the place is edited).
  @Header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
  @ApiOkResponse({
    description: 'An SVG picture of the place: its surroundings, the spot marked, name, city and country',
  })
  @ApiNotFoundResponse({ description: 'No location has this slug' })
  async placeImage(@Param('slug', new SlugParamPipe('Location')) slug: string, @Res() res: Response): Promise<void> {
    const { svg } = await this.placeImages.svgFor(slug);
    res.send(svg);
  }

  @Get(':slug/place-thumbnail.svg')
  @ApiOperation({ summary: "A place's picture without text, for a card" })
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
  @ApiOkResponse({
    description:
      'A square SVG picture of the place without text, for cards that print its name beside it: its surroundings and the spot in the middle',
  })
  @ApiNotFoundResponse({ description: 'No location has this slug' })
  async placeThumbnail(
    @Param('slug', new SlugParamPipe('Location')) slug: string,
    @Res() res: Response,
  ): Promise<void> {
    const { svg } = await this.placeImages.svgFor(slug, 'thumbnail');
    res.send(svg);
  }
}
