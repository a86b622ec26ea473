import { createValidationPipe } from './validation.pipe';
import { DisplayOrder, FeatureList, fitsTextColumn, isIsoDateTime, IsoDateTime, OptionalText, RequiredText } from './content-fields';

describe('isIsoDateTime', () => {
  it.each([
    ['2030-01-01', true],
    ['2030-01-01T09:30Z', true],
    ['2030-01-01T09:30:00.123Z', true],
    ['2030-01-01T09:30:00+09:00', true],
    ['2030-01-01T09:30:00', false],
    ['2030-02-30T00:00:00Z', true],
    ['2030-13-01T00:00:00Z', false],
    ['0999-12-31T00:00:00Z', false],
    ['10000-01-01T00:00:00Z', false],
    ['01/02/2030', false],
    ['tomorrow', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDateTime(value)).toBe(expected);
  });
});

describe('fitsTextColumn', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(fitsTextColumn('가'.repeat(21845))).toBe(true);
    expect(fitsTextColumn('가'.repeat(21846))).toBe(false);
  });
});

class Form {
  @RequiredText('제목을 입력해주세요', { max: 5, tooLong: '너무 깁니다' })
  title: string;

  @RequiredText('내용을 입력해주세요', { max: 5, tooLong: '너무 깁니다', optional: true })
  body?: string;

  @OptionalText({ max: 3, tooLong: '세 글자까지' })
  note?: string | null;

  @IsoDateTime()
  startsAt?: string | null;

  @FeatureList()
  features?: string[];

  @DisplayOrder()
  order?: number;
}

const pipe = createValidationPipe();
const check = (body: unknown) => pipe.transform(body, { type: 'body', metatype: Form });

describe('content field rules through the global pipe', () => {
  it('normalizes: trims text, turns blanks into null, drops blank features', async () => {
    await expect(check({ title: '  제목 ', note: '  ', startsAt: '', features: [' a ', '', '  '] })).resolves.toEqual(
      Object.assign(new Form(), { title: '제목', note: null, startsAt: null, features: ['a'] }),
    );
  });

  it('leaves absent optional fields undefined, not null (an update keeps them)', async () => {
    const form = (await check({ title: '제목' })) as Form;
    expect(Object.entries(form).filter(([, value]) => value !== undefined)).toEqual([['title', '제목']]);
  });

  it.each([
    [{}, 'title', '제목을 입력해주세요'],
    [{ title: 7 }, 'title', '제목을 입력해주세요'],
    [{ title: '여섯글자다요' }, 'title', '너무 깁니다'],
    [{ title: 'ok', body: null }, 'body', '내용을 입력해주세요'],
    [{ title: 'ok', note: '네글자다' }, 'note', '세 글자까지'],
    [{ title: 'ok', startsAt: '2030-01-01T00:00' }, 'startsAt', '올바른 날짜와 시간을 입력해주세요'],
    [{ title: 'ok', order: -1 }, 'order', '순서는 0 이상이어야 합니다'],
    [{ title: 'ok', features: 'a' }, 'features', '특징은 문자열 목록이어야 합니다'],
  ])('refuses %j: %s → %s', async (body, field, message) => {
    await expect(check(body)).rejects.toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field, message }] });
  });
});
