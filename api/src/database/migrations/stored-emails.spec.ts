import { planEmailNormalisation, type StoredEmail } from './stored-emails';

const row = (id: string, email: string, role = 'PENDING', createdAt = '2026-01-01T00:00:00Z'): StoredEmail => ({
  id,
  email,
  role,
  createdAt,
});

describe('planEmailNormalisation', () => {
  it('trims, lower-cases and composes (NFC) each stored address, leaving normalised ones alone', () => {
    const plan = planEmailNormalisation([
      row('1', ' Jose\u0301@Example.COM '),
      row('2', 'plain@example.com'),
      row('3', 'v\u00e9rified@example.com'),
    ]);
    expect(plan).toEqual({ updates: [{ id: '1', email: 'jos\u00e9@example.com' }], collisions: [] });
  });

  it('on a collision keeps the address with the row that already holds it exactly', () => {
    const plan = planEmailNormalisation([
      row('old', 'Jose\u0301@x.kr', 'ADMIN', '2020-01-01T00:00:00Z'),
      row('exact', 'jos\u00e9@x.kr'),
    ]);
    expect(plan.updates).toEqual([]);
    expect(plan.collisions.map((r) => r.id)).toEqual(['old']);
  });

  it('else with the highest role, then the oldest', () => {
    const plan = planEmailNormalisation([
      row('pending-old', 'A@x.kr', 'PENDING', '2020-01-01T00:00:00Z'),
      row('verified', ' a@x.kr', 'VERIFIED', '2024-01-01T00:00:00Z'),
      row('verified-newer', 'a@x.kr ', 'VERIFIED', '2025-01-01T00:00:00Z'),
    ]);
    expect(plan.updates).toEqual([{ id: 'verified', email: 'a@x.kr' }]);
    expect(plan.collisions.map((r) => r.id).sort()).toEqual(['pending-old', 'verified-newer']);
  });
});
