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

  async addSlide(actor: Actor, sliderId: string, input: NewSlideInput): Promise<AdminSlide> {
    if (!(await this.repository.findSlider(sliderId))) throw new NotFoundException('Slider not found');
    const slide = await this.transactions.run(async (manager) => {
      const created = await this.repository.insertSlide(manager, { slider_id: sliderId, photo_id: null, ...input });
      await this.recordChange(manager, actor, created, 'create', Object.keys(input));
      return created;
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

  /** SPEC §4: the client renumbers at once and persists each slide's order, one call per slide. */
  async setOrder(actor: Actor, id: string, order: number): Promise<AdminSlide> {
    const slide = await this.transactions.run(async (manager) => {
      const before = await this.lockSlide(manager, id);
      const updated = await this.repository.updateSlide(manager, id, { order });
      await this.recordChange(manager, actor, updated, 'reorder', before.order === order ? [] : ['order']);
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

  async deleteSlide(actor: Actor, id: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const slide = await this.lockSlide(manager, id);
      await this.repository.deleteSlide(manager, id);
      await this.recordChange(manager, actor, slide, 'delete', []);
    });
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

function toAdminSlide(slide: Slide, photo: Photo | null): AdminSlide {
  const { id, slider_id, title, subtitle, image_url, button_text, button_url, order, active, photo_id } = slide;
  return { id, slider_id, title, subtitle, image_url, button_text, button_url, order, active, photo_id, photo };
}
