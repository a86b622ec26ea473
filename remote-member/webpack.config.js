const { createFederatedConfig, createServerConfig, remoteContainer } = require('../tools/federation.config');

// Each exposed module is one screen the shell routes to, plus the password change screen it mounts
// by itself; the server container offers the signed-in pages the server renders (/parent).
const { name, exposes, serverExposes } = remoteContainer('member');

// `--config-name browser` (npm run dev) builds the browser container alone.
module.exports = [
  createFederatedConfig({ dir: __dirname, name, devPort: 3102, exposes }),
  createServerConfig({ dir: __dirname, name, exposes: serverExposes }),
];
