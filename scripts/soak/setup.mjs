// Puts in what the load needs, through the site's own API: an administrator session, a course with
// NAS videos on the sample server, and approved members. Everything created is acknowledged and
// goes into the ledger like the writes made under load.
import { randomBytes } from 'node:crypto';
import { parseJson, Session } from './http-client.mjs';
import { AGREED } from '../lib/agreements.mjs';

export const SETUP_VIDEOS = 3;
const MEMBER_PASSWORD_BYTES = 12;

export const memberPassword = () => `pw-${randomBytes(MEMBER_PASSWORD_BYTES).toString('base64url')}`;

export function expectStatus(result, expected, what) {
  if (result.status === expected) return parseJson(result);
  const detail = result.error ?? result.body.toString('utf8').slice(0, 300);
  throw new Error(`${what}: expected ${expected}, got ${result.status || 'no answer'} ${detail}`);
}

export async function adminSession(baseUrl, { agent, clientIp, admin }) {
  const session = new Session(baseUrl, { agent, clientIp });
  const answer = await session.request('/api/auth/login', {
    method: 'POST',
    json: { email: admin.email, password: admin.password },
  });
  expectStatus(answer, 200, 'administrator login');
  return session;
}

/** Signs a member up from its own address (sign-ups are limited per address) and returns it. */
export async function signUp(baseUrl, { agent, clientIp, email, password }) {
  const visitor = new Session(baseUrl, { agent, clientIp });
  const body = { email, firstName: '부하', lastName: '시험', password, confirmPassword: password, agreements: AGREED };
  return visitor.request('/api/auth/signup', { method: 'POST', json: body });
}

/**
 * @param {{baseUrl: string, agent: import('node:http').Agent, admin: {email: string, password: string},
 *   sampleOrigin: string, runId: string, memberCount: number, ledger: import('./write-ledger.mjs').WriteLedger}} options
 */
export async function prepareContent({ baseUrl, agent, admin, sampleOrigin, runId, memberCount, ledger }) {
  const adminUser = await adminSession(baseUrl, { agent, clientIp: '10.9.0.1', admin });

  const courseTitle = `부하 시험 강의 ${runId}`;
  const course = expectStatus(
    await adminUser.request('/api/admin/courses', {
      method: 'POST',
      json: { title: courseTitle, slug: `soak-${runId}` },
    }),
    201,
    'creating the soak course',
  );
  ledger.created('course', course.id, courseTitle);

  const videos = [];
  for (let i = 1; i <= SETUP_VIDEOS; i++) {
    const title = `부하 시험 NAS 영상 ${i} ${runId}`;
    const json = {
      courseId: course.id,
      title,
      externalUrl: `${sampleOrigin}/lectures/soak-${runId}-${i}.mp4`,
      type: 'nas',
      isPublished: true,
    };
    const video = expectStatus(
      await adminUser.request('/api/admin/videos', { method: 'POST', json }),
      201,
      `registering NAS video ${i} on the sample server`,
    );
    ledger.created('video', video.id, title);
    videos.push(video);
  }

  const members = [];
  for (let i = 0; i < memberCount; i++) {
    const member = { email: `soak-${runId}-member-${i}@soak.test`, password: memberPassword() };
    const created = expectStatus(
      await signUp(baseUrl, { agent, clientIp: `10.20.${i >> 8}.${(i & 255) + 1}`, ...member }),
      201,
      `signing up ${member.email}`,
    );
    member.id = created.user.id;
    ledger.created('member', member.id, member.email);
    expectStatus(
      await adminUser.request('/api/admin/approve-user', { method: 'POST', json: { userId: member.id } }),
      200,
      `approving ${member.email}`,
    );
    ledger.created('approval', member.id, 'VERIFIED');
    members.push(member);
  }

  // Members for the throttle check, left pending: wrong passwords are all they will ever get.
  const throttleTargets = [];
  for (let i = 0; i < 3; i++) {
    const target = { email: `soak-${runId}-throttle-${i}@soak.test`, password: memberPassword() };
    expectStatus(
      await signUp(baseUrl, { agent, clientIp: `10.21.0.${i + 1}`, ...target }),
      201,
      `signing up ${target.email}`,
    );
    throttleTargets.push(target);
  }
  return { courseId: course.id, videos, members, throttleTargets };
}
