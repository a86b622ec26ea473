const { nodeProject } = require('../tools/jest/preset');

// Units sit beside the code (*.spec.ts; those that need a database open a SQLite file of their
// own); end-to-end suites in test/ talk to a real database: MariaDB when TEST_DATABASE_URL /
// DATABASE_URL is set (CI sets it), else a SQLite file.
// Suites that time the server (slow clients) or push bursts of argon2 logins through the
// throttle's row locks: beside another suite on a 2-core machine they miss their bounds, alone
// they pass. `npm test` runs them one by one after the rest (package.json).
const RUN_ALONE = ['auth-throttle', 'auth-throttle-parallel', 'console-throttle', 'slow-clients'];

/** @type {import('jest').Config} */
module.exports = {
  // A global option: jest ignores testTimeout inside a project, so e2e hooks (a fresh MariaDB
  // database, migrations) had Jest's 5 s and timed out under parallel workers.
  testTimeout: 30000,
  projects: [
    nodeProject({ displayName: 'unit' }),
    nodeProject({
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      testPathIgnorePatterns: [`/test/(${RUN_ALONE.join('|')})\\.e2e-spec\\.ts$`],
      globalSetup: '<rootDir>/test/global-setup.ts',
    }),
    nodeProject({
      displayName: 'e2e-alone',
      roots: ['<rootDir>/test'],
      testMatch: RUN_ALONE.map((name) => `**/test/${name}.e2e-spec.ts`),
      globalSetup: '<rootDir>/test/global-setup.ts',
    }),
  ],
};
