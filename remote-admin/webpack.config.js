const { createFederatedConfig } = require('../tools/federation.config');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'academy_admin',
  devPort: 3103,
  // Each exposed module is one screen (or, for /admin/*, one section) the shell routes to.
  exposes: {
    './AdminSection': './src/pages/AdminSection.tsx',
    './AdminDashboardPage': './src/pages/AdminDashboardPage.tsx',
    './SuperAdminPage': './src/pages/SuperAdminPage.tsx',
    './SimpleAdminPage': './src/pages/SimpleAdminPage.tsx',
  },
});
