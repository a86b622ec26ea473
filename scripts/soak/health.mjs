// Readiness as the site reports it: `/api/health/ready` where it exists, else `/api/health`
// (older builds), so the soak runs against either and says which one it used.
import { send } from './http-client.mjs';
import { sleep } from './child-process.mjs';

const READY = '/api/health/ready';
const LEGACY = '/api/health';

/** Which readiness route this build answers; asked once, of a process known to be up. */
export async function detectReadinessPath(baseUrl) {
  const answer = await send(baseUrl, READY, { timeoutMs: 5000 });
  return answer.status === 404 ? LEGACY : READY;
}

export async function isReady(baseUrl, path) {
  const answer = await send(baseUrl, path, { timeoutMs: 3000 });
  return answer.status === 200;
}

/** Polls until 200; `alive()` false means the process died and waiting is pointless. */
export async function waitReady(
  baseUrl,
  { path = LEGACY, alive = () => true, timeoutMs = 60_000, intervalMs = 200 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) return false;
    if (await isReady(baseUrl, path)) return true;
    await sleep(intervalMs);
  }
  return false;
}
