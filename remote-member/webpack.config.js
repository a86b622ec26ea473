const { createFederatedConfig, remoteContainer } = require('../tools/federation.config');

// Each exposed module is one screen the shell routes to, plus the password change screen it mounts by itself.
module.exports = createFederatedConfig({ dir: __dirname, devPort: 3102, ...remoteContainer('member') });
