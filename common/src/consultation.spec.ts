import { CONSULTATION_MESSAGES as M, normalizeKoreanPhone, validateConsultation } from './consultation';

describe('normalizeKoreanPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['010.1234.5678', '010-1234-5678'],
    ['+82 10-1234-5678', '010-1234-5678'],
    ['+82 (0)10 1234 5678', '010-1234-5678'],
    ['０１０－１２３４－５６７８', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['02-123-4567', '02-123-4567'],
    ['(055) 264-7780', '055-264-7780'],
    ['0312345678', '031-234-5678'],
    ['07012345678', '070-1234-5678'],
    ['1588-1234', '1588-1234'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeKoreanPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '010-1234',
    '010-1234-56789',
    '012-1234-5678',
    '059-123-4567',
    '+1 415 555 0100',
    '010-1234-567a',
    '전화주세요',
    '1234-5678',
    '0'.repeat(30),
  ])('refuses %j', (input) => {
    expect(normalizeKoreanPhone(input)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(normalizeKoreanPhone(1012345678)).toBeNull();
    expect(normalizeKoreanPhone(null)).toBeNull();
  });
});

describe('validateConsultation', () => {
  const valid = { name: '김민수', phone: '010-1234-5678', consent: true };

  it('accepts the smallest complete request', () => {
    expect(validateConsultation(valid)).toEqual([]);
  });

  it('names every field that is wrong, with its Korean message, in form order', () => {
    expect(
      validateConsultation({ name: ' ', phone: '', grade: '초6', message: 'x'.repeat(1001), consent: false }),
    ).toEqual([
      { field: 'name', message: M.name },
      { field: 'phone', message: M.phone },
      { field: 'grade', message: M.grade },
      { field: 'message', message: M.messageMax },
      { field: 'consent', message: M.consent },
    ]);
    expect(validateConsultation({ ...valid, phone: '12345' })).toEqual([{ field: 'phone', message: M.phoneInvalid }]);
    expect(validateConsultation({ ...valid, name: '가'.repeat(51) })).toEqual([{ field: 'name', message: M.nameMax }]);
  });
});
