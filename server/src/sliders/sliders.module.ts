import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Slide } from './slide.entity.js';
import { Slider } from './slider.entity.js';
import { SlidersController } from './sliders.controller.js';
import { SlidersRepository } from './sliders.repository.js';
import { SlidersService } from './sliders.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Slider, Slide])],
  controllers: [SlidersController],
  providers: [SlidersRepository, SlidersService],
  exports: [SlidersService],
})
export class SlidersModule {}
