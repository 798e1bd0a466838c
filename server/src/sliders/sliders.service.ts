import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Slider as SliderContract } from '../contracts/sliders.js';
import { Slide } from './slide.entity.js';
import { Slider } from './slider.entity.js';

/** GET /api/sliders/:code (contracts/sliders.ts). */
export type PublicSlider = SliderContract;

@Injectable()
export class SlidersService {
  constructor(
    @InjectRepository(Slider) private readonly sliders: Repository<Slider>,
    @InjectRepository(Slide) private readonly slides: Repository<Slide>,
  ) {}

  /** SPEC §7: inactive slides are dropped and the rest sorted by order ascending. */
  async getActiveByCode(code: string): Promise<PublicSlider> {
    const slider = await this.sliders.findOne({ where: { code } });
    if (!slider) throw new NotFoundException('Slider not found');
    const slides = await this.slides.find({
      where: { slider_id: slider.id, active: true },
      order: { order: 'ASC', id: 'ASC' },
    });
    return { id: slider.id, name: slider.name, code: slider.code, slides };
  }
}
