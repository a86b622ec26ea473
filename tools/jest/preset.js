/*
 * The jest settings every package shares. TypeScript goes through @swc/jest (about three times
 * faster than ts-jest here): decorators with their type metadata for the API (Nest injection,
 * TypeORM columns, class-validator rules), the automatic JSX runtime for the React apps.
 */

const path = require('path');

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

/** .ts without JSX parsing, so `<Type>value` casts keep working; .tsx with it. */
const transform = { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) };

/** Units beside the code under src/, in Node. */
function nodeProject(overrides = {}) {
  return { testEnvironment: 'node', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'], transform, ...overrides };
}

/**
 * A front-end package's units under src/, in jsdom, with the one shared setup (tools/jest/setup-dom.ts)
 * and style sheets imported as nothing. `setupFilesAfterEnv` given in overrides runs after it.
 */
function domProject({ setupFilesAfterEnv = [], moduleNameMapper = {}, ...overrides } = {}) {
  return {
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    roots: ['<rootDir>/src'],
    transform,
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts'), ...setupFilesAfterEnv],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-mock.js'), ...moduleNameMapper },
    ...overrides,
  };
}

module.exports = { transform, nodeProject, domProject };
