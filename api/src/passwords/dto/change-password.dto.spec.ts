import { errorsByField, validatePasswordChange, type FieldError } from '@academy/common';
import { ApiError } from '../../http/api-error';
import { validateBody } from '../../auth/dto/validate-body';
import { ChangePasswordDto } from './change-password.dto';

async function apiErrors(body: unknown): Promise<Record<string, string>> {
  try {
    await validateBody(ChangePasswordDto, body);
    return {};
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return errorsByField(error.errors as FieldError[]);
  }
}

const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

const cases: Array<[string, Record<string, unknown>]> = [
  ['a complete form', valid],
  ['an empty body', {}],
  ['an empty current password', { ...valid, currentPassword: '' }],
  ['a current password of spaces (typed as is)', { ...valid, currentPassword: '   ' }],
  ['a current password of 129 characters', { ...valid, currentPassword: 'p'.repeat(129) }],
  ['a current password as a number', { ...valid, currentPassword: 123456 }],
  ['a new password of 5 characters', { ...valid, newPassword: '12345', confirmPassword: '12345' }],
  ['a new password of 6 characters', { ...valid, newPassword: '123456', confirmPassword: '123456' }],
  ['a new password of 129 characters', { ...valid, newPassword: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }],
  ['a new password as null', { ...valid, newPassword: null }],
  ['the current password again', { ...valid, newPassword: 'old-secret', confirmPassword: 'old-secret' }],
  [
    'the current password again, accent typed apart',
    { currentPassword: 'café-12', newPassword: 'cafe\u0301-12', confirmPassword: 'cafe\u0301-12' },
  ],
  ['a mismatched confirmation', { ...valid, confirmPassword: 'new-secret!' }],
  ['everything wrong at once', { currentPassword: '', newPassword: '1', confirmPassword: '2' }],
];

describe('change-password DTO and common validatePasswordChange agree', () => {
  it.each(cases)('%s', async (_name, body) => {
    await expect(apiErrors(body)).resolves.toEqual(errorsByField(validatePasswordChange(body)));
  });
});
