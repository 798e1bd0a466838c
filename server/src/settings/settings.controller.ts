import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SettingsService } from './settings.service.js';
import { Public } from '../auth/index.js';
import { CachedPublicRead } from '../read-cache/index.js';

@ApiTags('settings')
// The public site settings every page reads.
@Public()
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @CachedPublicRead()
  @ApiOkResponse({ description: 'Public site settings (title, description, keywords, ad slots, script snippets)' })
  async get(@Res({ passthrough: true }) res: Response) {
    const { settings, fromDatabase } = await this.settings.readForPublic();
    // The defaults stand in while the database is unreachable; they must not be kept as the answer.
    if (!fromDatabase) res.setHeader('Cache-Control', 'no-store');
    return settings;
  }
}
