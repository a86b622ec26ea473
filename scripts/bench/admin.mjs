// (e) What the admin area costs a signed-in ADMIN: scripts and time to /admin/members' first member
// row, when the admin frame (layout and menu) is first drawn, /admin/analytics' chart drawn,
// /admin-dashboard's first content, how long /login takes to send a signed-in ADMIN on, and the
// header login dialog's first open.
// Every run is cold: a new browser context (no cache, no cookies), signed in through the API.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import chromiumSetup from '../../tools/chromium.cjs';
import { AGREED } from '../lib/agreements.mjs';

/** What the ADMIN sees as /admin/members' content: the first member row of its table. */
const MEMBER_ROW = '.admin-layout__content tbody tr[data-row-key]';
/** The admin frame: the section's own menu, drawn before any screen's data. */
const ADMIN_FRAME = 'nav[aria-label="관리자 메뉴"] a[href="/admin/members"]';
/** /admin-dashboard's content: its first tab panel. */
const DASHBOARD_CONTENT = '[role="tabpanel"]';
/** /admin/analytics' daily chart: its canvas, drawn in the same commit Chart.js paints it (no animation). */
const ANALYTICS_CHART = '.analytics-chart canvas[role="img"]';
/** The per-video table's first row: with the chart and the summary, what the screen opens on. */
const ANALYTICS_TABLE = '.analytics-videos-table tr.ant-table-row';
const LOGIN_DIALOG = '[role="dialog"] input[type="email"]';

/**
 * Runs in the page before its scripts: notes (performance.now()) when each watched selector is
 * first in the document with a box, when the first click happened and whether a password field
 * ever showed. Self-contained: Playwright sends it as source text.
 */
function recordMoments(watched) {
  const seen = {};
  window.__moments = seen;
  const check = () => {
    for (const [name, selector] of Object.entries(watched)) {
      if (seen[name] !== undefined) continue;
      const element = document.querySelector(selector);
      if (element && element.getClientRects().length > 0) seen[name] = performance.now();
    }
    if (seen.passwordField === undefined && document.querySelector('input[type="password"]'))
      seen.passwordField = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('click', () => (seen.click ??= performance.now()), true);
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
};

async function newContext(browser, watched) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(recordMoments, watched);
  return context;
}

async function signIn(context, baseUrl, credentials) {
  const answer = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email: credentials.adminEmail, password: credentials.adminPassword },
  });
  if (answer.status() !== 200) throw new Error(`admin login: HTTP ${answer.status()}`);
}

const moment = (page, name, timeout = 30_000) =>
  page
    .waitForFunction((key) => window.__moments[key], name, { timeout, polling: 'raf' })
    .then((handle) => handle.jsonValue());

/** /admin/members cold: the scripts received before its first member row, and when frame and rows appeared. */
async function membersRun(browser, baseUrl, credentials) {
  const context = await newContext(browser, { frame: ADMIN_FRAME, rows: MEMBER_ROW });
  try {
    await signIn(context, baseUrl, credentials);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${baseUrl}/admin/members`, { waitUntil: 'commit' });
    const rowsAt = await moment(page, 'rows');
    const frameAt = await moment(page, 'frame');
    const finishedAt = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.responseEnd])),
    );
    let gzipBytes = 0;
    let transferBytes = 0;
    let count = 0;
    for (const response of scripts) {
      const end = finishedAt[response.url()];
      if (end === undefined || end > rowsAt) continue;
      const body = await response.body();
      const sizes = await response.request().sizes();
      gzipBytes += gzipSync(body, { level: 9 }).length;
      transferBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      count += 1;
    }
    return { rowsAt, frameAt, gzipBytes, transferBytes, scripts: count };
  } finally {
    await context.close();
  }
}

/** /admin/analytics cold: when its daily chart is drawn. */
async function analyticsRun(browser, baseUrl, credentials) {
  const context = await newContext(browser, { chart: ANALYTICS_CHART, table: ANALYTICS_TABLE });
  try {
    await signIn(context, baseUrl, credentials);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/analytics`, { waitUntil: 'commit' });
    return { chartAt: await moment(page, 'chart'), tableAt: await moment(page, 'table') };
  } finally {
    await context.close();
  }
}

