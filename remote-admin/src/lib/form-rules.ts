import type { FormRule } from 'antd';
import { isHttpUrl, MESSAGES } from '@academy/common';
import { isWindowInOrder } from './datetime-local';

/** A text field that must hold more than blanks. */
export function requiredText(message: string): FormRule {
  return { required: true, whitespace: true, message };
}

/** Leaves an empty value to a required rule (or lets it pass); a filled one must satisfy `isValid`. */
export function validWhenFilled(
  isValid: (value: string) => boolean,
  message: string = MESSAGES.validation.url,
): FormRule {
  return {
    validator: async (_, value?: string) => {
      if (value?.trim() && !isValid(value.trim())) throw new Error(message);
    },
  };
}

/** A required http(s) address: empty and malformed get the same message. */
export function httpUrl(): FormRule {
  return {
    validator: async (_, value?: string) => {
      if (!isHttpUrl(value?.trim())) throw new Error(MESSAGES.validation.url);
    },
  };
}

/** The end of a publish or access window must come after its start (both optional). */
export function endAfterStart(startName: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_, value?: string) => {
      if (!isWindowInOrder(getFieldValue(startName), value)) throw new Error(MESSAGES.validation.dateOrder);
    },
  });
}
