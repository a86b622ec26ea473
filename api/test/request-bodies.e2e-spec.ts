import * as zlib from 'zlib';
import { LIMITS, MESSAGES } from '@academy/common';
import { agentFor, signupBody, type Agent } from './support/accounts';
import { errorBodyShape, freshClientIp } from './support/error-shape';
import { JSON_TYPE, nestedJson, sendRaw } from './support/raw-body';
import { createTestApp, type TestApp } from './support/test-app';

const E = MESSAGES.errors;
const LOGIN_ROUTES = ['/api/auth/login', '/api/auth/signup', '/api/dev/login', '/api/admin/login'];

/** A JSON object of about `bytes` bytes: one long string field beside the given ones. */
const paddedJson = (bytes: number, fields: Record<string, unknown> = {}) => {
  const head = JSON.stringify({ ...fields, padding: '' });
  return `${head.slice(0, -2)}${'x'.repeat(Math.max(0, bytes - head.length))}"}`;
};

describe('request bodies: size, depth, media type, charset, encoding, shape (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let consoleSession: Agent;
  let member: Agent;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    [admin, consoleSession, member] = await Promise.all([
      agentFor(t, 'ADMIN'),
      agentFor(t, 'console'),
      agentFor(t, 'VERIFIED'),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const visitorPost = (path: string, body: string | Buffer, headers: Record<string, string> = JSON_TYPE) =>
    sendRaw(t.http(), { method: 'post', path, body, headers: { ...headers, ...freshClientIp() } });

  describe('deeply nested JSON', () => {
    it.each(LOGIN_ROUTES)('a 200 KB nested body to %s is refused before parsing: 413, never 500', async (path) => {
      const response = await visitorPost(path, nestedJson(100_000));
      expect(response.status).toBe(413);
      expect(response.body).toEqual(errorBodyShape(413, 'PAYLOAD_TOO_LARGE'));
    });

    it.each(LOGIN_ROUTES)(
      `nesting deeper than ${LIMITS.jsonDepthMax} levels to %s answers 400 with its own message`,
      async (path) => {
        const response = await visitorPost(path, nestedJson(LIMITS.jsonDepthMax + 1));
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ...errorBodyShape(400, 'BAD_REQUEST'), message: E.jsonTooDeep });
      },
    );

    it(`${LIMITS.jsonDepthMax} levels are still read (the fields are then checked as usual)`, async () => {
      const response = await visitorPost('/api/auth/login', nestedJson(LIMITS.jsonDepthMax));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it('an administrator’s 150 KB nested body is refused with 400 as well', async () => {
      const response = await sendRaw(admin, {
        method: 'post',
        path: '/api/admin/courses',
        body: nestedJson(75_000, 'title'),
        headers: JSON_TYPE,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(E.jsonTooDeep);
    });

    it('brackets inside strings are text, not nesting', async () => {
      const title = '['.repeat(100) + '{'.repeat(100);
      const response = await sendRaw(admin, {
        method: 'post',
        path: '/api/admin/courses',
        body: JSON.stringify({ title, slug: 'brackets-in-title' }),
        headers: JSON_TYPE,
      });
      expect(response.status).toBe(201);
      expect(response.body.title).toBe(title);
    });
  });

  describe('body size: 16 KB unless the caller has administrator access', () => {
    const KB = 1024;

    it.each(LOGIN_ROUTES)('%s refuses 17 KB with 413 and the Korean message', async (path) => {
      const response = await visitorPost(path, paddedJson(17 * KB));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ ...errorBodyShape(413, 'PAYLOAD_TOO_LARGE'), message: E.payloadTooLarge });
    });

    it('a sign-up of 15 KB is read (and refused for its fields only)', async () => {
      const response = await visitorPost('/api/auth/signup', paddedJson(15 * KB, { ...signupBody(), firstName: '' }));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'firstName', message: MESSAGES.validation.firstName }]);
    });

    it('a signed-in member gets the small limit too', async () => {
      const response = await sendRaw(member, {
        method: 'post',
        path: '/api/auth/logout',
        body: paddedJson(20 * KB),
        headers: JSON_TYPE,
      });
      expect(response.status).toBe(413);
    });

    it('a visitor cannot send a large body to an admin route either', async () => {
      const response = await visitorPost('/api/superadmin/programs', paddedJson(100 * KB));
      expect(response.status).toBe(413);
    });

    it.each([
      ['ADMIN', () => admin],
      ['a console session', () => consoleSession],
    ])('%s may send a 150 KB program', async (_name, caller) => {
      const content = `<p>${'가나다 '.repeat(12_000)}</p>`;
      const body = JSON.stringify({
        slug: `big-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        title: '큰 프로그램',
        content: content.slice(0, 20_000),
        curriculum: content.slice(0, 20_000),
        description: 'x'.repeat(20_000),
      });
      expect(Buffer.byteLength(body)).toBeGreaterThan(100 * KB);
      const response = await sendRaw(caller(), {
        method: 'post',
        path: '/api/superadmin/programs',
        body,
        headers: JSON_TYPE,
      });
      expect(response.status).toBe(201);
    });

    it(`an administrator's body over ${LIMITS.adminBodyBytes / KB} KB is 413`, async () => {
      const response = await sendRaw(admin, {
        method: 'post',
        path: '/api/superadmin/programs',
        body: paddedJson(LIMITS.adminBodyBytes + KB),
        headers: JSON_TYPE,
      });
      expect(response.status).toBe(413);
    });
  });

  describe('media type and charset', () => {
    const login = JSON.stringify({ email: 'nobody@test.local', password: '' });

    it.each(['iso-8859-1', 'utf-16', 'latin1', 'no-such-charset'])(
      'charset=%s answers 415 UNSUPPORTED_MEDIA_TYPE',
      async (charset) => {
        const response = await visitorPost('/api/auth/login', login, {
          'Content-Type': `application/json; charset=${charset}`,
        });
        expect(response.status).toBe(415);
        expect(response.body).toEqual({
          ...errorBodyShape(415, 'UNSUPPORTED_MEDIA_TYPE'),
          message: E.unsupportedCharset,
        });
      },
    );

    it.each(['utf-8', 'UTF-8', '"utf-8"'])('charset=%s is read', async (charset) => {
      const response = await visitorPost('/api/auth/login', login, {
        'Content-Type': `application/json; charset=${charset}`,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'password', message: MESSAGES.validation.passwordRequired }]);
    });

    it.each([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/vnd.api+json',
    ])('a body sent as %s answers 415', async (type) => {
      const response = await visitorPost('/api/auth/login', login, { 'Content-Type': type });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        ...errorBodyShape(415, 'UNSUPPORTED_MEDIA_TYPE'),
        message: E.unsupportedMediaType,
      });
    });

    it('a body without a Content-Type answers 415', async () => {
      const response = await visitorPost('/api/auth/login', login, {});
      expect(response.status).toBe(415);
    });

    it('a request without a body needs no Content-Type', async () => {
      await sendRaw(member, { method: 'post', path: '/api/auth/logout' }).expect(200);
    });
  });

  describe('Content-Encoding', () => {
    const body = JSON.stringify({ email: 'nobody@test.local', password: '' });
    const encoded = { gzip: zlib.gzipSync(body), deflate: zlib.deflateSync(body), br: zlib.brotliCompressSync(body) };

    it.each(Object.keys(encoded) as Array<keyof typeof encoded>)('a well-formed %s body is read', async (encoding) => {
      const response = await visitorPost('/api/auth/login', encoded[encoding], {
        ...JSON_TYPE,
        'Content-Encoding': encoding,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'password', message: MESSAGES.validation.passwordRequired }]);
    });

    it.each(['gzip', 'deflate', 'br'])('a broken %s body answers 400', async (encoding) => {
      const response = await visitorPost('/api/auth/login', Buffer.from('this is not compressed at all'), {
        ...JSON_TYPE,
        'Content-Encoding': encoding,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ...errorBodyShape(400, 'BAD_REQUEST'), message: E.unreadableBody });
    });

    it('a truncated gzip body answers 400', async () => {
      const response = await visitorPost('/api/auth/login', encoded.gzip.subarray(0, 12), {
        ...JSON_TYPE,
        'Content-Encoding': 'gzip',
      });
      expect(response.status).toBe(400);
    });

    it.each(['compress', 'x-custom', 'gzip, br', 'identity; q=1'])(
      'an unknown encoding (%s) answers 415',
      async (encoding) => {
        const response = await visitorPost('/api/auth/login', body, { ...JSON_TYPE, 'Content-Encoding': encoding });
        expect(response.status).toBe(415);
        expect(response.body).toEqual({
          ...errorBodyShape(415, 'UNSUPPORTED_MEDIA_TYPE'),
          message: E.unsupportedEncoding,
        });
      },
    );

    it('a small gzip body that inflates past the limit answers 413', async () => {
      const bomb = zlib.gzipSync(paddedJson(2 * 1024 * 1024));
      expect(bomb.length).toBeLessThan(16 * 1024);
      const response = await visitorPost('/api/auth/login', bomb, { ...JSON_TYPE, 'Content-Encoding': 'gzip' });
      expect(response.status).toBe(413);
    });
  });

  describe('JSON shape', () => {
    it.each([
      ['an array', '[{"email":"a@b.co","password":"x"}]', E.bodyNotObject],
      ['a string', '"hello"', E.badJson],
      ['null', 'null', E.badJson],
      ['a number', '42', E.badJson],
      ['broken JSON', '{"email":', E.badJson],
      ['a NaN literal', '{"order":NaN}', E.badJson],
      [
        'broken UTF-8',
        Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xc3, 0x28]), Buffer.from('@b.co","password":"x"}')]),
        E.badUtf8,
      ],
    ])('a body that is %s answers 400', async (_name, body, message) => {
      const response = await visitorPost('/api/auth/login', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ...errorBodyShape(400, 'BAD_REQUEST'), message });
    });

    it.each([
      ['__proto__ at the top', '{"__proto__":{"role":"ADMIN"},"title":"t","slug":"proto-top"}'],
      ['__proto__ inside a list', '{"title":"t","slug":"proto-list","tags":[{"__proto__":{"x":1}}]}'],
      ['constructor', '{"constructor":{"prototype":{"role":"ADMIN"}},"title":"t","slug":"ctor"}'],
      ['prototype', '{"title":"t","slug":"proto","prototype":1}'],
      ['an escaped __proto__', '{"\\u005f_proto__":{"role":"ADMIN"},"title":"t","slug":"escaped"}'],
    ])('a key named %s answers 400 even where the rest is valid', async (_name, body) => {
      const response = await sendRaw(admin, { method: 'post', path: '/api/admin/courses', body, headers: JSON_TYPE });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ...errorBodyShape(400, 'BAD_REQUEST'), message: E.forbiddenKey });
    });
  });

  describe('query parameters: one value per name', () => {
    it.each([
      ['/api/admin/members?q[]=kim', 'q'],
      ['/api/admin/members?status[]=pending', 'status'],
      ['/api/admin/members?q=kim&q=lee', 'q'],
      ['/api/admin/members?page[]=1', 'page'],
      ['/api/admin/members?role[x]=ADMIN', 'role'],
      ['/api/admin/courses?q[]=x', 'q'],
      ['/api/courses?status[]=a', 'status'],
    ])('%s answers 400 naming %s', async (path, field) => {
      const response = await admin.get(path);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ...errorBodyShape(400, 'VALIDATION_FAILED'),
        message: MESSAGES.validation.queryParameter,
        errors: [{ field, message: MESSAGES.validation.queryParameter }],
      });
    });

    it('the video proxy refuses a repeated u with 400 before anything else', async () => {
      const response = await member.get('/proxy/video?u=http://a.test/a.mp4&u=http://b.test/b.mp4');
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'u', message: MESSAGES.validation.queryParameter }]);
    });

    it('single values still work', async () => {
      await admin.get('/api/admin/members?q=kim&status=all&page=1&pageSize=10').expect(200);
    });
  });
});
