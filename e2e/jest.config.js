// Browser suites against the BUILT site: globalSetup starts api/dist/main.js once (SQLite, demo
// content), every suite drives Debian's Chromium through playwright-core.
//
// `npm test` runs them in two steps, each with a site of its own: first every suite but a few, two
// at a time (each makes its own accounts and records, and finds them by search); then, alone, the
// suites that compare what several pages or the API show of the whole site's content, which a
// record added by a suite running beside them would change between two reads.
const ALONE = ['server-rendered-html', 'consistency', 'no-javascript'].map((name) => `tests/${name}\\.e2e\\.ts$`);
const suites = process.env.E2E_SUITES;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/support'],
  // *.e2e.ts drive the browser; *.spec.ts are the support code's own units.
  testMatch: ['**/*.e2e.ts', '**/*.spec.ts'],
  // E2E_SUITES=shared: all but ALONE; E2E_SUITES=alone: ALONE only; unset: everything.
  testPathIgnorePatterns: ['/node_modules/', ...(suites === 'shared' ? ALONE : [])],
  ...(suites === 'alone' ? { testRegex: ALONE, testMatch: undefined } : {}),
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  testSequencer: '<rootDir>/support/longest-first-sequencer.js',
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
};
