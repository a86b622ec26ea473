import { validateSignup, type AccountType, type FieldError } from '@academy/common';
import type { SignupInput } from '@academy/context';
import { CHECKED } from '../form/CheckboxField';

/**
 * The sign-up form's state: text fields as typed, check boxes as 'true' or '' (see CheckboxField),
 * the account type as its name. In the order the form shows them: the first field in error gets
 * the focus.
 */
export interface SignupFormValues {
  accountType: AccountType;
  email: string;
  lastName: string;
  firstName: string;
  password: string;
  confirmPassword: string;
  phone: string;
  'agreements.terms': string;
  'agreements.privacy': string;
  'agreements.marketing': string;
  under14: string;
  guardianName: string;
  guardianPhone: string;
  guardianConsent: string;
}

export const EMPTY_SIGNUP: SignupFormValues = {
  accountType: 'STUDENT',
  email: '',
  lastName: '',
  firstName: '',
  password: '',
  confirmPassword: '',
  phone: '',
  'agreements.terms': '',
  'agreements.privacy': '',
  'agreements.marketing': '',
  under14: '',
  guardianName: '',
  guardianPhone: '',
  guardianConsent: '',
};

/** The body of POST /api/auth/signup (context's SignupInput predates the account type). */
export type SignupBody = SignupInput & { accountType: AccountType; phone?: string };

export const isParentSignup = (values: Pick<SignupFormValues, 'accountType'>) => values.accountType === 'PARENT';

/**
 * What the API takes: the phone when one is typed (a parent's is required, so the rules say so when
 * it is missing), and the guardian's fields only for a student under 14: a parent is the guardian,
 * so a box ticked before switching to 학부모 is not sent.
 */
export function toSignupInput(values: SignupFormValues): SignupBody {
  const under14 = !isParentSignup(values) && values.under14 === CHECKED;
  const phone = values.phone.trim();
  return {
    accountType: values.accountType,
    ...(phone ? { phone } : {}),
    email: values.email,
    lastName: values.lastName,
    firstName: values.firstName,
    password: values.password,
    confirmPassword: values.confirmPassword,
    agreements: {
      terms: values['agreements.terms'] === CHECKED,
      privacy: values['agreements.privacy'] === CHECKED,
      marketing: values['agreements.marketing'] === CHECKED,
    },
    under14,
    ...(under14
      ? {
          guardianName: values.guardianName,
          guardianPhone: values.guardianPhone,
          guardianConsent: values.guardianConsent === CHECKED,
        }
      : {}),
  };
}

/** The API's rules (validateSignup) on what the form would send. */
export const validateSignupForm = (values: SignupFormValues): FieldError[] => validateSignup(toSignupInput(values));
