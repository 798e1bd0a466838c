import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { describeConstraints } from '../database/index.js';
import { AdminPagesController } from './admin-pages.controller.js';
import { AdminPagesService } from './admin-pages.service.js';
import { Page } from './page.entity.js';
import { PagesController } from './pages.controller.js';
import { PagesRepository } from './pages.repository.js';
import { PagesService } from './pages.service.js';

// Two admins saving the same slug at once: the loser gets the same answer as the checked case.
describeConstraints({ pages_slug_key: { status: 409, message: 'Another page already uses this slug' } });

@Module({
  imports: [TypeOrmModule.forFeature([Page]), AuditModule],
  controllers: [PagesController, AdminPagesController],
  providers: [PagesService, PagesRepository, AdminPagesService],
  exports: [PagesService],
})
export class PagesModule {}
