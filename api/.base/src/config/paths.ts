import * as path from 'path';

/** api/src/config and api/dist/config sit at the same depth, so one rule finds the repository. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const API_ROOT = path.join(REPO_ROOT, 'api');
export const ASSETS_DIR = path.join(API_ROOT, 'assets');

export const WEB_APP_DIRS = {
  shell: path.join(REPO_ROOT, 'shell', 'dist'),
  public: path.join(REPO_ROOT, 'remote-public', 'dist'),
  member: path.join(REPO_ROOT, 'remote-member', 'dist'),
  admin: path.join(REPO_ROOT, 'remote-admin', 'dist'),
} as const;
