import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { AdminSettingsController } from './admin-settings.controller.js';
import { AdminSettingsService } from './admin-settings.service.js';
import { SettingsController } from './settings.controller.js';
import { Settings } from './settings.entity.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Settings]), AuditModule],
  controllers: [SettingsController, AdminSettingsController],
  providers: [SettingsService, SettingsRepository, AdminSettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
