import express, { type NextFunction, type Request, type Response } from 'express';
import { MAX_PHOTO_BYTES } from './image-type.js';

const readRaw = express.raw({ type: () => true, limit: MAX_PHOTO_BYTES });

/**
 * Reads the body of `POST /api/admin/photos` (the image bytes, whatever Content-Type says) and
 * answers an oversized one with the same JSON shape as every other refusal. Other requests on
 * that path (PATCH with JSON) pass through untouched.
 */
export function rawPhotoBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST' || (req.path !== '/' && req.path !== '')) return next();
  readRaw(req, res, (error?: unknown) => {
    const status = (error as { status?: number } | undefined)?.status;
    if (status === 413) {
      res.status(413).json({ statusCode: 413, error: 'Payload Too Large', message: 'Photos can be at most 15 MB' });
      return;
    }
    next(error);
  });
}
