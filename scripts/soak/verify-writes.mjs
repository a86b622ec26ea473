// Reads back, through the API and after the load has stopped, everything the ledger holds.
import { sleep } from './child-process.mjs';
import { parseJson } from './http-client.mjs';
import { adminSession } from './setup.mjs';

const LISTS = {
  course: '/api/admin/courses',
  video: '/api/admin/videos',
  notice: '/api/admin/notices',
  member: '/api/admin/members?status=all',
};

async function readList(session, path) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await session.request(path, { timeoutMs: 60_000 });
    if (answer.status === 200) {
      const json = parseJson(answer);
      return Array.isArray(json) ? json : json.items;
    }
    await sleep(1000);
  }
  throw new Error(`reading ${path} back failed 10 times`);
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
