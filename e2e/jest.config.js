// Browser suites against the BUILT site: globalSetup starts api/dist/main.js once (SQLite, demo
// content), every suite drives Debian's Chromium through playwright-core.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/support'],
  // *.e2e.ts drive the browser; *.spec.ts are the support code's own units.
  testMatch: ['**/*.e2e.ts', '**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
};
