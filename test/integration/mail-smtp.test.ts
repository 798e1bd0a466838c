import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from '../support/app.js';
import { waitFor } from '../support/events.js';

/** The SMTP adapter against a real SMTP server running in this process. */
describe('mail over SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'ReelAtlas <hello@reelatlas.test>',
      APP_URL: 'https://reelatlas.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the verification message over SMTP instead of the outbox folder', async () => {
    await request(t.app.getHttpServer())
      .post('/api/auth/register')
      .send({ email: 'smtp-user@example.com', password: 'secret123', display_name: 'Smtp User' })
      .expect(202);
    // Account mail leaves from the job queue, a moment after the answer.
    await waitFor(() => received.length > 0, 10_000, 'the message to arrive');
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['smtp-user@example.com']);
    expect(received[0].raw).toContain('From: ReelAtlas <hello@reelatlas.test>');
    expect(received[0].raw).toContain('Subject: Verify your email address');
    expect(received[0].raw.replace(/=\r?\n/g, '')).toContain('https://reelatlas.test/verify-email?token=3D');
    expect(existsSync(path.join(t.dataDir, 'outbox'))).toBe(false);
  });

  it('marks the refresh cookie Secure when the site is served over https', async () => {
    const { DataSource } = await import('typeorm');
    const { createUser } = await import('../support/accounts.js');
    const user = await createUser(t.app.get(DataSource));
    const res = await request(t.app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
