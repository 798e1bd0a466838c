import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PhotosService } from '../media/index.js';
import type { Slider } from './slider.entity.js';
import { SlidersRepository, type NewSlide } from './sliders.repository.js';
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

  /**
   * The demo seed's sliders, in the caller's transaction: written by code; the slides go in only
   * when the slider has none, so one an admin edited keeps its own. No event: nothing indexes slides.
   */
  async putByCode(
    manager: EntityManager,
    slider: Pick<Slider, 'name' | 'code'>,
    slides: Omit<NewSlide, 'slider_id'>[],
  ): Promise<void> {
    const id = await this.sliders.upsertSliderByCode(manager, slider);
    if ((await this.sliders.countSlides(manager, id)) > 0) return;
    await this.sliders.insertSlides(
      manager,
      slides.map((slide) => ({ ...slide, slider_id: id })),
    );
  }
}
