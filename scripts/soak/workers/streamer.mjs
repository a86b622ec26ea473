// A member watching a long video: 1 MiB ranges from the sample server's slow path (about 4 s each
// through the proxy), every byte checked. The rolling soak runs a few, so that a stream is likely
// under way through a process when it is told to stop.
import { Session } from '../http-client.mjs';
import { SAMPLE, SAMPLE_BYTES } from '../sample-server.mjs';

const STREAM_BYTES = 1024 * 1024;

async function logIn(context, session, member) {
  const answer = await context.call(session, 'POST /api/auth/login', '/api/auth/login', {
    method: 'POST',
    json: { email: member.email, password: member.password },
  });
  return answer.status === 200;
}

/** `context.content.slowVideo.playUrl` is the proxied address of the slow video. */
export async function runStreamer(context, index) {
  const { members, slowVideo } = context.content;
  const member = members[members.length - 1 - (index % members.length)];
  const session = new Session(context.baseUrl, {
    agent: context.agent,
    clientIp: `10.60.${index >> 8}.${(index & 255) + 1}`,
  });
  let signedIn = false;
  while (!context.stopping) {
    if (!signedIn) {
      signedIn = await logIn(context, session, member);
      continue;
    }
    const start = Math.floor(Math.random() * (SAMPLE_BYTES - STREAM_BYTES));
    const end = start + STREAM_BYTES - 1;
    const answer = await context.call(session, 'proxy long stream (1 MiB, slow NAS)', slowVideo.playUrl, {
      headers: { range: `bytes=${start}-${end}` },
      timeoutMs: 60_000,
    });
    if (answer.status === 401) signedIn = false;
    if (answer.status !== 206) continue;
    context.recorder.rangeReads.checked++;
    if (!answer.body.equals(SAMPLE.subarray(start, end + 1))) context.recorder.rangeReads.wrongBytes++;
  }
}
