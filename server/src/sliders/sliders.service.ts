import { Injectable, NotFoundException } from '@nestjs/common';
import { PhotosService } from '../media/index.js';
import { SlidersRepository } from './sliders.repository.js';
import type { Slider as SliderContract } from '../contracts/sliders.js';

/** GET /api/sliders/:code (contracts/sliders.ts). */
export type PublicSlider = SliderContract;

@Injectable()
export class SlidersService {
  constructor(
    private readonly sliders: SlidersRepository,
    private readonly photos: PhotosService,
  ) {}

  /** SPEC §7: inactive slides are dropped and the rest sorted by order ascending. */
  async getActiveByCode(code: string): Promise<PublicSlider> {
    const slider = await this.sliders.findByCode(code);
    if (!slider) throw new NotFoundException('Slider not found');
    const slides = await this.sliders.activeSlides(slider.id);
    const photos = await this.photos.findByIds(slides.map((slide) => slide.photo_id));
    return {
      id: slider.id,
      name: slider.name,
      code: slider.code,
      slides: slides.map(({ slider: _slider, ...slide }) => ({
        ...slide,
        photo: photos.get(slide.photo_id ?? '') ?? null,
      })),
    };
  }
}
