// Units sit beside the code (*.spec.ts); end-to-end suites in test/ talk to a real database:
// MariaDB when TEST_DATABASE_URL / DATABASE_URL is set (CI sets it), else a SQLite file.
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' } },
  ],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { displayName: 'unit', testEnvironment: 'node', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'], transform },
    { displayName: 'e2e', testEnvironment: 'node', roots: ['<rootDir>/test'], testMatch: ['**/*.e2e-spec.ts'], transform, globalSetup: '<rootDir>/test/global-setup.ts', testTimeout: 30000 },
  ],
};
