const { createFederatedConfig } = require('../tools/federation.config');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'academy_public',
  devPort: 3101,
  // Each exposed module is one screen (or, for /admin/*, one section) the shell routes to.
  exposes: {
    './LandingPage': './src/pages/LandingPage.tsx',
    './AboutPage': './src/pages/AboutPage.tsx',
    './CoursesPage': './src/pages/CoursesPage.tsx',
    './GalleryPage': './src/pages/GalleryPage.tsx',
    './ProgramPage': './src/pages/ProgramPage.tsx',
  },
});
