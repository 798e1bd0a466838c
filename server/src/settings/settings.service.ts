import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_SETTINGS, withDefaultObjects, type SiteSettings } from './default-settings.js';
import { SettingsRepository } from './settings.repository.js';
import { PublicDataVersion } from '../read-cache/index.js';

/**
 * Settings are read on every page render (title, meta, script snippets), so they are cached.
 * Every process drops them the moment any public data changes (PublicDataVersion); CACHE_MS is
 * only the backstop for a moment when changes cannot be heard.
 */
const CACHE_MS = 5_000;

@Injectable()
export class SettingsService {
  private readonly logger = new Logger(SettingsService.name);
  private cached?: { value: SiteSettings; until: number };

  constructor(
    private readonly settings: SettingsRepository,
    dataVersion: PublicDataVersion,
  ) {
    dataVersion.onChange(() => this.invalidate());
  }

  async get(): Promise<SiteSettings> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.value;
    const value = await this.readFromDatabase();
    this.cached = { value, until: Date.now() + CACHE_MS };
    return value;
  }

  /** Never throws: SPEC §8 says a settings failure falls back to the defaults. */
  async getOrDefaults(): Promise<SiteSettings> {
    return (await this.readForPublic()).settings;
  }

  /** As getOrDefaults, saying whether the answer came from the database (a fallback must not be cached). */
  async readForPublic(): Promise<{ settings: SiteSettings; fromDatabase: boolean }> {
    try {
      return { settings: await this.get(), fromDatabase: true };
    } catch (error) {
      this.logger.warn(`settings unavailable, using defaults: ${(error as Error).message}`);
      return { settings: DEFAULT_SETTINGS, fromDatabase: false };
    }
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async readFromDatabase(): Promise<SiteSettings> {
    const row = await this.settings.findRow();
    if (!row) return DEFAULT_SETTINGS;
    const { id: _id, updated_at: _updatedAt, ...settings } = row;
    return withDefaultObjects(settings);
  }
}
