import { validatePasswordChange } from '@academy/common';
import { TEMPORARY_PASSWORD_ALPHABET, temporaryPassword } from './temporary-password';

describe('temporaryPassword', () => {
  it('is 12 characters of the unambiguous alphabet', () => {
    const password = temporaryPassword();
    expect(password).toHaveLength(12);
    expect([...password].every((c) => TEMPORARY_PASSWORD_ALPHABET.includes(c))).toBe(true);
    expect(TEMPORARY_PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/);
  });

  it('differs every time', () => {
    const seen = new Set(Array.from({ length: 200 }, () => temporaryPassword()));
    expect(seen.size).toBe(200);
  });

  it('is a password the sign-up rules accept', () => {
    const password = temporaryPassword();
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: password, confirmPassword: password })).toEqual(
      [],
    );
  });
});
