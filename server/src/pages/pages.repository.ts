import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type EntityManager, type Repository } from 'typeorm';
import { Page } from './page.entity.js';

/** The pages table's queries (services hold the rules, repositories the queries). */
@Injectable()
export class PagesRepository {
  constructor(@InjectRepository(Page) private readonly pages: Repository<Page>) {}

  findPublishedBySlug(slug: string): Promise<Page | null> {
    return this.pages.findOne({ where: { slug, is_published: true } });
  }

  /** SPEC §7: admin pages, all (published or not), ordered by title. */
  listAll(): Promise<Page[]> {
    return this.pages.find({ order: { title: 'ASC', id: 'ASC' } });
  }

  /** Slugs equal to `base` or `base-<n>`, to pick a free one for a new page. */
  async slugsLike(manager: EntityManager, base: string): Promise<string[]> {
    const rows: { slug: string }[] = await manager.query(
      `SELECT slug FROM pages WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
      [base],
    );
    return rows.map((row) => row.slug);
  }

  slugTakenByOther(manager: EntityManager, slug: string, id: string): Promise<boolean> {
    return manager.getRepository(Page).exists({ where: { slug, id: Not(id) } });
  }

  findForUpdate(manager: EntityManager, id: string): Promise<Page | null> {
    return manager
      .getRepository(Page)
      .createQueryBuilder('page')
      .setLock('pessimistic_write')
      .where('page.id = :id', { id })
      .getOne();
  }

  insert(manager: EntityManager, page: PageFields): Promise<Page> {
    return manager.getRepository(Page).save(page);
  }

  /** Inserts the page, or replaces the one with its slug; answers its id. */
  async upsertBySlug(manager: EntityManager, page: PageFields): Promise<string> {
    await manager.getRepository(Page).upsert(page, ['slug']);
    return (await manager.getRepository(Page).findOneByOrFail({ slug: page.slug })).id;
  }

  /** SPEC §7: update the fields plus updated_at, returning the row. */
  async update(manager: EntityManager, id: string, fields: PageFields): Promise<Page> {
    await manager.getRepository(Page).update({ id }, { ...fields, updated_at: () => 'now()' });
    return manager.getRepository(Page).findOneOrFail({ where: { id } });
  }
}

export type PageFields = Pick<Page, 'title' | 'slug' | 'content' | 'is_published'>;
