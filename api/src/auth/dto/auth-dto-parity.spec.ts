import { errorsByField, validateLogin, validateSignup, type FieldError } from '@academy/common';
import { ApiError } from '../../http/api-error';
import { LoginDto } from './login.dto';
import { SignupDto } from './signup.dto';
import { validateBody } from './validate-body';

/** What the API reports for a body: {} when it passes, else field → message. */
async function apiErrors(metatype: typeof LoginDto | typeof SignupDto, body: unknown): Promise<Record<string, string>> {
  try {
    await validateBody(metatype, body);
    return {};
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return errorsByField(error.errors as FieldError[]);
  }
}

const long = (n: number, c = 'x') => c.repeat(n);
const emoji = '😀'; // two UTF-16 units: the UI counts it as 2, so must the API

const signupValid = {
  email: 'student@example.com',
  firstName: '민수',
  lastName: '김',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreements: { terms: true, privacy: true },
};
const under14 = {
  ...signupValid,
  under14: true,
  guardianName: '김영희',
  guardianPhone: '010-1234-5678',
  guardianConsent: true,
};

const signupCases: Array<[string, Record<string, unknown>]> = [
  ['a complete form', signupValid],
  ['an empty body', {}],
  ['upper-case e-mail with spaces', { ...signupValid, email: '  Student@Example.COM ' }],
  ['e-mail without a domain dot', { ...signupValid, email: 'a@b' }],
  ['e-mail with a space inside', { ...signupValid, email: 'a b@c.kr' }],
  ['e-mail of 255 characters', { ...signupValid, email: `${long(245)}@test.com` }],
  ['e-mail of 254 characters', { ...signupValid, email: `${long(244)}@test.com` }],
  ['e-mail as a number', { ...signupValid, email: 42 }],
  ['e-mail as null', { ...signupValid, email: null }],
  ['e-mail as an array', { ...signupValid, email: ['a@b.co'] }],
  ['blank first name', { ...signupValid, firstName: '   ' }],
  ['missing last name', { ...signupValid, lastName: undefined }],
  ['first name as an object', { ...signupValid, firstName: { a: 1 } }],
  ['first name of 50 characters', { ...signupValid, firstName: long(50, '가') }],
  ['first name of 51 characters', { ...signupValid, firstName: long(51, '가') }],
  ['first name of zero-width spaces', { ...signupValid, firstName: '\u200b\u200b' }],
  ['last name of a Hangul filler', { ...signupValid, lastName: '\u3164' }],
  ['first name with a NUL character', { ...signupValid, firstName: '민\u0000수' }],
  ['last name with a lone surrogate', { ...signupValid, lastName: '김\udc00' }],
  ['invisible and too long at once', { ...signupValid, firstName: long(60, '\u200b') }],
  ['e-mail with a zero-width space', { ...signupValid, email: 'stu\u200bdent@example.com' }],
  ['e-mail with a NUL character', { ...signupValid, email: 'student\u0000@example.com' }],
  ['fullwidth e-mail (folds to ASCII)', { ...signupValid, email: '\uff53tudent@\uff45xample.com' }],
  ['e-mail with a Cyrillic е', { ...signupValid, email: 'stud\u0435nt@example.com' }],
  ['e-mail with a U+2010 hyphen', { ...signupValid, email: 'member\u2010a@example.com' }],
  ['e-mail with a combining accent in the domain', { ...signupValid, email: 'student@exa\u0301mple.com' }],
  ['last name of 50 characters plus spaces', { ...signupValid, lastName: `  ${long(50)}  ` }],
  ['password of 5 characters', { ...signupValid, password: '12345', confirmPassword: '12345' }],
  ['password of 6 characters', { ...signupValid, password: '123456', confirmPassword: '123456' }],
  [
    'password of 3 emoji (6 UTF-16 units)',
    { ...signupValid, password: emoji.repeat(3), confirmPassword: emoji.repeat(3) },
  ],
  ['password of 128 characters', { ...signupValid, password: long(128), confirmPassword: long(128) }],
  ['password of 129 characters', { ...signupValid, password: long(129), confirmPassword: long(129) }],
  ['password as a number', { ...signupValid, password: 123456, confirmPassword: 123456 }],
  ['mismatched confirmation', { ...signupValid, confirmPassword: 'secret2' }],
  ['missing confirmation', { ...signupValid, confirmPassword: undefined }],
  ['everything wrong at once', { email: 'x', firstName: '', lastName: '', password: '1', confirmPassword: '2' }],
  ['no agreements', { ...signupValid, agreements: undefined }],
  ['agreements as a string', { ...signupValid, agreements: 'yes' }],
  ['agreements as a list', { ...signupValid, agreements: [true, true] }],
  ['terms refused', { ...signupValid, agreements: { terms: false, privacy: true } }],
  ['privacy as the text "true"', { ...signupValid, agreements: { terms: true, privacy: 'true' } }],
  ['marketing given', { ...signupValid, agreements: { terms: true, privacy: true, marketing: true } }],
  ['under 14 with a guardian', under14],
  ['under 14 with a guardian number in another form', { ...under14, guardianPhone: '+82 10 1234 5678' }],
  ['under 14 without a guardian', { ...signupValid, under14: true }],
  ['under 14 with a blank guardian name', { ...under14, guardianName: '   ' }],
  ['under 14 with a guardian name of 51 characters', { ...under14, guardianName: long(51, '가') }],
  ['under 14 with a number that is not Korean', { ...under14, guardianPhone: '12345' }],
  ['under 14 without the guardian consent', { ...under14, guardianConsent: false }],
  ['guardian fields ignored over 14', { ...signupValid, guardianName: '', guardianPhone: 'x' }],
];

