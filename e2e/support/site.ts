import * as path from 'path';

export const ARTIFACTS_DIR = path.resolve(__dirname, '..', 'artifacts');

/** Where globalSetup publishes the running site to the suites. */
export const SITE_ENV = {
  baseUrl: 'E2E_BASE_URL',
  adminEmail: 'E2E_ADMIN_EMAIL',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  consolePassword: 'E2E_CONSOLE_PASSWORD',
  /** The site's data directory (its SQLite file), for states no API call can bring about. */
  dataDir: 'E2E_DATA_DIR',
  /** The WebSocket address of the Chromium globalSetup launched, which every suite connects to. */
  chromiumEndpoint: 'E2E_CHROMIUM_ENDPOINT',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the suites with \`npm test -w @academy/e2e\` (its globalSetup starts the site)`,
    );
  return value;
}

export const site = {
  get baseUrl() {
    return required(SITE_ENV.baseUrl);
  },
  url(pathname: string) {
    return new URL(pathname, required(SITE_ENV.baseUrl)).toString();
  },
  get dataDir() {
    return required(SITE_ENV.dataDir);
  },
  get admin() {
    return { email: required(SITE_ENV.adminEmail), password: required(SITE_ENV.adminPassword) };
  },
};
