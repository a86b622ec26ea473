const { createFederatedConfig } = require('../tools/federation.config');

module.exports = createFederatedConfig({ dir: __dirname, name: 'academy_shell', isHost: true, devPort: 3100 });
