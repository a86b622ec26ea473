// The repository's own tools (no package of their own): the units beside them, and the lint test
// that the import boundaries of eslint.config.mjs hold. Run by `npm test` after the packages.
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
