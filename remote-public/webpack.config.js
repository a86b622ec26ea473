const { createFederatedConfig, createServerConfig } = require('../tools/federation.config');

const name = 'academy_public';
// Each exposed module is one screen the shell routes to; every one also renders on the server.
const exposes = {
  './LandingPage': './src/pages/LandingPage.tsx',
  './AboutPage': './src/pages/AboutPage.tsx',
  './CoursesPage': './src/pages/CoursesPage.tsx',
  './GalleryPage': './src/pages/GalleryPage.tsx',
  './ProgramPage': './src/pages/ProgramPage.tsx',
};

// `--config-name browser` (npm run dev) builds the browser container alone.
module.exports = [
  createFederatedConfig({ dir: __dirname, name, devPort: 3101, exposes }),
  createServerConfig({ dir: __dirname, name, exposes }),
];
