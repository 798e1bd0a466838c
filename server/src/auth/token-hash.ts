import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: unguessable, so a fast hash is enough to store it. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
