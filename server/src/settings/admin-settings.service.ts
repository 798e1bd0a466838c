import { Injectable } from '@nestjs/common';
import { AuditService, changedFields } from '../audit/index.js';
import type { AdminSettings, SettingsInput } from '../contracts/admin.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { DEFAULT_SETTINGS, withDefaultObjects, type SiteSettings } from './default-settings.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

type Actor = { id: string; email: string };

/** The settings editor (SPEC §2, §4): read the row, save the whole object. */
@Injectable()
export class AdminSettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly settings: SettingsService,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  /** Unlike the public read, the editor reads through the cache-free path and reports failures. */
  async get(): Promise<AdminSettings> {
    return toAdminSettings(await this.repository.findRow());
  }

  async save(actor: Actor, input: SettingsInput): Promise<AdminSettings> {
    const saved = await this.transactions.run(async (manager) => {
      const before = toAdminSettings(await this.repository.findForUpdate(manager));
      const next = input as SiteSettings;
      await this.repository.upsert(manager, next);
      await this.audit.record(manager, {
        actor,
        entity: 'settings',
        entityId: '1',
        action: 'update',
        changedFields: changedFields(before, next),
      });
      await this.outbox.record(manager, { type: 'settings.saved', payload: {} });
      return next;
    });
    // This process renders the next page with the new values at once; others within the cache's few seconds.
    this.settings.invalidate();
    return saved;
  }
}

function toAdminSettings(row: (SiteSettings & { id?: number; updated_at?: Date }) | null): AdminSettings {
  if (!row) return DEFAULT_SETTINGS;
  const { id: _id, updated_at: _updatedAt, ...settings } = row;
  return withDefaultObjects(settings);
}
