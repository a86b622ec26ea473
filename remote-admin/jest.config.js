/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // antd pages render slowly under jsdom; typing into them takes a few seconds.
  testTimeout: 20000,
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-mock.js',
    // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors; jest needs the CommonJS one.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
};
