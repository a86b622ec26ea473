import { errorsByField } from './validation';
import { SIGNUP_CONSENT_MESSAGES as M, signupCollectionNotice, validateSignupConsent } from './signup-consent';

describe('validateSignupConsent', () => {
  const agreed = { agreements: { terms: true, privacy: true } };
  const child = {
    ...agreed,
    under14: true,
    guardianName: '김영희',
    guardianPhone: '010-1234-5678',
    guardianConsent: true,
  };

  it('takes the two required consents, marketing left out', () => {
    expect(validateSignupConsent(agreed)).toEqual([]);
  });

  it('names each required consent that is not exactly true', () => {
    expect(errorsByField(validateSignupConsent({}))).toEqual({
      'agreements.terms': M.terms,
      'agreements.privacy': M.privacy,
    });
    expect(errorsByField(validateSignupConsent({ agreements: { terms: 'true', privacy: 1 } }))).toEqual({
      'agreements.terms': M.terms,
      'agreements.privacy': M.privacy,
    });
  });

  it('asks for the guardian only under 14', () => {
    expect(validateSignupConsent({ ...agreed, guardianName: '' })).toEqual([]);
    expect(validateSignupConsent(child)).toEqual([]);
    expect(errorsByField(validateSignupConsent({ ...agreed, under14: true }))).toEqual({
      guardianName: M.guardianName,
      guardianPhone: M.guardianPhone,
      guardianConsent: M.guardianConsent,
    });
  });

  it('refuses a guardian number that is not Korean, and a name past 50 characters', () => {
    expect(
      errorsByField(validateSignupConsent({ ...child, guardianPhone: '555-0100', guardianName: '가'.repeat(51) })),
    ).toEqual({
      guardianName: M.guardianNameMax,
      guardianPhone: M.guardianPhoneInvalid,
    });
    expect(validateSignupConsent({ ...child, guardianPhone: '+82 10 1234 5678' })).toEqual([]);
  });
});

describe('signupCollectionNotice', () => {
  it('states the retention it is given', () => {
    expect(signupCollectionNotice(45).retention).toContain('가입 후 45일이 지나면 파기합니다');
  });
});
