// `npm test`: build, then unit, integration and end-to-end tests. Each tier writes a JSON
// report; the last line sums them up as "Total: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Outside test-results/, which Playwright empties when it starts.
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const jest = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];
const steps = [
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  { name: 'unit', cmd: process.execPath, args: [...jest, '--selectProjects', 'unit', '--json', `--outputFile=${reports}/unit.json`] },
  {
    name: 'integration',
    cmd: process.execPath,
    args: [...jest, '--selectProjects', 'integration', '--runInBand', '--json', `--outputFile=${reports}/integration.json`],
  },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
  },
];

let failedStep;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (result.status !== 0) {
    failedStep = step.name;
    if (step.name === 'build') break;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const tier of ['unit', 'integration']) {
  const file = `${reports}/${tier}.json`;
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}
const e2eFile = path.join(reports, 'e2e.json');
if (existsSync(e2eFile)) {
  const stats = JSON.parse(readFileSync(e2eFile, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}
if (failedStep && totals.failed === 0) totals.failed = 1; // a tier that crashed counts as a failure
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
