import { makeUser } from '@academy/context/testing';
import { destinationAfterLogin, safeNext } from './destination';

describe('destinationAfterLogin', () => {
  it('sends a parent to the 학부모 홈, an administrator to the dashboard and a member home', () => {
    expect(destinationAfterLogin(makeUser({ role: 'PARENT' }))).toBe('/parent');
    expect(destinationAfterLogin(makeUser({ role: 'ADMIN' }))).toBe('/admin-dashboard');
    expect(destinationAfterLogin(makeUser({ role: 'VERIFIED' }))).toBe('/');
    expect(destinationAfterLogin(makeUser({ role: 'PENDING' }))).toBe('/');
  });

  it('follows next for every role, a parent included', () => {
    expect(destinationAfterLogin(makeUser({ role: 'PARENT' }), '/account')).toBe('/account');
    expect(destinationAfterLogin(makeUser({ role: 'ADMIN' }), '/admin/members')).toBe('/admin/members');
  });
});

describe('safeNext', () => {
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', null])('ignores %j', (next) => {
    expect(safeNext(next)).toBeNull();
  });

  it('keeps a same-site path', () => {
    expect(safeNext('/parent?week=2026-W49')).toBe('/parent?week=2026-W49');
  });
});
