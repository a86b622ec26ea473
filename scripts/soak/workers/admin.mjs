// An administrator at work: creates and renames courses, videos and notices, and approves members
// who have just signed up. Each worker only changes what it created itself, so the order of its
// acknowledged writes is the order the site must end up reflecting.
import { sleep } from '../child-process.mjs';
import { Session } from '../http-client.mjs';
import { memberPassword } from '../setup.mjs';
import { AGREED } from '../../lib/agreements.mjs';

/** Between two writes: an administrator clicks, the tables stay a realistic size. */
const THINK_MS = 150;
const OPERATIONS = [
  ['createCourse', 1],
  ['renameCourse', 2],
  ['createVideo', 3],
  ['renameVideo', 3],
  ['createNotice', 1],
  ['renameNotice', 2],
  ['approveNewMember', 2],
];
const WEIGHT = OPERATIONS.reduce((sum, [, w]) => sum + w, 0);

function pickOperation() {
  let roll = Math.random() * WEIGHT;
  for (const [name, weight] of OPERATIONS) if ((roll -= weight) < 0) return name;
  return OPERATIONS[0][0];
}

const pickFrom = (list) => list[Math.floor(Math.random() * list.length)];

class AdminWorker {
  constructor(context, index) {
    this.context = context;
    this.index = index;
    this.session = new Session(context.baseUrl, { agent: context.agent, clientIp: `10.40.0.${index + 1}` });
    this.mine = { course: [], video: [], notice: [] };
    this.seq = 0;
    this.signedIn = false;
  }

  marker() {
    return `s${this.context.runId}-a${this.index}-${++this.seq}`;
  }

  async logIn() {
    const { email, password } = this.context.admin;
    const answer = await this.context.call(this.session, 'POST /api/auth/login (admin)', '/api/auth/login', {
      method: 'POST',
      json: { email, password },
    });
    this.signedIn = answer.status === 200;
  }

  async create(kind, path, json, title) {
    const answer = await this.context.call(this.session, `admin create ${kind}`, path, { method: 'POST', json });
    if (answer.status === 201 && answer.json?.id) {
      this.context.ledger.created(kind, answer.json.id, title);
      this.mine[kind].push({ id: answer.json.id, slug: json.slug });
    }
    return answer;
  }

  async rename(kind, path, fields = {}) {
    const target = pickFrom(this.mine[kind]);
    if (!target) return null;
    const title = `부하 ${kind} ${this.marker()}`;
    const acknowledged = this.context.ledger.updating(kind, target.id, title);
    const json = { ...fields, title, ...(target.slug ? { slug: target.slug } : {}) };
    const answer = await this.context.call(this.session, `admin rename ${kind}`, `${path}/${target.id}`, {
      method: 'PUT',
      json,
    });
    if (answer.status >= 200 && answer.status < 300) acknowledged();
    return answer;
  }

  async run(operation) {
    const { ledger, sampleOrigin, content, baseUrl, agent } = this.context;
    const marker = this.marker();
    switch (operation) {
      case 'createCourse':
        return this.create(
          'course',
          '/api/admin/courses',
          { title: `부하 course ${marker}`, slug: marker },
          `부하 course ${marker}`,
        );
      case 'renameCourse':
        return this.rename('course', '/api/admin/courses');
      case 'createVideo': {
        const courseId = pickFrom([content.courseId, ...this.mine.course.map((c) => c.id)]);
        const json = {
          courseId,
          title: `부하 video ${marker}`,
          externalUrl: `${sampleOrigin}/lectures/${marker}.mp4`,
          type: 'nas',
          isPublished: this.seq % 2 === 0,
        };
        return this.create('video', '/api/admin/videos', json, json.title);
      }
      case 'renameVideo':
        return this.rename('video', '/api/admin/videos');
      case 'createNotice':
        return this.create(
          'notice',
          '/api/admin/notices',
          { title: `부하 notice ${marker}`, body: `부하 시험 공지 ${marker}` },
          `부하 notice ${marker}`,
        );
      case 'renameNotice':
        return this.rename('notice', '/api/admin/notices');
      default: {
        const email = `${marker}@soak.test`;
        const visitor = new Session(baseUrl, { agent, clientIp: `10.50.${this.index}.${this.seq & 255}` });
        const password = memberPassword();
        const json = {
          email,
          firstName: '부하',
          lastName: '시험',
          password,
          confirmPassword: password,
          agreements: AGREED,
        };
        const signup = await this.context.call(visitor, 'POST /api/auth/signup', '/api/auth/signup', {
          method: 'POST',
          json,
        });
        const userId = signup.status === 201 ? signup.json?.user?.id : null;
        if (!userId) return signup;
        ledger.created('member', userId, email);
        const answer = await this.context.call(this.session, 'admin approve member', '/api/admin/approve-user', {
          method: 'POST',
          json: { userId },
        });
        if (answer.status === 200) ledger.created('approval', userId, 'VERIFIED');
        return answer;
      }
    }
  }
}

export async function runAdmin(context, index) {
  const worker = new AdminWorker(context, index);
  while (!context.stopping) {
    if (!worker.signedIn) await worker.logIn();
    else {
      const answer = await worker.run(pickOperation());
      if (answer?.status === 401) worker.signedIn = false;
    }
    await sleep(THINK_MS);
  }
}
