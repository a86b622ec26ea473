const { domProject } = require('../tools/jest/preset');

module.exports = domProject({
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // antd pages render slowly under jsdom: typing into one takes seconds, and npm test runs these
  // beside the API suites on two cores, where a journey of several screens passed 20 s.
  testTimeout: 60000,
  // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors; jest needs the CommonJS one.
  moduleNameMapper: { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1' },
});
