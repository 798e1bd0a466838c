import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SettingsService } from './settings.service.js';
import { Public } from '../auth/index.js';

@ApiTags('settings')
// The public site settings every page reads.
@Public()
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOkResponse({ description: 'Public site settings (title, description, keywords, ad slots, script snippets)' })
  get() {
    return this.settings.getOrDefaults();
  }
}
