const { createFederatedConfig, remoteContainer } = require('../tools/federation.config');

// Each exposed module is one screen (or, for /admin/*, one section) the shell routes to.
module.exports = createFederatedConfig({ dir: __dirname, devPort: 3103, ...remoteContainer('admin') });
