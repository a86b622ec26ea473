const { nodeProject } = require('../tools/jest/preset');

/** @type {import('jest').Config} */
module.exports = nodeProject();
