import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Absolute URLs on APP_URL's origin: canonical links, share pictures, JSON-LD ids. */
@Injectable()
export class SiteUrl {
  readonly origin: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.origin = new URL(config.appUrl).origin;
  }

  absolute(path: string): string {
    return new URL(path, `${this.origin}/`).href;
  }
}
