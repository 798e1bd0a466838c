import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_SETTINGS, type SiteSettings } from './default-settings.js';
import { SettingsRepository } from './settings.repository.js';

/**
 * Settings are read on every page render (title, meta, script snippets), so they are
 * cached briefly. The database stays the only source of truth: another process sees a
 * change within CACHE_MS, and a write here drops the cache at once.
 */
const CACHE_MS = 5_000;

@Injectable()
export class SettingsService {
  private readonly logger = new Logger(SettingsService.name);
  private cached?: { value: SiteSettings; until: number };

  constructor(private readonly settings: SettingsRepository) {}

  async get(): Promise<SiteSettings> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.value;
    const value = await this.readFromDatabase();
    this.cached = { value, until: Date.now() + CACHE_MS };
    return value;
  }

  /** Never throws: SPEC §8 says a settings failure falls back to the defaults. */
  async getOrDefaults(): Promise<SiteSettings> {
    try {
      return await this.get();
    } catch (error) {
      this.logger.warn(`settings unavailable, using defaults: ${(error as Error).message}`);
      return DEFAULT_SETTINGS;
    }
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async readFromDatabase(): Promise<SiteSettings> {
    const row = await this.settings.findRow();
    if (!row) return DEFAULT_SETTINGS;
    const { id: _id, updated_at: _updatedAt, ...settings } = row;
    return { ...settings, adsense_slots: { ...DEFAULT_SETTINGS.adsense_slots, ...settings.adsense_slots } };
  }
}
