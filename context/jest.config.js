const { domProject } = require('../tools/jest/preset');

module.exports = domProject();
