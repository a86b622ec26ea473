const { createFederatedConfig, createServerConfig } = require('../tools/federation.config');

// `--config-name browser` (npm run dev) builds the browser app alone.
module.exports = [
  createFederatedConfig({ dir: __dirname, name: 'academy_shell', isHost: true, devPort: 3100 }),
  createServerConfig({ dir: __dirname, name: 'academy_shell', entry: './src/server/index.ts' }),
];
