import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SearchQueryDto } from './search-query.dto.js';
import { SearchService } from './search.service.js';
import { Public } from '../auth/index.js';

@ApiTags('search')
// Read-only: anyone may read it (SPEC §6).
@Public()
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @ApiOkResponse({
    description:
      '{ movies: { hits, total }, locations: { hits, total } }; `highlight` fields are escaped HTML with matches in <mark>',
  })
  @ApiBadRequestResponse({ description: 'A parameter is out of range (e.g. year not an integer 1870–2100)' })
  find(@Query() query: SearchQueryDto) {
    const { min_rating: minRating, ...rest } = query;
    const country = query.country ? query.country : undefined;
    return this.search.search({ ...rest, country, minRating });
  }
}
