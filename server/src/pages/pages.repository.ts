import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Page } from './page.entity.js';

/** The pages table's queries (services hold the rules, repositories the queries). */
@Injectable()
export class PagesRepository {
  constructor(@InjectRepository(Page) private readonly pages: Repository<Page>) {}

  findPublishedBySlug(slug: string): Promise<Page | null> {
    return this.pages.findOne({ where: { slug, is_published: true } });
  }
}
