import type { User } from './user.entity';
import { displayName, toUserView } from './user.view';
import { likePattern } from './members.service';

describe('displayName', () => {
  it.each([
    ['민수', '김', '김민수'],
    ['Minsu', 'Kim', 'Minsu Kim'],
    ['민수', null, '민수'],
    [null, '김', '김'],
    [null, null, ''],
    ['  민수 ', ' 김 ', '김민수'],
  ])('%s + %s → "%s"', (first, last, expected) => {
    expect(displayName(first, last)).toBe(expected);
  });
});

describe('toUserView', () => {
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
  ];

  it('lists the wire fields only, whatever else the row carries', () => {
    const row = { ...Object.fromEntries(fields.map(([name, stored]) => [name, stored])), passwordHash: '$argon2id$secret' } as User;
    expect(toUserView(row)).toEqual(Object.fromEntries(fields.map(([name, , wire]) => [name, wire])));
  });
});

describe('likePattern', () => {
  it('lower-cases and escapes LIKE wildcards and the escape character itself', () => {
    expect(likePattern('Kim')).toBe('%kim%');
    expect(likePattern('100%_!')).toBe('%100!%!_!!%');
  });
});
