import * as path from 'path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.cjs';
import { startSite } from '../../tools/site-server.cjs';
import { ARTIFACTS_DIR, SITE_ENV } from './site';

/**
 * Starts the built site and one Chromium once for every suite; the suites read where both run from
 * the environment and open their own contexts in that browser.
 */
export default async function globalSetup(): Promise<void> {
  const [started, launched] = await Promise.allSettled([
    startSite({ logFile: path.join(ARTIFACTS_DIR, 'site-server.log'), port: process.env.E2E_PORT }),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    // Neither may outlive a failed start: jest would wait on the one left running.
    await Promise.all([
      started.status === 'fulfilled' && started.value.stop(),
      launched.status === 'fulfilled' && launched.value.close(),
    ]);
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const [site, browser] = [started.value, launched.value];
  process.env[SITE_ENV.baseUrl] = site.baseUrl;
  process.env[SITE_ENV.adminEmail] = site.credentials.adminEmail;
  process.env[SITE_ENV.adminPassword] = site.credentials.adminPassword;
  process.env[SITE_ENV.consolePassword] = site.credentials.consolePassword;
  process.env[SITE_ENV.dataDir] = site.dataDir;
  process.env[SITE_ENV.chromiumEndpoint] = browser.wsEndpoint();
  Object.assign(globalThis, { __academySite: site, __academyBrowser: browser });
  console.log(`\ne2e: built site on ${site.baseUrl} (SQLite, demo content), log in e2e/artifacts/site-server.log`);
}
