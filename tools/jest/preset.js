/*
 * The jest settings every package shares. TypeScript goes through @swc/jest (about three times
 * faster than ts-jest here): decorators with their type metadata for the API (Nest injection,
 * TypeORM columns, class-validator rules), the automatic JSX runtime for the React apps.
 */

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

module.exports = { transform, nodeProject };
