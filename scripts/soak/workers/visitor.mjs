// An anonymous visitor: the landing page and the public lists, one after another.
import { Session } from '../http-client.mjs';

const PUBLIC_READS = [
  { type: 'page /', path: '/', needsDb: false },
  { type: 'GET /api/courses', path: '/api/courses', needsDb: true },
  { type: 'GET /api/programs', path: '/api/programs', needsDb: true },
  { type: 'GET /api/gallery', path: '/api/gallery', needsDb: true },
  { type: 'GET /api/notices', path: '/api/notices', needsDb: true },
];

export async function runVisitor(context, index) {
  const session = new Session(context.baseUrl, {
    agent: context.agent,
    clientIp: `10.10.${index >> 8}.${(index & 255) + 1}`,
  });
  while (!context.stopping) {
    const read = PUBLIC_READS[Math.floor(Math.random() * PUBLIC_READS.length)];
    await context.call(session, read.type, read.path, {}, { needsDb: read.needsDb });
  }
}
