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

  /**
   * Locks the slider's row, so writes to its slides take turns and each reads the orders the one
   * before left; false when there is no such slider.
   */
  async lockSlider(manager: EntityManager, sliderId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT id FROM sliders WHERE id = $1 FOR UPDATE`, [sliderId]);
    return rows.length > 0;
  }

  /** The slider's slide ids as listed (by order, then id). */
  async slideIdsInOrder(manager: EntityManager, sliderId: string): Promise<string[]> {
    const rows = await manager.getRepository(Slide).find({
      select: { id: true },
      where: { slider_id: sliderId },
      order: { order: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => row.id);
  }

  /** Orders 0, 1, 2, … in the given sequence, in one statement (the unique order is checked at its end). */
  async renumber(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(
      `UPDATE slides SET "order" = given.position - 1
       FROM unnest($1::uuid[]) WITH ORDINALITY AS given(id, position)
       WHERE slides.id = given.id AND slides."order" <> given.position - 1`,
      [ids],
    );
  }

  findSlide(manager: EntityManager, id: string): Promise<Slide | null> {
    return manager.getRepository(Slide).findOne({ where: { id } });
  }

  /** Inserts the slider, or renames the one with its code; answers its id. */
  async upsertSliderByCode(manager: EntityManager, slider: Pick<Slider, 'name' | 'code'>): Promise<string> {
    await manager.getRepository(Slider).upsert(slider, ['code']);
    return (await manager.getRepository(Slider).findOneByOrFail({ code: slider.code })).id;
  }

  countSlides(manager: EntityManager, sliderId: string): Promise<number> {
    return manager.getRepository(Slide).countBy({ slider_id: sliderId });
  }

  async insertSlides(manager: EntityManager, slides: NewSlide[]): Promise<void> {
    const repository = manager.getRepository(Slide);
    await repository.save(slides.map((slide) => repository.create(slide)));
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

/** A slide as the demo seed gives it (no photo: an admin uploads one). */
export type NewSlide = Pick<Slide, 'slider_id' | 'title' | 'image_url' | 'order' | 'active'> &
  Partial<Pick<Slide, 'subtitle' | 'button_text' | 'button_url'>>;
