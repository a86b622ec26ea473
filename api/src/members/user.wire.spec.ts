import type { User } from './user.entity';
import { toMemberWire, toUserWire } from './user.wire';
import { likePattern } from '../database/like-pattern';

describe('toUserWire', () => {
  // Each wire field: as the row holds it, as the client reads it.
  const fields: Array<[keyof User, unknown, unknown]> = [
    ['id', 'u1', 'u1'],
    ['email', 'a@b.co', 'a@b.co'],
    ['firstName', '민수', '민수'],
    ['lastName', '김', '김'],
    ['role', 'PENDING', 'PENDING'],
    ['profileImageUrl', null, null],
    ['createdAt', new Date('2025-03-01T00:00:00.123Z'), '2025-03-01T00:00:00.123Z'],
    ['updatedAt', new Date('2025-03-02T00:00:00Z'), '2025-03-02T00:00:00.000Z'],
    ['mustChangePassword', true, true],
  ];

  it('lists the wire fields only, whatever else the row carries', () => {
    const row = {
      ...Object.fromEntries(fields.map(([name, stored]) => [name, stored])),
      passwordHash: '$argon2id$secret',
    } as User;
    expect(toUserWire(row)).toEqual(Object.fromEntries(fields.map(([name, , wire]) => [name, wire])));
  });
});

describe('toMemberWire', () => {
  const row = (firstName: string | null, lastName: string | null) =>
    ({
      id: 'u1',
      email: 'a@b.co',
      firstName,
      lastName,
      role: 'VERIFIED',
      profileImageUrl: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    }) as User;

  it.each([
    ['민수', '김', '김민수'],
    ['Minsu', 'Kim', 'Minsu Kim'],
    [null, null, ''],
  ])('names %s + %s "%s" (common displayName)', (first, last, name) => {
    expect(toMemberWire(row(first, last), null)).toMatchObject({ name, latestApproval: null });
  });
});

describe('likePattern', () => {
  it('lower-cases and escapes LIKE wildcards and the escape character itself', () => {
    expect(likePattern('Kim')).toBe('%kim%');
    expect(likePattern('100%_!')).toBe('%100!%!_!!%');
  });
});
