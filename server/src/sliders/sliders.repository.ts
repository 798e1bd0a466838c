import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
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

  /** SPEC §7: admin sliders, all, ordered by name. */
  listSliders(): Promise<Slider[]> {
    return this.sliders.find({ select: { id: true, name: true, code: true }, order: { name: 'ASC', id: 'ASC' } });
  }

  findSlider(id: string): Promise<Slider | null> {
    return this.sliders.findOne({ where: { id } });
  }

  /** SPEC §7: slides of one slider, ordered by order (id keeps equal orders stable). */
  listSlides(sliderId: string): Promise<Slide[]> {
    return this.slides.find({ where: { slider_id: sliderId }, order: { order: 'ASC', id: 'ASC' } });
  }

  /** Locks the slide so two edits of it cannot interleave; the audit diff reads this version. */
  findSlideForUpdate(manager: EntityManager, id: string): Promise<Slide | null> {
    return manager
      .getRepository(Slide)
      .createQueryBuilder('slide')
      .setLock('pessimistic_write')
      .where('slide.id = :id', { id })
      .getOne();
  }

  insertSlide(
    manager: EntityManager,
    slide: Omit<Slide, 'id' | 'slider' | 'subtitle' | 'button_text' | 'button_url'>,
  ): Promise<Slide> {
    return manager.getRepository(Slide).save({ ...slide, subtitle: null, button_text: null, button_url: null });
  }

  async updateSlide(
    manager: EntityManager,
    id: string,
    fields: Partial<Omit<Slide, 'id' | 'slider' | 'slider_id'>>,
  ): Promise<Slide> {
    await manager.getRepository(Slide).update({ id }, fields);
    return manager.getRepository(Slide).findOneOrFail({ where: { id } });
  }

  async deleteSlide(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(Slide).delete({ id });
  }
}
