import { HANGUL } from '../support/error-shape';
import { createValidationPipe } from '../../src/http/validation.pipe';
import { DTO_FIELD_CASES } from './families';

/**
 * The field-values family at DTO level: every bad value of every field of every form, checked by
 * the global validation pipe against the class the route's `@Body()` names (read from the
 * controllers), as the JSON parser would hand it over. No server, no database: the HTTP side of
 * the same pipe is proven once per field kind in hostile-input.e2e-spec.ts ("field values over
 * HTTP"), and the rules themselves are table-tested in src/http/fields/fields.spec.ts.
 */
describe('hostile field values: every field of every form refuses its bad values (DTO level)', () => {
  const pipe = createValidationPipe();

  it('covers at least one field of every form that has a DTO', () => {
    expect(DTO_FIELD_CASES.length).toBeGreaterThan(1000);
  });

  it.each(DTO_FIELD_CASES.map((hostile) => [hostile.name, hostile] as const))('%s', async (_name, hostile) => {
    const checked = pipe.transform(JSON.parse(hostile.json) as unknown, { type: 'body', metatype: hostile.dto });
    await expect(checked).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([{ field: hostile.field, message: expect.stringMatching(HANGUL) }]),
    });
  });
});
