import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditAction, AuditEntity, AuditEntry as AuditEntryDto, AuditPage } from '../contracts/admin.js';
import type { AuditEntry } from './audit-entry.entity.js';
import { AuditRepository } from './audit.repository.js';

export interface AuditRecord {
  actor: { id: string; email: string };
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  changedFields?: string[];
}

@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  /**
   * Call inside the write's transaction (pass its manager): the record exists if and only if the
   * write committed, like the outbox event beside it.
   */
  record(manager: EntityManager, record: AuditRecord): Promise<void> {
    return this.repository.insert(manager, {
      actor_id: record.actor.id,
      actor_email: record.actor.email,
      entity: record.entity,
      entity_id: record.entityId,
      action: record.action,
      changed_fields: record.changedFields ?? [],
    });
  }

  async list(offset: number, limit: number): Promise<AuditPage> {
    const [rows, total] = await this.repository.listNewest(offset, limit);
    return { items: rows.map(toDto), total, offset, limit };
  }
}

function toDto(row: AuditEntry): AuditEntryDto {
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * The names of the fields whose value differs between two versions of a row (deep for objects).
 * A field the write leaves out (undefined) is not a change.
 */
export function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return (Object.keys(after) as (keyof T & string)[]).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
