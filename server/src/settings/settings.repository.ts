import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { SiteSettings } from './default-settings.js';
import { Settings } from './settings.entity.js';

/** The single settings row (id 1, enforced by the migration). */
@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(Settings) private readonly settings: Repository<Settings>) {}

  findRow(): Promise<Settings | null> {
    return this.settings.findOne({ where: { id: 1 } });
  }

  findForUpdate(manager: EntityManager): Promise<Settings | null> {
    return manager
      .getRepository(Settings)
      .createQueryBuilder('settings')
      .setLock('pessimistic_write')
      .where('settings.id = 1')
      .getOne();
  }

  /** SPEC §7: settings save is an upsert of the whole object into the single row. */
  async upsert(manager: EntityManager, settings: SiteSettings): Promise<void> {
    await manager.getRepository(Settings).save({ id: 1, ...settings });
  }
}
