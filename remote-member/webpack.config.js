const { createFederatedConfig } = require('../tools/federation.config');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'academy_member',
  devPort: 3102,
  // Each exposed module is one screen (or, for /admin/*, one section) the shell routes to.
  exposes: {
    './CourseDetailPage': './src/pages/CourseDetailPage.tsx',
    './VideosPage': './src/pages/VideosPage.tsx',
    './AccountPage': './src/pages/AccountPage.tsx',
    './MembersHomePage': './src/pages/MembersHomePage.tsx',
    // Not a route: the shell shows it on every path while the user must change the password.
    './PasswordChangePage': './src/pages/PasswordChangePage.tsx',
  },
});
