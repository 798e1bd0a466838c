import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';

/**
 * Fails on any serious or critical axe-core violation (issue quality bar), and on headings that skip
 * a level (moderate for axe, but Lighthouse's accessibility score counts it: issue 13's bar).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Toasts fade in and out: mid-animation their partial opacity reads as low contrast, so
  // axe would flag whatever toast happens to be animating. Their resting colours pass.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order',
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** What e2e-server.mjs tells the tests about the server it started. */
export interface E2eRuntime {
  databaseUrl: string | null;
  outboxDir: string;
  /** The secret values the server runs with (OPENAI_API_KEY, MEILI_MASTER_KEY, JWT_SECRET). */
  secrets: Record<string, string>;
  /** The OpenAI-compatible server the app's OPENAI_BASE_URL points at (fake-openai-server.mjs). */
  fakeOpenAiUrl: string;
}

export function e2eRuntime(): E2eRuntime {
  const port = process.env.E2E_PORT ?? '4173';
  return JSON.parse(readFileSync(path.join(os.tmpdir(), `reelatlas-e2e-${port}.json`), 'utf8')) as E2eRuntime;
}

/** Runs SQL against the e2e server's database (only where no API exists yet for the change). */
export async function withE2eDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const { databaseUrl } = e2eRuntime();
  if (!databaseUrl) throw new Error('The e2e server runs on the embedded database; direct SQL is unavailable');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The token of the newest link to `pathname` mailed to `to` (the e2e server writes mail to its
 * outbox). Mail goes out from a background job, so a test that asked for a second link (resend)
 * says how many it expects: taking the first while the second is on its way would read a link
 * that the newer one has voided.
 */
export async function mailedLinkToken(to: string, pathname: string, { count = 1 } = {}): Promise<string> {
  const { outboxDir } = e2eRuntime();
  const { existsSync, readdirSync } = await import('node:fs');
  let token: string | undefined;
  await expect
    .poll(() => {
      // Mail is sent by a background job: the folder may not exist yet. File names start with a
      // timestamp, so sorting them puts the newest link last.
      if (!existsSync(outboxDir)) return undefined;
      const mails = readdirSync(outboxDir, { withFileTypes: true })
        .filter((entry) => entry.name.endsWith('.json'))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(
          (entry) => JSON.parse(readFileSync(path.join(outboxDir, entry.name), 'utf8')) as { to: string; text: string },
        )
        .filter((mail) => mail.to === to);
      const tokens = mails
        .map((mail) => new RegExp(`${pathname}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1])
        .filter(Boolean);
      token = tokens.length >= count ? tokens.at(-1) : undefined;
      return token;
    })
    .toBeTruthy();
  return token!;
}

/**
 * Runs `act` (a click that asks "leave with unsaved changes?") and answers the confirm it opens,
 * returning its message. The dialog is awaited before the caller goes on, so one still on its way
 * never reaches a handler added for the next dialog (two handlers answering one dialog throw).
 */
export async function answerConfirm(
  page: Page,
  act: () => Promise<void>,
  answer: 'accept' | 'dismiss',
): Promise<string> {
  const answered = page.waitForEvent('dialog').then(async (dialog) => {
    await dialog[answer]();
    return dialog.message();
  });
  await act();
  return answered;
}
