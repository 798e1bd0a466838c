import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/**
 * The browser features the site uses, for itself only: Near me asks for the position (geolocation),
 * a place's Share button copies the link when there is no share sheet (clipboard-write; the share
 * sheet, web-share, is left at its default, this site only, as Chromium on the desktop does not know
 * the name). Every other powerful feature is off, for the site, the admin's header/footer scripts and
 * any frame they add. Only names Chromium recognises: an unknown one is a console warning on every page.
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'clipboard-write=(self)',
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'compute-pressure=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'speaker-selection=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * helmet's headers, without its CSP (each HTML answer sets its own: web/index-html.ts, the API docs)
 * and with HSTS only when the site is served over https (APP_URL): over plain http the header means
 * nothing to a browser and, sent from a host later put behind TLS with another setup, only confuses.
 */
export function securityHeaders(config: AppConfig): RequestHandler[] {
  const https = new URL(config.appUrl).protocol === 'https:';
  return [
    helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: https }),
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
