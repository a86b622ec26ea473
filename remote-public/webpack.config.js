const { createFederatedConfig, createServerConfig, remoteContainer } = require('../tools/federation.config');

// Each exposed module is one screen the shell routes to; every one also renders on the server.
const { name, exposes, serverExposes } = remoteContainer('public');

// `--config-name browser` (npm run dev) builds the browser container alone.
module.exports = [
  createFederatedConfig({ dir: __dirname, name, devPort: 3101, exposes }),
  createServerConfig({ dir: __dirname, name, exposes: serverExposes }),
];
