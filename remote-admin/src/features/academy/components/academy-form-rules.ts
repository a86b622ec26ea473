import type { FormRule } from 'antd';
import { ACADEMY_FACT_RULES, type AcademyFacts } from '@academy/common';

/** The field's rule from @academy/common, the one the API's DTO runs, as an antd rule. */
export function academyRule(
  field: keyof AcademyFacts,
  valueOf: (value: unknown) => unknown = (value) => value,
): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const message = ACADEMY_FACT_RULES[field](valueOf(value));
      if (message) throw new Error(message);
    },
  };
}

/** A rule for one part of a nested value (a 보호책임자's name, one line of hours). */
export function partRule(check: (value: unknown) => boolean, message: string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (!check(value)) throw new Error(message);
    },
  };
}
