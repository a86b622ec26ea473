// The repository's own tools (no package of their own): the units beside them, and the lint tests
// (tools/lint/): the import boundaries and one-place rules of eslint.config.mjs on planted files, the
// API tier check, the paths the docs name. Run by `npm test` after the packages.
const { transform } = require('./jest/preset');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  transform,
  // ESLint loads a whole configuration and its plugins in a child process; a busy machine is slow.
  testTimeout: 120_000,
};
