import { randomBytes } from 'crypto';
import * as path from 'path';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { newMemberAccount, signInAsAdmin, signUpViaApi } from './accounts';
import { site } from './site';

/** `length` characters without a single space: the hardest text for a column to hold. */
export function unbrokenText(prefix: string, length = 100): string {
  const filler = '가나다라마바사아자차카타파하';
  let text = prefix;
  while (text.length < length) text += filler[text.length % filler.length];
  return text.slice(0, length);
}

/** A 100-character address: a 64-character local part (the most an address may have) and a 35-character domain. */
export function longEmail(label: string): string {
  const local = `${label}-${randomBytes(3).toString('hex')}-`.padEnd(64, 'x');
  return `${local}@${'d'.repeat(22)}.academy.test`;
}

async function send(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  data: Record<string, unknown>,
  status: number,
) {
  const answer = await request[method](site.url(path), { data });
  if (answer.status() !== status)
    throw new Error(
      `${method.toUpperCase()} ${path}: expected ${status}, got ${answer.status()} ${await answer.text()}`,
    );
  return answer.json();
}

export interface LongRecords {
  name: string;
  email: string;
  courseTitle: string;
  videoTitle: string;
  noticeTitle: string;
  caption: string;
}

/**
 * Members in every state (pending, rejected, verified) whose names are 100 characters without a
 * space, and a course, a video, a notice and a gallery image with 100-character titles, all
 * through the API as the ADMIN would create them.
 */
export async function seedLongRecords(context: BrowserContext): Promise<LongRecords> {
  const id = randomBytes(3).toString('hex');
  const firstName = unbrokenText(`이름${id}`, 50);
  const lastName = unbrokenText(`성${id}`, 50);
  const emails = ['pending', 'rejected', 'verified'].map((label) => longEmail(label));
  for (const email of emails) {
    await signUpViaApi(context.request, { ...newMemberAccount('long'), email, firstName, lastName });
  }
  await signInAsAdmin(context);
  // Searched by address: suites running beside this one sign up members of their own.
  const idOf = async (email: string) => {
    const found = await context.request.get(
      site.url(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`),
    );
    const { items } = (await found.json()) as { items: { id: string; email: string }[] };
    return items.find((user) => user.email === email)?.id;
  };
  await send(
    context.request,
    'post',
    '/api/admin/reject-user',
    { userId: await idOf(emails[1]!), memo: unbrokenText('거절 메모', 100) },
    200,
  );
  await send(
    context.request,
    'post',
    '/api/admin/approve-user',
    { userId: await idOf(emails[2]!), memo: unbrokenText('승인 메모', 100) },
    200,
  );

  const courseTitle = unbrokenText(`강의${id}`);
  const course = await send(
    context.request,
    'post',
    '/api/admin/courses',
    {
      title: courseTitle,
      slug: `long-course-${id}`,
      description: unbrokenText('설명', 200),
      tags: ['문법', '독해', '어휘', '듣기', unbrokenText('태그', 40)],
      order: 0,
    },
    201,
  );
  const videoTitle = unbrokenText(`동영상${id}`);
  await send(
    context.request,
    'post',
    '/api/admin/videos',
    {
      courseId: course.id,
      title: videoTitle,
      description: unbrokenText('설명', 200),
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      durationSec: 1512,
      isPublished: true,
    },
    201,
  );
  await send(
    context.request,
    'post',
    '/api/admin/videos',
    {
      courseId: course.id,
      title: unbrokenText(`예정${id}`),
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      durationSec: 36000,
      isPublished: true,
      accessStart: '2099-01-01T00:00:00Z',
    },
    201,
  );
  const noticeTitle = unbrokenText(`공지${id}`);
  await send(
    context.request,
    'post',
    '/api/admin/notices',
    {
      title: noticeTitle,
      body: unbrokenText('본문', 300),
      startsAt: '2099-01-01T00:00:00Z',
      endsAt: '2099-12-31T00:00:00Z',
    },
    201,
  );
  const caption = unbrokenText(`사진${id}`, 100);
  await send(context.request, 'post', '/api/admin/gallery', { imageUrl: '/assets/gallery/awards.svg', caption }, 201);
  return { name: `${lastName} ${firstName}`, email: emails[0], courseTitle, videoTitle, noticeTitle, caption };
}

interface SqliteFile {
  prepare(sql: string): { run(...values: unknown[]): unknown };
  close(): void;
}
// The API's own SQLite driver; it ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const openSqlite = require('better-sqlite3') as new (file: string, options: { timeout: number }) => SqliteFile;

/**
 * An e-mail the outbox gave up on (it takes three days of refused deliveries to get there), written
 * straight into the site's database: the overview's 발송 실패 메일 card is then drawn in its alert state.
 */
export function seedFailedMail(): void {
  const db = new openSqlite(path.join(site.dataDir, 'academy.sqlite'), { timeout: 10_000 });
  try {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString().replace('T', ' ').slice(0, 23);
    db.prepare(
      `INSERT INTO mail_outbox (kind, recipient, payload, state, priority, attempts, createdAt, nextAttemptAt, lastError)
       VALUES ('MEMBER_APPROVED', 'bounced@academy.test', '', 'failed', 0, 40, ?, ?, '550 mailbox unavailable')`,
    ).run(threeDaysAgo, threeDaysAgo);
  } finally {
    db.close();
  }
}
