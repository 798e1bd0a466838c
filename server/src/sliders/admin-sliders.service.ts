import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, changedFields } from '../audit/index.js';
import type { AdminSlide, AdminSlider, NewSlideInput, SlideInput } from '../contracts/admin.js';
import type { Photo } from '../contracts/photos.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { PhotosService } from '../media/index.js';
import type { Slide } from './slide.entity.js';
import { SlidersRepository } from './sliders.repository.js';

type Actor = { id: string; email: string };

/**
 * Admin editing of slides (SPEC §2, §4, §6): sliders are fixed (never created or deleted);
 * slides are added, edited, reordered and deleted. Each write is one transaction with its
 * audit record and a `slider.changed` event, so the home page shows it on the next load.
 */
@Injectable()
export class AdminSlidersService {
  constructor(
    private readonly repository: SlidersRepository,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly photos: PhotosService,
  ) {}

  listSliders(): Promise<AdminSlider[]> {
    return this.repository.listSliders();
  }

  async listSlides(sliderId: string): Promise<AdminSlide[]> {
    if (!(await this.repository.findSlider(sliderId))) throw new NotFoundException('Slider not found');
    return this.withPhotos(await this.repository.listSlides(sliderId));
  }

  /**
   * SPEC §4 sends the slide count as a new slide's order: it goes last. An order is a position
   * (0 first); one at or past the end puts the slide last, and the others move up to make room.
   */
  async addSlide(actor: Actor, sliderId: string, input: NewSlideInput): Promise<AdminSlide> {
    const slide = await this.transactions.run(async (manager) => {
      const ids = await this.lockSlides(manager, sliderId);
      // Dense already, unless rows were written around the app: then the new last order is free.
      await this.repository.renumber(manager, ids);
      const created = await this.repository.insertSlide(manager, {
        ...input,
        slider_id: sliderId,
        photo_id: null,
        order: ids.length,
      });
      await this.repository.renumber(manager, placeAt(ids, created.id, input.order));
      await this.recordChange(manager, actor, created, 'create', Object.keys(input));
      return (await this.repository.findSlide(manager, created.id))!;
    });
    return this.withPhoto(slide);
  }

  async updateSlide(actor: Actor, id: string, input: SlideInput): Promise<AdminSlide> {
    const slide = await this.transactions.run(async (manager) => {
      const before = await this.lockSlide(manager, id);
      const fields = changedFields(before, input as Partial<Slide>);
      const updated = await this.repository.updateSlide(manager, id, input as Partial<Slide>);
      await this.recordChange(manager, actor, updated, 'update', fields);
      return updated;
    });
    return this.withPhoto(slide);
  }

  /**
   * SPEC §4: the client renumbers at once and persists each slide's order, one call per slide.
   * The order is the slide's new position: the slides between move by one, so every call leaves
   * the orders unique and dense, and the client's calls in sequence give its order.
   */
  async setOrder(actor: Actor, id: string, order: number): Promise<AdminSlide> {
    const slide = await this.transactions.run(async (manager) => {
      const before = await this.lockSlideOfSlider(manager, id);
      const ids = await this.repository.slideIdsInOrder(manager, before.slider_id);
      await this.repository.renumber(manager, placeAt(ids, id, order));
      const updated = (await this.repository.findSlide(manager, id))!;
      await this.recordChange(manager, actor, updated, 'reorder', before.order === updated.order ? [] : ['order']);
      return updated;
    });
    return this.withPhoto(slide);
  }

  private async withPhoto(slide: Slide): Promise<AdminSlide> {
    return toAdminSlide(slide, await this.photos.findById(slide.photo_id));
  }

  private async withPhotos(slides: Slide[]): Promise<AdminSlide[]> {
    const photos = await this.photos.findByIds(slides.map((slide) => slide.photo_id));
    return slides.map((slide) => toAdminSlide(slide, photos.get(slide.photo_id ?? '') ?? null));
  }

  /** The slides after it move up one: the orders stay 0, 1, 2, … */
  async deleteSlide(actor: Actor, id: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const slide = await this.lockSlideOfSlider(manager, id);
      await this.repository.deleteSlide(manager, id);
      await this.repository.renumber(manager, await this.repository.slideIdsInOrder(manager, slide.slider_id));
      await this.recordChange(manager, actor, slide, 'delete', []);
    });
  }

  /** The slider first, then the slide: every order write locks in that sequence, so none wait on each other in a circle. */
  private async lockSlideOfSlider(manager: EntityManager, id: string): Promise<Slide> {
    const found = await this.repository.findSlide(manager, id);
    if (!found) throw new NotFoundException('Slide not found');
    await this.repository.lockSlider(manager, found.slider_id);
    return this.lockSlide(manager, id);
  }

  /** Locks the slider (404 without it) and lists its slide ids in order. */
  private async lockSlides(manager: EntityManager, sliderId: string): Promise<string[]> {
    if (!(await this.repository.lockSlider(manager, sliderId))) throw new NotFoundException('Slider not found');
    return this.repository.slideIdsInOrder(manager, sliderId);
  }

  private async lockSlide(manager: EntityManager, id: string): Promise<Slide> {
    const slide = await this.repository.findSlideForUpdate(manager, id);
    if (!slide) throw new NotFoundException('Slide not found');
    return slide;
  }

  private async recordChange(
    manager: EntityManager,
    actor: Actor,
    slide: Slide,
    action: 'create' | 'update' | 'reorder' | 'delete',
    fields: string[],
  ) {
    await this.audit.record(manager, { actor, entity: 'slide', entityId: slide.id, action, changedFields: fields });
    await this.outbox.record(manager, { type: 'slider.changed', payload: { sliderId: slide.slider_id } });
  }
}

/** `ids` with `id` moved (or added) to `position`, clamped to the list: past the end is last. */
export function placeAt(ids: string[], id: string, position: number): string[] {
  const others = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(position, others.length));
  return [...others.slice(0, at), id, ...others.slice(at)];
}

function toAdminSlide(slide: Slide, photo: Photo | null): AdminSlide {
  const { id, slider_id, title, subtitle, image_url, button_text, button_url, order, active, photo_id } = slide;
  return { id, slider_id, title, subtitle, image_url, button_text, button_url, order, active, photo_id, photo };
}
