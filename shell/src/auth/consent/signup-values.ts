import { validateSignup, type FieldError } from '@academy/common';
import type { SignupInput } from '@academy/context';
import { CHECKED } from '../form/CheckboxField';

/** The sign-up form's state: text fields as typed, check boxes as 'true' or '' (see CheckboxField). */
export interface SignupFormValues {
  email: string;
  lastName: string;
  firstName: string;
  password: string;
  confirmPassword: string;
  'agreements.terms': string;
  'agreements.privacy': string;
  'agreements.marketing': string;
  under14: string;
  guardianName: string;
  guardianPhone: string;
  guardianConsent: string;
}

export const EMPTY_SIGNUP: SignupFormValues = {
  email: '',
  lastName: '',
  firstName: '',
  password: '',
  confirmPassword: '',
  'agreements.terms': '',
  'agreements.privacy': '',
  'agreements.marketing': '',
  under14: '',
  guardianName: '',
  guardianPhone: '',
  guardianConsent: '',
};

/** What the API takes: the guardian's fields only for a child under 14. */
export function toSignupInput(values: SignupFormValues): SignupInput {
  const under14 = values.under14 === CHECKED;
  return {
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
