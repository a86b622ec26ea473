// Reads back, through the API and after the load has stopped, everything the ledger holds.
import { MEMBER_PAGE } from '@academy/common';
import { sleep } from './child-process.mjs';
import { parseJson } from './http-client.mjs';
import { adminSession } from './setup.mjs';

const LISTS = {
  course: '/api/admin/courses',
  video: '/api/admin/videos',
  notice: '/api/admin/notices',
  member: `/api/admin/members?status=all&pageSize=${MEMBER_PAGE.sizeMax}`,
};

async function readPage(session, path) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await session.request(path, { timeoutMs: 60_000 });
    if (answer.status === 200) return parseJson(answer);
    await sleep(1000);
  }
  throw new Error(`reading ${path} back failed 10 times`);
}

/** A whole list: an array as it is, a page ({ items, total }) followed to its last page. */
async function readList(session, path) {
  const items = [];
  for (let page = 1; ; page++) {
    const json = await readPage(session, page === 1 ? path : `${path}&page=${page}`);
    if (Array.isArray(json)) return json;
    items.push(...json.items);
    if (!json.items.length || json.total === undefined || items.length >= json.total) return items;
  }
}

/** @returns {Promise<{acknowledged: object, total: number, lost: number, problems: object[]}>} */
export async function verifyWrites({ baseUrl, agent, admin, ledger }) {
  const session = await adminSession(baseUrl, { agent, clientIp: '10.9.0.2', admin });
  const stored = {};
  for (const [kind, path] of Object.entries(LISTS)) {
    stored[kind] = new Map((await readList(session, path)).map((item) => [String(item.id), item]));
  }
  const storedValue = (kind, id) => {
    if (kind === 'member') return stored.member.get(String(id))?.email;
    if (kind === 'approval') return stored.member.get(String(id))?.role;
    return stored[kind].get(String(id))?.title;
  };
  const { lost, problems } = ledger.verify(storedValue);
  return { acknowledged: { ...ledger.acknowledged }, total: ledger.total, lost, problems };
}
