import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Settings } from './settings.entity.js';

/** The single settings row (id 1, enforced by the migration). */
@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(Settings) private readonly settings: Repository<Settings>) {}

  findRow(): Promise<Settings | null> {
    return this.settings.findOne({ where: { id: 1 } });
  }
}
