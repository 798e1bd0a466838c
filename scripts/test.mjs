// `npm test`: build, type-check and lint, then unit, client, integration, system and end-to-end tests. Each tier writes a
// JSON report; the last line sums them up as "Total: N passed, N failed, N skipped", followed by
// the flaky tests (which count as failed: a test that fails half the time is a failing test) and
// the reasons for the skips. A tier that crashed without a report counts as one failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Outside test-results/, which Playwright empties when it starts.
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const jest = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];
/**
 * Integration suites that run alone, after the others: what they measure would move with a second
 * suite beside them. Paths as jest matches them (regular expressions).
 */
const SERIAL_INTEGRATION_SUITES = [
  // The event loop's answer time and the timing of refused sign-ins, bounded in milliseconds.
  'test/integration/upload-stall\\.test\\.ts',
  'test/integration/auth-timing\\.test\\.ts',
  // Transaction ids are the cluster's, not one database's: a suite beside it moves the horizon the
  // search index reads its change log by.
  'test/integration/search-index\\.test\\.ts',
];
const steps = [
  { name: 'build', cmd: 'npm', args: ['run', 'build'], gate: true },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'], gate: true },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'], gate: true },
  {
    name: 'unit',
    cmd: process.execPath,
    args: [...jest, '--selectProjects', 'unit', '--json', `--outputFile=${reports}/unit.json`],
    report: 'unit.json',
  },
  {
    name: 'client',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--config',
      'client/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      // Absolute: vitest resolves a relative path against its root (client/), not here.
      `--outputFile=${path.resolve(reports, 'client.json')}`,
    ],
    report: 'client.json',
  },
  {
    // Two at a time: most suites wait on databases, child processes and timers, not the CPU.
    name: 'integration',
    cmd: process.execPath,
    args: [
      ...jest,
      '--selectProjects',
      'integration',
      '--maxWorkers=2',
      '--testPathIgnorePatterns',
      ...SERIAL_INTEGRATION_SUITES,
      '--json',
      `--outputFile=${reports}/integration.json`,
    ],
    report: 'integration.json',
  },
  {
    name: 'integration-serial',
    cmd: process.execPath,
    args: [
      ...jest,
      '--selectProjects',
      'integration',
      '--runInBand',
      ...SERIAL_INTEGRATION_SUITES,
      '--json',
      `--outputFile=${reports}/integration-serial.json`,
    ],
    report: 'integration-serial.json',
  },
  {
    // The multi-process stack (bench/stack) broken while it works: its own PostgreSQL, Redis,
    // apps, workers and HAProxy, never the machine's. After integration, so CI runs it.
    name: 'system',
    cmd: process.execPath,
    args: [...jest, '--selectProjects', 'system', '--runInBand', '--json', `--outputFile=${reports}/system.json`],
    report: 'system.json',
  },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: 'e2e.json',
  },
];

const failedSteps = [];
// How long each step took, printed at the end: where the run's time goes, for keeping CI short.
const durations = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  durations.push(`${step.name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    failedSteps.push(step.name);
    // Nothing after a failed build or type check is worth running: CI must go red on it.
    if (step.gate) break;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const skipReasons = [];
// vitest's JSON report has jest's shape.
for (const tier of ['unit', 'client', 'integration', 'integration-serial', 'system']) {
  const file = path.join(reports, `${tier}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
  skipReasons.push(...jestSkipReasons(r));
}
const e2eFile = path.join(reports, 'e2e.json');
if (existsSync(e2eFile)) {
  const stats = JSON.parse(readFileSync(e2eFile, 'utf8')).stats ?? {};
  totals.passed += stats.expected ?? 0;
  totals.flaky += stats.flaky ?? 0;
  totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  totals.skipped += stats.skipped ?? 0;
  skipReasons.push(...playwrightSkipReasons(JSON.parse(readFileSync(e2eFile, 'utf8'))));
}

// A step that failed without a failing test in its report (the build or type check, a tier that
// crashed, a runner that exited non-zero anyway) still fails the run, and is named.
const problems = failedSteps.map((name) => {
  const step = steps.find((s) => s.name === name);
  if (step.gate) return `${name} failed, tests not run`;
  return existsSync(path.join(reports, step.report)) ? `${name} exited non-zero` : `${name} crashed`;
});
const unreported = failedSteps.filter((name) => {
  const step = steps.find((s) => s.name === name);
  return step.gate || !existsSync(path.join(reports, step.report));
});
totals.failed += unreported.length;
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = 1;

const notes = [];
if (totals.flaky > 0) notes.push(`${totals.flaky} flaky, counted as failed`);
notes.push(...problems);
notes.push(...new Set(skipReasons));
// No colon after the counts: CI reads "N passed, N failed" from the start of this line.
const suffix = notes.length > 0 ? ` (${notes.join('; ').replaceAll(':', ' -')})` : '';
console.log(`\nSteps: ${durations.join(', ')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${suffix}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);

/**
 * Why jest skipped what it skipped: a skipped describe states its reason in its title, in
 * brackets at the end ("search contract: Meilisearch adapter [MEILI_URL unset]").
 */
function jestSkipReasons(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'pending' || test.status === 'todo')
      .map(
        (test) =>
          /\[([^\]]+)\]/.exec([...test.ancestorTitles, test.title].join(' '))?.[1] ??
          `${path.basename(file.name)}: ${test.title}`,
      ),
  );
}

/** Playwright keeps the reason given to `test.skip(condition, reason)` as a 'skip' annotation. */
function playwrightSkipReasons(report) {
  const reasons = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'skipped')
          reasons.push(test.annotations.find((a) => a.type === 'skip')?.description ?? spec.title);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return reasons;
}
