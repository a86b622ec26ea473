import { hash } from '@node-rs/argon2';
import { MESSAGES, normalizeEmail, THROTTLE_LIMITS } from '@academy/common';
import { DataSource } from 'typeorm';
import { ARGON2_OPTIONS } from '../src/auth/password-hasher';
import { User } from '../src/members/user.entity';
import { createMember, signedInAdmin, signupBody } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

// 'é' as one code point (NFC) and as 'e' + a combining acute accent (NFD): the same text to a reader.
const NFC_E = '\u00e9';
const NFD_E = 'e\u0301';

describe('e-mails and passwords are compared as normalised Unicode (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip = '198.51.100.1') =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const signup = (email: string, password: string) =>
    t.http().post('/api/auth/signup').send(signupBody({ email, password }));

  /** An account whose non-ASCII address was stored before sign-up required ASCII (stored NFC, as then). */
  async function earlierMember(email: string, password = 'earlier-password-1') {
    const member = await createMember(t, 'PENDING', { password });
    await t.app.get(DataSource).getRepository(User).update({ id: member.id }, { email });
    return { ...member, email };
  }

  it.each([
    ['a Cyrillic е', 'm\u0435mber-a@example.com'],
    ['a U+2010 hyphen', 'member\u2010a@example.com'],
    ['a combining accent in the domain', 'member-a@exa\u0301mple.com'],
    ['an accented letter', `v${NFC_E}rified@example.com`],
  ])('a new e-mail with %s is refused: 400 with the Korean message on email, no account made', async (_name, email) => {
    const refused = await signup(email, 'lookalike-password-1').expect(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'email', message: MESSAGES.validation.emailAscii }],
    });
    const users = t.app.get(DataSource).getRepository(User);
    expect(await users.countBy({ email: normalizeEmail(email) })).toBe(0);
  });

  it('a quoted local part, the same mailbox as the plain one (RFC 5321), is refused: 400 on email, no second account', async () => {
    await signup('verified-ovjl@example.com', 'plain-password-1').expect(201);
    for (const email of ['"verified-ovjl"@example.com', '"verified ovjl"@example.com', 'a"b@example.com']) {
      const refused = await signup(email, 'quoted-password-1').expect(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'email', message: MESSAGES.validation.email }],
      });
    }
    const users = t.app.get(DataSource).getRepository(User);
    expect(await users.countBy({ email: normalizeEmail('"verified-ovjl"@example.com') })).toBe(0);
  });

  it('a fullwidth copy of an address folds (NFKC) into that address: 409 DUPLICATE_EMAIL, never a second account', async () => {
    const real = await signup('member-a@example.com', 'real-password-1').expect(201);
    const copy = await signup('\uff4dember-a@example.com', 'copy-password-1').expect(409);
    expect(copy.body.code).toBe('DUPLICATE_EMAIL');
    const fresh = await signup('\uff4dember-b@\uff45xample.com', 'fresh-password-1').expect(201);
    expect(fresh.body.user.email).toBe('member-b@example.com');
    expect(fresh.body.user.id).not.toBe(real.body.user.id);
  });

  it('an account made before the rule (vérified@ beside verified@) still signs in, and neither opens the other', async () => {
    const plain = await signup('verified@example.com', 'plain-password-1').expect(201);
    const accented = await earlierMember(`v${NFC_E}rified@example.com`, 'accented-password-1');
    await login(`v${NFC_E}rified@example.com`, 'plain-password-1').expect(401);
    await login('verified@example.com', 'accented-password-1').expect(401);

    const asPlain = await login('Verified@Example.COM', 'plain-password-1').expect(200);
    expect(asPlain.body.user.id).toBe(plain.body.user.id);
    const asAccented = await login(`V${NFD_E.toUpperCase()}RIFIED@example.com`, 'accented-password-1').expect(200);
    expect(asAccented.body.user.id).toBe(accented.id);
  });

  it('an earlier e-mail typed in NFD is the same account as in NFC', async () => {
    const earlier = await earlierMember(`jos${NFC_E}@example.com`, 'jose-password-1');
    for (const typed of [`jos${NFD_E}@example.com`, `JOS${NFC_E.toUpperCase()}@example.com`]) {
      const signedIn = await login(typed, 'jose-password-1').expect(200);
      expect(signedIn.body.user.id).toBe(earlier.id);
    }
  });

  it('the member search finds a stored e-mail whichever way its accents are typed', async () => {
    const member = await earlierMember(`fran${NFC_E}oise-${Date.now()}@example.com`);
    const admin = await signedInAdmin(t);
    for (const q of [`fran${NFC_E}oise`, `FRAN${NFD_E.toUpperCase()}OISE`]) {
      const found = await admin.get('/api/admin/members').query({ q }).expect(200);
      expect(found.body.items.map((item: { id: string }) => item.id)).toEqual([member.id]);
    }
  });

  it('spellings of one e-mail share its throttle: no extra tries per variant', async () => {
    const member = await earlierMember(`r${NFC_E}sum${NFC_E}@example.com`);
    const variants = [
      member.email,
      member.email.toUpperCase(),
      ` ${member.email} `,
      `r${NFD_E}sum${NFD_E}@example.com`,
      `R${NFD_E.toUpperCase()}SUM${NFC_E}@EXAMPLE.COM`,
    ];
    expect(variants).toHaveLength(THROTTLE_LIMITS.login.perEmailAndIp);
    for (const email of variants) await login(email, 'wrong', '203.0.113.50').expect(401);
    for (const email of variants) await login(email, member.password, '203.0.113.50').expect(429);
  });

  it('a password typed in NFD signs in when typed in NFC, and the other way round', async () => {
    const nfd = await createMember(t, 'PENDING', { password: `caf${NFD_E}-au-lait` });
    await login(nfd.email, `caf${NFC_E}-au-lait`).expect(200);
    const nfc = await createMember(t, 'PENDING', { password: `caf${NFC_E}-au-lait` });
    await login(nfc.email, `caf${NFD_E}-au-lait`).expect(200);
  });

  it('a hash made before normalisation (from the NFD text) still signs in, and is re-hashed from the NFC text', async () => {
    const member = await createMember(t, 'PENDING', { password: 'temporary-1' });
    const typed = `cr${NFD_E}me-br${NFC_E}l${NFD_E}e`;
    const users = t.app.get(DataSource).getRepository(User);
    await users.update({ id: member.id }, { passwordHash: await hash(typed, ARGON2_OPTIONS) });

    await login(member.email, typed).expect(200);
    // Only the new hash (made from the NFC text) accepts the NFC spelling.
    await login(member.email, typed.normalize('NFC')).expect(200);
    await login(member.email, 'temporary-1').expect(401);
  });
});
