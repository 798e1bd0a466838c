import { createHmac } from 'node:crypto';
import { e2eRuntime } from './fixtures';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An access token for `userId` signed with the e2e server's real JWT secret, already expired:
 * the server rejects it for its expiry alone, as it would a token that aged in the browser.
 */
export function expiredAccessToken(userId: string): string {
  const secret = e2eRuntime().secrets.JWT_SECRET;
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: userId, iat: now - 3600, exp: now - 60 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
