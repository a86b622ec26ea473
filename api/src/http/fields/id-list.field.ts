import { hasForbiddenCharacters, LIMITS, MESSAGES } from '@academy/common';
import { Field } from './field';
import { trim } from './transformers';

const V = MESSAGES.validation;

const isId = (value: unknown): boolean =>
  typeof value === 'string' && value !== '' && value.length <= LIMITS.idMax && !hasForbiddenCharacters(value);

/**
 * The ids of a batch action: a list of 1 to LIMITS.batchIdsMax ids, each trimmed and shaped as
 * IdField takes one. An id that names no row is no mistake of the form: its own result says so.
 */
export const IdListField = () =>
  Field(
    'idList',
    (value) => {
      if (!Array.isArray(value) || value.length === 0) return V.batchIds;
      if (value.length > LIMITS.batchIdsMax) return V.batchIdsMax;
      return value.every(isId) ? null : V.batchIds;
    },
    (value) => (Array.isArray(value) ? value.map(trim) : value),
  );
