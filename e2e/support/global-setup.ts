import * as path from 'path';
import { startSite } from '../../tools/site-server.cjs';
import { ARTIFACTS_DIR, SITE_ENV } from './site';

/** Starts the built site once for every suite; the suites read where it runs from the environment. */
export default async function globalSetup(): Promise<void> {
  const site = await startSite({ logFile: path.join(ARTIFACTS_DIR, 'site-server.log'), port: process.env.E2E_PORT });
  process.env[SITE_ENV.baseUrl] = site.baseUrl;
  process.env[SITE_ENV.adminEmail] = site.credentials.adminEmail;
  process.env[SITE_ENV.adminPassword] = site.credentials.adminPassword;
  process.env[SITE_ENV.consolePassword] = site.credentials.consolePassword;
  (globalThis as { __academySite?: typeof site }).__academySite = site;
  console.log(`\ne2e: built site on ${site.baseUrl} (SQLite, demo content), log in e2e/artifacts/site-server.log`);
}
