import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AuditEntry } from './audit-entry.entity.js';

@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async insert(manager: EntityManager, entry: Omit<AuditEntry, 'id' | 'created_at'>): Promise<void> {
    await manager.getRepository(AuditEntry).insert(entry);
  }

  /** Newest first; id breaks ties between writes of one transaction (same now()). */
  listNewest(offset: number, limit: number): Promise<[AuditEntry[], number]> {
    return this.entries.findAndCount({ order: { created_at: 'DESC', id: 'DESC' }, skip: offset, take: limit });
  }
}
