import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SlugParamPipe } from '../common/slug-param.pipe.js';
import { PagesService } from './pages.service.js';
import { CachedPublicRead } from '../read-cache/index.js';
import { Public } from '../auth/index.js';

@ApiTags('pages')
// Read-only: anyone may read it (SPEC §6).
@Public()
@Controller('pages')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get(':slug')
  @CachedPublicRead()
  @ApiOkResponse({ description: 'A published CMS page with its meta description (first 160 characters of its text)' })
  @ApiNotFoundResponse({ description: 'No published page has this slug' })
  getBySlug(@Param('slug', new SlugParamPipe('Page')) slug: string) {
    return this.pages.getPublishedBySlug(slug);
  }
}
