// What the API benches seed first: approved members who share one password, and courses of
// published NAS lessons, with batched multi-row INSERTs straight into the migrated schema.
import { randomUUID } from 'node:crypto';
import { insertBatches, sqlTime } from './measure.mjs';

/**
 * `members` VERIFIED members (member-00042@bench.local, joined `joinedEveryMs` apart, the last one
 * now) and `courses` courses of `videosPerCourse` 10-minute lessons. Answers the rows as inserted:
 * users [id, email, …], courses [id, …], videos [id, courseId, …].
 */
export async function seedCatalog(connection, { passwordHash, members, courses, videosPerCourse, joinedEveryMs }) {
  const now = Date.now();
  const digits = String(members - 1).length;
  const users = Array.from({ length: members }, (_, i) => [
    randomUUID(),
    `member-${String(i).padStart(digits, '0')}@bench.local`,
    passwordHash,
    ['민수', '서연', '지훈', '하은', '도윤', '지우'][i % 6],
    ['김', '이', '박', '최', '정'][i % 5],
    'VERIFIED',
    sqlTime(new Date(now - (members - i) * joinedEveryMs)),
  ]);
  await insertBatches(
    connection,
    'users',
    ['id', 'email', 'passwordHash', 'firstName', 'lastName', 'role', 'createdAt'],
    users,
  );
  const courseRows = Array.from({ length: courses }, (_, i) => [
    randomUUID(),
    `벤치 강의 ${i + 1}`,
    `bench-course-${i + 1}`,
    '[]',
    i,
  ]);
  await insertBatches(connection, 'courses', ['id', 'title', 'slug', 'tags', 'order'], courseRows);
  const videos = courseRows.flatMap(([courseId], c) =>
    Array.from({ length: videosPerCourse }, (_, v) => [
      randomUUID(),
      courseId,
      `${c + 1}-${v + 1}강`,
      `http://nas.bench.local/c${c + 1}/v${v + 1}.mp4`,
      'nas',
      600,
      1,
      sqlTime(new Date(now - (300 - v) * 60_000)),
    ]),
  );
  await insertBatches(
    connection,
    'videos',
    ['id', 'courseId', 'title', 'externalUrl', 'type', 'durationSec', 'isPublished', 'createdAt'],
    videos,
  );
  return { users, courses: courseRows, videos };
}
