/**
 * Jest runs the ESM server code through @swc/jest (NestJS 12 is ESM-only).
 * unit: next to the code; integration: test/integration against a real PostgreSQL.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.spec.ts'] },
    // Real databases, queues and child processes: a loaded 2-core CI machine needs more than jest's 5 s.
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'], testTimeout: 30_000 },
  ],
};
