import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Slide } from './slide.entity.js';
import { Slider } from './slider.entity.js';

/** The sliders and slides tables' queries. */
@Injectable()
export class SlidersRepository {
  constructor(
    @InjectRepository(Slider) private readonly sliders: Repository<Slider>,
    @InjectRepository(Slide) private readonly slides: Repository<Slide>,
  ) {}

  findByCode(code: string): Promise<Slider | null> {
    return this.sliders.findOne({ where: { code } });
  }

  /** SPEC §7: active slides only, by order ascending (id keeps equal orders stable). */
  activeSlides(sliderId: string): Promise<Slide[]> {
    return this.slides.find({ where: { slider_id: sliderId, active: true }, order: { order: 'ASC', id: 'ASC' } });
  }
}
