import { hash } from '@node-rs/argon2';
import { THROTTLE_LIMITS } from '@academy/common';
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

  it('a look-alike e-mail (vérified@ for verified@) is another account, never a way into the first one', async () => {
    const plain = await signup('verified@example.com', 'plain-password-1').expect(201);
    await login(`v${NFC_E}rified@example.com`, 'plain-password-1').expect(401);
    const accented = await signup(`v${NFC_E}rified@example.com`, 'accented-password-1').expect(201);
    expect(accented.body.user.id).not.toBe(plain.body.user.id);
    expect(accented.body.user.email).toBe(`v${NFC_E}rified@example.com`);

    const asPlain = await login('Verified@Example.COM', 'plain-password-1').expect(200);
    expect(asPlain.body.user.id).toBe(plain.body.user.id);
    const asAccented = await login(`V${NFD_E.toUpperCase()}RIFIED@example.com`, 'accented-password-1').expect(200);
    expect(asAccented.body.user.id).toBe(accented.body.user.id);
  });

  it('an e-mail typed in NFD is the same account as in NFC', async () => {
    const created = await signup(`jos${NFD_E}@example.com`, 'jose-password-1').expect(201);
    expect(created.body.user.email).toBe(`jos${NFC_E}@example.com`);
    await signup(`jos${NFC_E}@example.com`, 'other-password-1').expect(409);
    const signedIn = await login(`jos${NFC_E}@example.com`, 'jose-password-1').expect(200);
    expect(signedIn.body.user.id).toBe(created.body.user.id);
  });

  it('the member search finds a stored e-mail whichever way its accents are typed', async () => {
    const member = await createMember(t, 'PENDING', { email: `fran${NFC_E}oise-${Date.now()}@example.com` });
    const admin = await signedInAdmin(t);
    for (const q of [`fran${NFC_E}oise`, `FRAN${NFD_E.toUpperCase()}OISE`]) {
      const found = await admin.get('/api/admin/members').query({ q }).expect(200);
      expect(found.body.items.map((item: { id: string }) => item.id)).toEqual([member.id]);
    }
  });

  it('spellings of one e-mail share its throttle: no extra tries per variant', async () => {
    const member = await createMember(t, 'PENDING', { email: `r${NFC_E}sum${NFC_E}@example.com` });
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
