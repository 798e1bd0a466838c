import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';
import { listRoutes, type RegisteredRoute } from '../support/routes.js';

/**
 * The OpenAPI document at /api/docs-json is what API clients generate code from: it must validate
 * with a linter nobody here wrote (Redocly's recommended rules, configured in redocly.yaml), and say
 * for every protected operation how to authenticate.
 */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let routes: RegisteredRoute[];
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp();
    doc = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as Document;
    routes = listRoutes(t.app);
    dir = mkdtempSync(path.join(os.tmpdir(), 'ra-openapi-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Each operation with the Express-style path and method it documents. */
  const operations = () =>
    Object.entries(doc.paths).flatMap(([route, item]) =>
      HTTP_METHODS.flatMap((method) => {
        const operation = item[method];
        const expressPath = route.replace(/\{(\w+)\}/g, ':$1');
        return operation ? [{ key: `${method.toUpperCase()} ${expressPath}`, operation }] : [];
      }),
    );

  it('passes `redocly lint` with the recommended rules: no errors, no unexplained warnings', () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const result = spawnSync(
      process.execPath,
      [require_('@redocly/cli/bin/cli.js'), 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
      {
        encoding: 'utf8',
        // No update check or usage report from a test run.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    // Warnings too: each one is fixed, or its rule is turned off in redocly.yaml with the reason.
    const problems = report.problems.map(
      (problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(result.status).toBe(0);
  });

  it('names the site it describes in servers', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.servers?.every((server) => server.url.length > 0)).toBe(true);
  });

  it('gives every operation a summary', () => {
    const missing = operations().filter(({ operation }) => !operation.summary?.trim());
    expect(missing.map(({ key }) => key)).toEqual([]);
  });

  it("names bearer security on every protected operation, from the route's declared access policy", () => {
    const policyOf = new Map(routes.map((route) => [`${route.method} ${route.path}`, route.policy]));
    const documented = operations();
    expect(documented.length).toBeGreaterThan(50);
    for (const { key, operation } of documented) {
      const policy = policyOf.get(key);
      expect([key, policy]).toEqual([key, expect.anything()]);
      const security = JSON.stringify(operation.security ?? []);
      if (policy?.kind === 'public') expect([key, security]).toEqual([key, expect.not.stringContaining('bearer')]);
      else {
        expect([key, operation.security]).toEqual([key, [{ bearer: [] }]]);
        expect([key, Object.keys(operation.responses)]).toEqual([key, expect.arrayContaining(['401'])]);
      }
      if (policy?.kind === 'roles')
        expect([key, Object.keys(operation.responses)]).toEqual([key, expect.arrayContaining(['403'])]);
    }
  });

  it('documents a success and a client error for every operation, and 400 for every body', () => {
    for (const { key, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect([key, statuses.some((status) => /^2/.test(status))]).toEqual([key, true]);
      expect([key, statuses.some((status) => /^4/.test(status))]).toEqual([key, true]);
      if (operation.requestBody) expect([key, statuses]).toEqual([key, expect.arrayContaining(['400'])]);
    }
  });

  it('writes nullable fields the way its declared OpenAPI version allows', () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    // `type: "null"` and type lists are JSON Schema 2020-12 (OpenAPI 3.1); 3.0 says `nullable: true`,
    // beside a `type`.
    const invalid: string[] = [];
    walk(doc, '#', (node, pointer) => {
      if (node.type === 'null' || Array.isArray(node.type)) invalid.push(`${pointer}/type`);
      if (node.nullable === true && typeof node.type !== 'string') invalid.push(`${pointer}/nullable`);
    });
    expect(invalid).toEqual([]);
    expect(JSON.stringify(doc)).toContain('"nullable":true');
  });
});

/** Every object of a JSON value with its JSON pointer. */
function walk(value: unknown, pointer: string, visit: (node: Record<string, unknown>, pointer: string) => void): void {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) visit(value as Record<string, unknown>, pointer);
  for (const [key, child] of Object.entries(value)) walk(child, `${pointer}/${key}`, visit);
}

/** A package file's absolute path (jest runs the tests as ES modules, without `require`). */
function require_(specifier: string): string {
  return path.join(process.cwd(), 'node_modules', specifier);
}
