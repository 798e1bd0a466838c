import { Body, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import { ApiZodBody, ZodBodyPipe } from '../common/zod-body.pipe.js';
import { settingsSchema } from '../contracts/admin-rules.js';
import type { SettingsInput } from '../contracts/admin.js';
import { AdminSettingsService } from './admin-settings.service.js';

@ApiTags('admin')
@AdminController('settings')
export class AdminSettingsController {
  constructor(private readonly settings: AdminSettingsService) {}

  @Get()
  @ApiOkResponse({ description: 'The site settings, scripts included' })
  get() {
    return this.settings.get();
  }

  @Put()
  @ApiZodBody(settingsSchema)
  @ApiOkResponse({ description: 'The saved settings' })
  save(@CurrentUser() user: UserProfile, @Body(new ZodBodyPipe(settingsSchema)) body: SettingsInput) {
    return this.settings.save(user, body);
  }
}