const loginCases: Array<[string, unknown]> = [
  ['valid credentials', { email: 'student@example.com', password: 'x' }],
  ['an empty body', {}],
  ['no body at all', undefined],
  ['an array body', [{ email: 'student@example.com', password: 'x' }]],
  ['an empty password', { email: 'student@example.com', password: '' }],
  ['a password of spaces', { email: 'student@example.com', password: '   ' }],
  ['a password of 129 characters', { email: 'student@example.com', password: long(129) }],
  ['a 10 kB e-mail', { email: `${long(10_000)}@test.com`, password: 'x' }],
  ['e-mail and password as numbers', { email: 1, password: 2 }],
  ['e-mail and password as null', { email: null, password: null }],
  ['e-mail with surrounding spaces', { email: ' Student@Example.com ', password: 'x' }],
  ['e-mail with a lone surrogate', { email: 'student\ud800@example.com', password: 'x' }],
  // Login takes any address an account may already have: the ASCII rule is for new ones.
  ['e-mail with an accent', { email: 'v\u00e9rified@example.com', password: 'x' }],
];

describe('sign-up DTO and common validateSignup agree', () => {
  it.each(signupCases)('%s', async (_name, body) => {
    await expect(apiErrors(SignupDto, body)).resolves.toEqual(errorsByField(validateSignup(body)));
  });
});

describe('login DTO and common validateLogin agree', () => {
  it.each(loginCases)('%s', async (_name, body) => {
    const asInput = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
    await expect(apiErrors(LoginDto, body)).resolves.toEqual(errorsByField(validateLogin(asInput)));
  });
});

describe('the DTOs normalise what they accept', () => {
  it('trims and lower-cases the e-mail and trims names, keeping the password as typed', async () => {
    const dto = await validateBody(SignupDto, {
      ...signupValid,
      email: ' Student@Example.COM ',
      firstName: ' 민수 ',
      password: ' pass1 ',
      confirmPassword: ' pass1 ',
    });
    expect(dto).toMatchObject({ email: 'student@example.com', firstName: '민수', password: ' pass1 ' });
  });

  it('folds a fullwidth e-mail to ASCII on sign-up, and keeps a login e-mail as typed (NFC)', async () => {
    const fullwidth = '\uff53tudent@example.com';
    await expect(validateBody(SignupDto, { ...signupValid, email: fullwidth })).resolves.toMatchObject({
      email: 'student@example.com',
    });
    await expect(validateBody(LoginDto, { email: fullwidth, password: 'x' })).resolves.toMatchObject({
      email: fullwidth,
    });
  });

  it('stores the guardian number in its one form', async () => {
    await expect(validateBody(SignupDto, { ...under14, guardianPhone: '+82 10 1234 5678' })).resolves.toMatchObject({
      guardianPhone: '010-1234-5678',
      guardianName: '김영희',
    });
  });

  it('drops fields the form does not have', async () => {
    const dto = await validateBody(SignupDto, { ...signupValid, role: 'ADMIN' });
    expect(dto).not.toHaveProperty('role');
  });

  it('reports the first failing rule of a field only, with the Korean sentence as the message', async () => {
    await expect(validateBody(SignupDto, { ...signupValid, password: 5 })).rejects.toMatchObject({
      message: '비밀번호는 최소 6자 이상이어야 합니다',
      errors: [
        { field: 'password', message: '비밀번호는 최소 6자 이상이어야 합니다' },
        { field: 'confirmPassword', message: '비밀번호가 일치하지 않습니다' },
      ],
    });
  });
});
