import { canWatch, hasRole, isAdmin, isParent, isPending, isVerified, ROLES, VIEWER_ROLES, type Role } from './roles';

const user = (role: Role) => ({ role });

describe('who may watch', () => {
  it('lets approved members and administrators watch, nobody else', () => {
    expect(canWatch('VERIFIED')).toBe(true);
    expect(canWatch('ADMIN')).toBe(true);
    expect(canWatch('PENDING')).toBe(false);
    expect(canWatch('PARENT')).toBe(false);
    expect(canWatch(null)).toBe(false);
    expect(canWatch(undefined)).toBe(false);
  });

  it('is the VIEWER_ROLES list, role for role', () => {
    expect(ROLES.filter(canWatch)).toEqual(ROLES.filter((role) => VIEWER_ROLES.includes(role)));
  });
});

describe('hasRole', () => {
  it('is true when the user holds one of the roles named', () => {
    expect(hasRole(user('ADMIN'), 'ADMIN')).toBe(true);
    expect(hasRole(user('VERIFIED'), 'PENDING', 'VERIFIED')).toBe(true);
    expect(hasRole(user('PENDING'), ...VIEWER_ROLES)).toBe(false);
  });

  it('is false for a visitor and when no role is named', () => {
    expect(hasRole(null, 'ADMIN')).toBe(false);
    expect(hasRole(undefined, ...ROLES)).toBe(false);
    expect(hasRole(user('ADMIN'))).toBe(false);
  });
});

describe('isAdmin, isVerified, isPending, isParent', () => {
  it.each(ROLES)('names %s by its own test alone, for the role and for its holder', (role) => {
    const answers = (holder: Role | { role: Role }) => [
      isAdmin(holder),
      isVerified(holder),
      isPending(holder),
      isParent(holder),
    ];
    const expected = (['ADMIN', 'VERIFIED', 'PENDING', 'PARENT'] as const).map((name) => name === role);
    expect(answers(role)).toEqual(expected);
    expect(answers(user(role))).toEqual(expected);
  });

  it('is false for a visitor', () => {
    expect([isAdmin(null), isVerified(undefined), isPending(null)]).toEqual([false, false, false]);
  });
});
