import { Controller, Get, UseFilters, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PaginationQuery } from '../common/pagination.dto.js';
import { SlugParamPipe } from '../common/slug-param.pipe.js';
import { MoviesService } from './movies.service.js';
import { CachedPublicRead } from '../read-cache/index.js';
import { Public } from '../auth/index.js';
import { SlugMovedFilter } from '../slug-redirects/index.js';

@ApiTags('movies')
// Read-only: anyone may read it (SPEC §6).
@Public()
// An old slug (renamed in admin) answers 301 to the current one.
@UseFilters(SlugMovedFilter)
@Controller('movies')
export class MoviesController {
  constructor(private readonly movies: MoviesService) {}

  @Get()
  @CachedPublicRead()
  @ApiOkResponse({ description: 'Movies, newest first: { items, total, offset, limit }' })
  list(@Query() query: PaginationQuery) {
    return this.movies.listNewest(query.offset, query.limit);
  }

  @Get(':slug')
  @CachedPublicRead()
  @ApiOkResponse({ description: 'The movie with its filming locations ordered by name' })
  @ApiNotFoundResponse({ description: 'No movie has this slug' })
  getBySlug(@Param('slug', new SlugParamPipe('Movie')) slug: string) {
    return this.movies.getBySlug(slug);
  }
}
