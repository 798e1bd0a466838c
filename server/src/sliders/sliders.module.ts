import { MediaModule } from '../media/index.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { AdminSlidersController } from './admin-sliders.controller.js';
import { AdminSlidersService } from './admin-sliders.service.js';
import { Slide } from './slide.entity.js';
import { Slider } from './slider.entity.js';
import { SlidersController } from './sliders.controller.js';
import { SlidersRepository } from './sliders.repository.js';
import { SlidersService } from './sliders.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Slider, Slide]), AuditModule, MediaModule],
  controllers: [SlidersController, AdminSlidersController],
  providers: [SlidersService, SlidersRepository, AdminSlidersService],
  exports: [SlidersService],
})
export class SlidersModule {}
