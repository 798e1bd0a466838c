import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../server/src/users/password-hasher.js';
import { User, type UserRole } from '../../server/src/users/user.entity.js';
import { randomBytes } from 'node:crypto';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
}

/** Every message the app wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((name) => ({
    ...(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxMail),
    file: name,
  }));
}

export function mailsTo(dataDir: string, to: string): OutboxMail[] {
  return readOutbox(dataDir).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The token of the first link to `pathname` in a message. */
export function linkToken(mail: OutboxMail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathname}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${pathname} link in "${mail.subject}"`);
  return match[1];
}

export const uniqueEmail = (name = 'user') => `${name}-${randomBytes(4).toString('hex')}@example.com`;

/** A verified user straight in the database (for tests about something other than sign-up). */
export async function createUser(
  ds: DataSource,
  fields: { email?: string; password?: string; role?: UserRole; verified?: boolean; display_name?: string } = {},
) {
  const password = fields.password ?? 'secret123';
  const user = await ds.getRepository(User).save({
    email: fields.email ?? uniqueEmail(),
    display_name: fields.display_name ?? uniqueDisplayName(),
    password_hash: await hashPassword(password),
    role: fields.role ?? 'user',
    email_verified_at: fields.verified === false ? null : new Date(),
  });
  return { ...user, password };
}

/**
 * Account mail leaves through the outbox and the job queue, a moment after the HTTP answer:
 * waits until `count` messages to `to` exist and returns them, oldest first.
 */
export async function waitForMails(dataDir: string, to: string, count = 1, timeoutMs = 10_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(dataDir, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${to}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A display name no other test account has (registration requires one). */
export const uniqueDisplayName = (): string => `Tester ${randomBytes(4).toString('hex')}`;
