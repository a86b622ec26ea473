// (i) What /parent costs a parent on a phone: a 390 px mobile context with the CPU slowed 4× (as
// Lighthouse's mobile profile does), cold every run (new context, no cache), signed in through the
// API. Measured: when the first child's week figures are drawn (in the server's HTML) and when the
// page answers taps (hydrated), beside /members' first course card for an approved student on the
// same profile (the member area's home, client-rendered).
import { chromium } from 'playwright-core';
import chromiumSetup from '../../tools/chromium.cjs';
import { AGREED } from '../lib/agreements.mjs';

const CHILD_FIGURES = '[data-testid="child-week"] [data-testid="minutes"]';
const MEMBER_HOME = '.mb-layout__main section';
/** The shell marks the page root once React has it (APP_READY_ATTRIBUTE). */
const APP_READY = 'html[data-app-ready]';
const CPU_SLOWDOWN = 4;

/** Notes (performance.now()) when each watched selector is first in the document with a box. */
function recordMoments(watched) {
  const seen = {};
  window.__moments = seen;
  const check = () => {
    for (const [name, selector] of Object.entries(watched)) {
      if (seen[name] !== undefined) continue;
      const element = document.querySelector(selector);
      if (element && element.getClientRects().length > 0) seen[name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]);
};
const median = (values) => percentile(values, 0.5);

async function post(request, url, data, expected = [200, 201]) {
  const answer = await request.post(url, { data });
  if (!expected.includes(answer.status())) throw new Error(`${url}: HTTP ${answer.status()} ${await answer.text()}`);
  return answer.json();
}

/** A student with a started lesson and a parent linked to them, made through the API. */
async function family(browser, baseUrl, credentials) {
  const admin = await browser.newContext();
  const id = Math.random().toString(36).slice(2, 8);
  await post(admin.request, `${baseUrl}/api/auth/login`, {
    email: credentials.adminEmail,
    password: credentials.adminPassword,
  });
  const student = {
    email: `bench-child-${id}@academy.test`,
    password: `pw-${id}-secret`,
    firstName: '민수',
    lastName: '김',
  };
  const parent = {
    email: `bench-parent-${id}@academy.test`,
    password: `pw-${id}-secret`,
    firstName: '영희',
    lastName: '김',
  };
  const signup = (person, extra = {}) =>
    post(admin.request, `${baseUrl}/api/auth/signup`, {
      ...person,
      confirmPassword: person.password,
      agreements: AGREED,
      ...extra,
    });
  const { user } = await signup(student);
  await post(admin.request, `${baseUrl}/api/admin/approve-user`, { userId: user.id });
  await signup(parent, { accountType: 'PARENT', phone: '010-1234-5678' });
  const child = await browser.newContext();
  await post(child.request, `${baseUrl}/api/auth/login`, { email: student.email, password: student.password });
  const { code } = await (await child.request.get(`${baseUrl}/api/me/parent-link-code`)).json();
  const parentContext = await browser.newContext();
  await post(parentContext.request, `${baseUrl}/api/auth/login`, { email: parent.email, password: parent.password });
  const link = await post(parentContext.request, `${baseUrl}/api/parent/links`, { code });
  await post(admin.request, `${baseUrl}/api/admin/parent-links/${link.id}/confirm`, {});
  await Promise.all([admin.close(), child.close(), parentContext.close()]);
  return { student, parent };
}

/**
 * One cold visit of `path` signed in as `who`, in ms from navigation: when `selector` was first
 * drawn, and when the app had taken the page over.
 */
async function coldRun(browser, baseUrl, who, path, selector) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(recordMoments, { target: selector, ready: APP_READY });
    await post(context.request, `${baseUrl}/api/auth/login`, { email: who.email, password: who.password });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    return await page
      .waitForFunction(() => window.__moments.target && window.__moments.ready && window.__moments, null, {
        timeout: 60_000,
        polling: 'raf',
      })
      .then((handle) => handle.jsonValue());
  } finally {
    await context.close();
  }
}

export async function measureParent(baseUrl, credentials, runs) {
  console.log(`\n(i) /parent on a phone (390 px, CPU ${CPU_SLOWDOWN}× slower), ${runs} cold runs each:`);
  const browser = await chromium.launch({
    executablePath: chromiumSetup.CHROMIUM_PATH,
    args: chromiumSetup.CHROMIUM_ARGS,
  });
  try {
    const { student, parent } = await family(browser, baseUrl, credentials);
    const home = [];
    const members = [];
    // Alternated, so drift on a shared machine falls on both alike.
    for (let run = 0; run < runs; run++) {
      home.push(await coldRun(browser, baseUrl, parent, '/parent', CHILD_FIGURES));
      members.push(await coldRun(browser, baseUrl, student, '/members', MEMBER_HOME));
    }
    const summary = (runs, moment) => {
      const values = runs.map((run) => run[moment]);
      return { median: median(values), p95: percentile(values, 0.95) };
    };
    const figures = {
      parentFiguresMs: summary(home, 'target'),
      parentReadyMs: summary(home, 'ready'),
      membersHomeMs: summary(members, 'target'),
      membersReadyMs: summary(members, 'ready'),
    };
    const line = (label, { median, p95 }) => console.log(`    ${label} median ${median} ms, p95 ${p95} ms`);
    line("/parent, the first child's week drawn:", figures.parentFiguresMs);
    line('/parent, answering taps (hydrated):   ', figures.parentReadyMs);
    line('/members, the first section drawn:    ', figures.membersHomeMs);
    line('/members, answering taps:             ', figures.membersReadyMs);
    console.log(
      `    ratio /parent ÷ /members, drawn (medians): ${(figures.parentFiguresMs.median / figures.membersHomeMs.median).toFixed(2)}`,
    );
    return figures;
  } finally {
    await browser.close();
  }
}
