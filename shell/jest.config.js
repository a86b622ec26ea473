const { domProject } = require('../tools/jest/preset');

// antd forms are slow to render in jsdom on a busy 2-core machine.
module.exports = domProject({ testTimeout: 30000 });
