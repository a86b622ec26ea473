import { MESSAGES } from './messages';
import {
  errorsByField,
  isHttpUrl,
  isImageUrl,
  isValidEmail,
  newEmailError,
  normalizeEmail,
  normalizeNewEmail,
  validateLogin,
  validatePasswordChange,
  validateSignup,
} from './validation';

const V = MESSAGES.validation;

describe('validateLogin', () => {
  it('accepts a valid e-mail and any non-empty password', () => {
    expect(validateLogin({ email: 'student@example.com', password: 'x' })).toEqual([]);
  });

  it('names each broken field with its Korean message', () => {
    expect(errorsByField(validateLogin({ email: 'not-an-email', password: '' }))).toEqual({
      email: V.email,
      password: V.passwordRequired,
    });
  });

  it('treats missing or non-string fields as invalid instead of throwing', () => {
    expect(errorsByField(validateLogin({ email: 42, password: null }))).toEqual({
      email: V.email,
      password: V.passwordRequired,
    });
  });
});

describe('validateSignup', () => {
  const valid = {
    email: 'a@b.co',
    firstName: '민수',
    lastName: '김',
    password: 'secret1',
    confirmPassword: 'secret1',
    agreements: { terms: true, privacy: true },
  };

  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual([]);
  });

  it('reports a too short password and a mismatch on confirmPassword', () => {
    expect(errorsByField(validateSignup({ ...valid, password: '12345', confirmPassword: '1234' }))).toEqual({
      password: V.passwordMin,
      confirmPassword: V.passwordMismatch,
    });
  });

  it('requires both names, ignoring surrounding spaces', () => {
    expect(errorsByField(validateSignup({ ...valid, firstName: '  ', lastName: '' }))).toEqual({
      firstName: V.firstName,
      lastName: V.lastName,
    });
  });

  it.each([
    ['a zero-width space', '\u200b', V.invisibleOnly],
    ['a Hangul filler', '\u3164', V.invisibleOnly],
    ['a zero-width joiner between spaces', ' \u200d ', V.invisibleOnly],
    ['a byte order mark alone (blank, like spaces)', '\ufeff', V.firstName],
    ['a NUL character', '민\u0000수', V.forbiddenCharacters],
    ['a lone surrogate', '민\ud800', V.forbiddenCharacters],
  ])('refuses a first name of %s', (_name, firstName, message) => {
    expect(errorsByField(validateSignup({ ...valid, firstName }))).toEqual({ firstName: message });
  });

  it('enforces the upper limits', () => {
    const long = 'x'.repeat(51);
    const errors = errorsByField(
      validateSignup({
        ...valid,
        firstName: long,
        email: `${'a'.repeat(250)}@b.co`,
        password: 'p'.repeat(129),
        confirmPassword: 'p'.repeat(129),
      }),
    );
    expect(errors).toEqual({ firstName: V.nameMax, email: V.email, password: V.passwordMax });
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Student@Example.COM ')).toBe('student@example.com');
  });

  it('composes accents (NFC) whichever way they were typed, and keeps them', () => {
    expect(normalizeEmail('Jose\u0301@Example.com')).toBe('jos\u00e9@example.com');
    expect(normalizeEmail('JOS\u00c9@example.com')).toBe('jos\u00e9@example.com');
    expect(normalizeEmail('v\u00e9rified@example.com')).not.toBe('verified@example.com');
  });
});

describe('new e-mails are plain ASCII after NFKC', () => {
  it('folds fullwidth letters into the address they copy', () => {
    expect(normalizeNewEmail(' \uff2dember-a@\uff45xample.com')).toBe('member-a@example.com');
    expect(newEmailError('\uff2dember-a@\uff45xample.com')).toBeUndefined();
  });

  it.each([
    ['a Cyrillic е', 'm\u0435mber-a@example.com'],
    ['a U+2010 hyphen', 'member\u2010a@example.com'],
    ['a combining accent in the domain', 'member-a@exa\u0301mple.com'],
    ['an accented letter', 'v\u00e9rified@example.com'],
  ])('refuses %s with its own message', (_name, email) => {
    expect(newEmailError(email)).toBe(V.emailAscii);
    expect(errorsByField(validateSignup({ email })).email).toBe(V.emailAscii);
  });

  it('reports a malformed address as such first', () => {
    expect(newEmailError('m\u0435mber')).toBe(V.email);
    expect(newEmailError('"member"@example.com')).toBe(V.email);
    expect(errorsByField(validateSignup({ email: '"member"@example.com' })).email).toBe(V.email);
    expect(newEmailError(42)).toBe(V.email);
  });
});

describe('isImageUrl', () => {
  it('accepts http(s) and site paths, refuses scripts and protocol-relative URLs', () => {
    expect(isImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageUrl('/assets/gallery/1.jpg')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('//evil.example/a.jpg')).toBe(false);
    expect(isImageUrl('/\\evil.example/a.jpg')).toBe(false);
    expect(isImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['student@example.com', true],
    ['stu\u0000dent@example.com', false],
    ['stu\u200bdent@example.com', false],
    ['student@exa\ufeffmple.com', false],
    ['student\ud800@example.com', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('URLs never carry NUL or broken characters', () => {
  it.each(['http://nas.local/a\u0000.mp4', 'http://nas.local/\ud800.mp4'])('%j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
    expect(isImageUrl(url)).toBe(false);
  });

  it('refuses them in site paths too', () => {
    expect(isImageUrl('/assets/a\u0000.jpg')).toBe(false);
  });
});

describe('validatePasswordChange', () => {
  const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

  it('accepts a new password of the sign-up rules, confirmed', () => {
    expect(validatePasswordChange(valid)).toEqual([]);
  });

  it('uses the sign-up messages for the new password and its confirmation', () => {
    expect(errorsByField(validatePasswordChange({ ...valid, newPassword: '12345', confirmPassword: '1234' }))).toEqual({
      newPassword: V.passwordMin,
      confirmPassword: V.passwordMismatch,
    });
    expect(
      errorsByField(
        validatePasswordChange({ ...valid, newPassword: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }),
      ),
    ).toEqual({ newPassword: V.passwordMax });
  });

  it('asks for the current password, as the login form does', () => {
    expect(errorsByField(validatePasswordChange({ ...valid, currentPassword: '' }))).toEqual({
      currentPassword: V.currentPassword,
    });
    expect(errorsByField(validatePasswordChange({ ...valid, currentPassword: 42 }))).toEqual({
      currentPassword: V.currentPassword,
    });
  });

  it('refuses the current password again, also typed with a combining accent', () => {
    expect(
      errorsByField(
        validatePasswordChange({
          currentPassword: 'café-12',
          newPassword: 'cafe\u0301-12',
          confirmPassword: 'cafe\u0301-12',
        }),
      ),
    ).toEqual({
      newPassword: V.passwordUnchanged,
    });
  });
});
