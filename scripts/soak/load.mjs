// The mixed load: `connections` workers, each one visitor with its own session and address,
// looping until told to stop. Every request is recorded under the phase in which it started.
import { sleep } from './child-process.mjs';
import { createAgent, parseJson } from './http-client.mjs';
import { runAdmin } from './workers/admin.mjs';
import { runMember } from './workers/member.mjs';
import { runStreamer } from './workers/streamer.mjs';
import { runVisitor } from './workers/visitor.mjs';

/** After a failure a worker pauses briefly, as a browser's retry would, instead of spinning. */
const PAUSE_AFTER_FAILURE_MS = 100;

/** How the workers are split: a few administrators, half members, the rest anonymous visitors. */
export function splitWorkers(connections) {
  const admins = Math.max(1, Math.round(connections * 0.08));
  const members = Math.max(1, Math.round(connections * 0.5));
  return { admins, members, visitors: Math.max(1, connections - admins - members) };
}

const lastUpstream = (header) => (header ? String(header).split(',').pop().trim() : undefined);

export class LoadContext {
  constructor({ baseUrl, connections, streamers = 0, recorder, ledger, content, sampleOrigin, runId, admin }) {
    Object.assign(this, { baseUrl, recorder, ledger, content, sampleOrigin, runId, admin });
    this.agent = createAgent(connections + streamers);
    this.stopping = false;
  }

  /** Sends through `session`, records the outcome, and returns it with its JSON body when it has one. */
  async call(session, type, path, options = {}, { needsDb = true } = {}) {
    const phase = this.recorder.phase;
    const start = Date.now();
    const result = await session.request(path, options);
    const end = Date.now();
    const failed = result.status === 0 || result.status >= 500;
    const json = failed || result.headers['content-type']?.includes('json') ? parseJson(result) : null;
    this.recorder.record({
      type,
      phase,
      start,
      end,
      status: result.status,
      error: result.error,
      upstream: lastUpstream(result.headers['x-soak-upstream']),
      needsDb,
      code: failed ? json?.code : undefined,
      retryAfter: failed ? result.headers['retry-after'] : undefined,
    });
    if (failed) await sleep(PAUSE_AFTER_FAILURE_MS);
    return { ...result, json };
  }
}

/** `streamers` (default none) are long video streams on connections of their own, beyond `connections`. */
export function startLoad(options) {
  const context = new LoadContext(options);
  const { admins, members, visitors } = splitWorkers(options.connections);
  const streamers = options.streamers ?? 0;
  const running = [];
  for (let i = 0; i < admins; i++) running.push(runAdmin(context, i));
  for (let i = 0; i < members; i++) running.push(runMember(context, i));
  for (let i = 0; i < visitors; i++) running.push(runVisitor(context, i));
  for (let i = 0; i < streamers; i++) running.push(runStreamer(context, i));
  return {
    workers: { admins, members, visitors, streamers },
    async stop() {
      context.stopping = true;
      await Promise.all(running);
      context.agent.destroy();
    },
  };
}
