// An approved member: logs in, lists the videos it may watch, asks for a URL and for can-view,
// reads ranges through the video proxy (checking every byte), and now and then logs in again.
import { playableNasUrl } from '@academy/common/video-url';
import { Session } from '../http-client.mjs';
import { SAMPLE, SAMPLE_BYTES } from '../sample-server.mjs';

const RANGE_BYTES = 64 * 1024;

async function logIn(context, session, member) {
  const answer = await context.call(session, 'POST /api/auth/login', '/api/auth/login', {
    method: 'POST',
    json: { email: member.email, password: member.password },
  });
  return answer.status === 200;
}

async function readRange(context, session, video) {
  const start = Math.floor(Math.random() * (SAMPLE_BYTES - RANGE_BYTES));
  const end = start + RANGE_BYTES - 1;
  const answer = await context.call(session, 'proxy range read', video.playUrl, {
    headers: { range: `bytes=${start}-${end}` },
  });
  if (answer.status !== 206) return answer;
  context.recorder.rangeReads.checked++;
  if (!answer.body.equals(SAMPLE.subarray(start, end + 1))) context.recorder.rangeReads.wrongBytes++;
  return answer;
}

export async function runMember(context, index) {
  const { members } = context.content;
  const member = members[index % members.length];
  const session = new Session(context.baseUrl, {
    agent: context.agent,
    clientIp: `10.30.${index >> 8}.${(index & 255) + 1}`,
  });
  let signedIn = await logIn(context, session, member);
  let videos = [];
  while (!context.stopping) {
    if (!signedIn) {
      signedIn = await logIn(context, session, member);
      continue;
    }
    const pick = Math.random();
    const video = videos[Math.floor(Math.random() * videos.length)];
    // Only files on the sample server: the demo content's NAS addresses lead nowhere.
    const nas = videos.filter(
      (v) => v.playUrl.startsWith('/proxy/video') && v.url.startsWith(`${context.sampleOrigin}/`),
    );
    let answer;
    if (!video || pick < 0.2) {
      answer = await context.call(session, 'GET /api/videos', '/api/videos');
      // The member page plays NAS files through the proxy, with the same rule as here.
      if (answer.status === 200 && Array.isArray(answer.json))
        videos = answer.json.map((v) => ({ ...v, playUrl: playableNasUrl(v.url) }));
    } else if (pick < 0.4) {
      answer = await context.call(session, 'GET /api/videos/:id/url', `/api/videos/${video.id}/url`);
    } else if (pick < 0.6) {
      answer = await context.call(session, 'GET /api/videos/:id/can-view', `/api/videos/${video.id}/can-view`);
    } else if (pick < 0.96 && nas.length) {
      answer = await readRange(context, session, nas[Math.floor(Math.random() * nas.length)]);
    } else {
      await context.call(session, 'POST /api/auth/logout', '/api/auth/logout', { method: 'POST' });
      signedIn = await logIn(context, session, member);
      continue;
    }
    if (answer.status === 401) signedIn = false;
  }
}
