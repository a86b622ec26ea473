const { nodeProject } = require('../tools/jest/preset');

// Units sit beside the code (*.spec.ts; those that need a database open a SQLite file of their
// own); end-to-end suites in test/ talk to a real database: MariaDB when TEST_DATABASE_URL /
// DATABASE_URL is set (CI sets it), else a SQLite file.
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    nodeProject({ displayName: 'unit' }),
    nodeProject({
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      testTimeout: 30000,
    }),
  ],
};