async function dashboardRun(browser, baseUrl, credentials) {
  const context = await newContext(browser, { content: DASHBOARD_CONTENT });
  try {
    await signIn(context, baseUrl, credentials);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin-dashboard`, { waitUntil: 'commit' });
    return { contentAt: await moment(page, 'content') };
  } finally {
    await context.close();
  }
}

/** A signed-in ADMIN opening /login: when the page has moved on, and whether the form ever showed. */
async function loginRedirectRun(browser, baseUrl, credentials) {
  const context = await newContext(browser, {});
  try {
    await signIn(context, baseUrl, credentials);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    const leftAt = await page
      .waitForFunction(() => location.pathname !== '/login' && performance.now(), null, {
        timeout: 30_000,
        polling: 'raf',
      })
      .then((handle) => handle.jsonValue());
    const formShown = await page.evaluate(() => window.__moments.passwordField !== undefined);
    return { leftAt, formShown };
  } finally {
    await context.close();
  }
}

/** A visitor on / clicks the header's 로그인 once the page answers clicks: click → the dialog's form drawn. */
async function loginDialogRun(browser, baseUrl) {
  const context = await newContext(browser, { dialog: LOGIN_DIALOG });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
    const dialogAt = await moment(page, 'dialog');
    const clickAt = await page.evaluate(() => window.__moments.click);
    return { openMs: dialogAt - clickAt };
  } finally {
    await context.close();
  }
}

/** Pending members, so /admin/members' first tab has rows to draw. */
async function seedPendingMembers(baseUrl) {
  for (let i = 0; i < 3; i += 1) {
    const id = `${Date.now().toString(36)}${i}`;
    const password = `bench-${id}-pw`;
    const answer = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${id}@academy.test`,
        password,
        confirmPassword: password,
        firstName: '민준',
        lastName: '박',
        agreements: AGREED,
      }),
    });
    if (answer.status !== 201) throw new Error(`bench sign-up: HTTP ${answer.status} ${await answer.text()}`);
  }
}

/** A VERIFIED member who has opened a lesson today and watched part of it, so the analytics chart has a day to draw. */
async function seedViewing(browser, baseUrl, credentials) {
  const admin = await browser.newContext();
  const member = await browser.newContext();
  try {
    await signIn(admin, baseUrl, credentials);
    const id = `${Date.now().toString(36)}v`;
    const account = { email: `bench-${id}@academy.test`, password: `bench-${id}-pw` };
    const signup = await admin.request.post(`${baseUrl}/api/auth/signup`, {
      data: { ...account, confirmPassword: account.password, firstName: '서연', lastName: '이', agreements: AGREED },
    });
    if (signup.status() !== 201) throw new Error(`bench viewer sign-up: HTTP ${signup.status()}`);
    const pending = await (
      await admin.request.get(`${baseUrl}/api/admin/members?status=pending&q=${encodeURIComponent(account.email)}`)
    ).json();
    await admin.request.post(`${baseUrl}/api/admin/approve-user`, { data: { userId: pending.items[0].id } });
    await signIn(member, baseUrl, { adminEmail: account.email, adminPassword: account.password });
    const videos = await (await member.request.get(`${baseUrl}/api/videos`)).json();
    if (!videos.length) throw new Error('bench viewer: no video to watch in the demo content');
    const viewed = await member.request.post(`${baseUrl}/api/videos/${videos[0].id}/view`);
    if (!viewed.ok()) throw new Error(`bench viewer view: HTTP ${viewed.status()}`);
    const saved = await member.request.put(`${baseUrl}/api/videos/${videos[0].id}/progress`, {
      data: { position: 30, duration: 120 },
    });
    if (!saved.ok()) throw new Error(`bench viewer progress: HTTP ${saved.status()} ${await saved.text()}`);
  } finally {
    await admin.close();
    await member.close();
  }
}

/**
 * @param {string} baseUrl
 * @param {{ adminEmail: string, adminPassword: string }} credentials  the site's ADMIN account
 * @param {number} runs  cold runs per figure (the median is reported)
 */
export async function measureAdmin(baseUrl, credentials, runs = 5) {
  await seedPendingMembers(baseUrl);
  const browser = await chromium.launch({
    executablePath: chromiumSetup.CHROMIUM_PATH,
    args: chromiumSetup.CHROMIUM_ARGS,
  });
  try {
    await seedViewing(browser, baseUrl, credentials);
    const members = [];
    const analytics = [];
    const dashboard = [];
    const redirect = [];
    const dialog = [];
    for (let run = 0; run < runs; run += 1) {
      members.push(await membersRun(browser, baseUrl, credentials));
      analytics.push(await analyticsRun(browser, baseUrl, credentials));
      dashboard.push(await dashboardRun(browser, baseUrl, credentials));
      redirect.push(await loginRedirectRun(browser, baseUrl, credentials));
      dialog.push(await loginDialogRun(browser, baseUrl));
    }
    return {
      runs,
      median: {
        jsBeforeMembersGzipBytes: median(members.map((r) => r.gzipBytes)),
        jsBeforeMembersTransferBytes: median(members.map((r) => r.transferBytes)),
        scriptsBeforeMembers: median(members.map((r) => r.scripts)),
        membersFirstRowsMs: median(members.map((r) => r.rowsAt)),
        adminFrameMs: median(members.map((r) => r.frameAt)),
        analyticsChartMs: median(analytics.map((r) => r.chartAt)),
        analyticsChartAndTableMs: median(analytics.map((r) => Math.max(r.chartAt, r.tableAt))),
        dashboardFirstContentMs: median(dashboard.map((r) => r.contentAt)),
        loginRedirectMs: median(redirect.map((r) => r.leftAt)),
        loginDialogOpenMs: median(dialog.map((r) => r.openMs)),
      },
      loginFormShownToSignedInAdmin: redirect.filter((r) => r.formShown).length,
      samples: { members, analytics, dashboard, redirect, dialog },
    };
  } finally {
    await browser.close();
  }
}
