// Whether two API processes share one login limit. The same number of wrong passwords is sent for
// one e-mail to one process, for another e-mail alternately to both (each process then sees every
// other guess), and for a third all at once: one limit kept in the shared database refuses at the
// same count in all three; a limit kept in each process's memory lets twice as many through when
// alternating, and a check made before the slow hash with the count after it lets a burst through.
import { send } from './http-client.mjs';

const GUESSES = 12;
const PARALLEL_GUESSES = 20;

function guess(baseUrl, email, clientIp, i) {
  return send(baseUrl, '/api/auth/login', {
    method: 'POST',
    json: { email, password: `wrong-password-${i}` },
    headers: { 'x-forwarded-for': clientIp },
  });
}

/** Wrong guesses answered before the first 429 (all of them when none was refused). */
function allowedBefore429(statuses) {
  const first = statuses.indexOf(429);
  return first === -1 ? statuses.length : first;
}

async function oneByOne(urls, email, clientIp) {
  const statuses = [];
  for (let i = 0; i < GUESSES; i++) statuses.push((await guess(urls[i % urls.length], email, clientIp, i)).status);
  return { guesses: GUESSES, statuses, allowedBefore429: allowedBefore429(statuses) };
}

/**
 * @param {string[]} processUrls  each API process's own base URL (the throttle sees X-Forwarded-For)
 * @param {{email: string}[]} targets  three accounts nobody else uses
 */
export async function checkLoginThrottle(processUrls, targets) {
  // A separate client address for each part, so the per-address limit of one part cannot stop another.
  const oneProcess = await oneByOne(processUrls.slice(0, 1), targets[0].email, '10.99.0.1');
  const alternating = await oneByOne(processUrls, targets[1].email, '10.99.0.2');
  const burst = await Promise.all(
    Array.from({ length: PARALLEL_GUESSES }, (_, i) =>
      guess(processUrls[i % processUrls.length], targets[2].email, '10.99.0.3', i),
    ),
  );
  const statuses = burst.map((answer) => answer.status);
  return {
    processes: processUrls.length,
    oneProcess,
    alternating,
    parallel: {
      guesses: PARALLEL_GUESSES,
      statuses,
      wrongPasswordAnswers: statuses.filter((s) => s === 401).length,
      refused429: statuses.filter((s) => s === 429).length,
    },
  };
}

/** One limit: refused at all, at the same count across processes as on one, and a burst no wider. */
export function throttleHolds({ oneProcess, alternating, parallel }) {
  const limit = oneProcess.allowedBefore429;
  return limit < oneProcess.guesses && alternating.allowedBefore429 === limit && parallel.wrongPasswordAnswers <= limit;
}
