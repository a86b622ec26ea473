import {
  displayLinkCode,
  LINK_CODE_ALPHABET,
  makeLinkCode,
  normalizeLinkCode,
  PARENT_LIMITS,
  parentHomeWeek,
  trendWeeksBefore,
} from './parents';

describe('학부모 연결 코드', () => {
  it('is 8 characters of an alphabet without 0/O, 1/I/L', () => {
    expect(LINK_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const code = makeLinkCode((size) => size - 1);
    expect(code).toBe('99999999');
    expect(makeLinkCode(() => 0)).toHaveLength(PARENT_LIMITS.codeLength);
  });

  it('draws each character from the whole alphabet', () => {
    let call = 0;
    const code = makeLinkCode((size) => (call++ * 7) % size);
    expect([...code].every((character) => LINK_CODE_ALPHABET.includes(character))).toBe(true);
    expect(new Set(code).size).toBe(8);
  });

  it.each([
    ['ABCD2345', 'ABCD2345'],
    ['abcd2345', 'ABCD2345'],
    [' ABCD-2345 ', 'ABCD2345'],
    ['ABCD 2345', 'ABCD2345'],
    ['ＡＢＣＤ２３４５', 'ABCD2345'],
  ])('reads %j as %s', (typed, code) => {
    expect(normalizeLinkCode(typed)).toBe(code);
  });

  it.each([['ABCD234'], ['ABCD23456'], ['ABCD2340'], ['ABCDO345'], ['ABCD_345'], [''], [12345678], [null]])(
    'refuses %j',
    (typed) => {
      expect(normalizeLinkCode(typed)).toBeNull();
    },
  );

  it('shows a code as two groups of four, which it reads back', () => {
    expect(displayLinkCode('ABCD2345')).toBe('ABCD-2345');
    expect(normalizeLinkCode(displayLinkCode('ABCD2345'))).toBe('ABCD2345');
  });
});

describe('the weekly report', () => {
  it('compares a week with the four before it, oldest first, across a year end', () => {
    expect(trendWeeksBefore('2026-W49')).toEqual(['2026-W45', '2026-W46', '2026-W47', '2026-W48']);
    expect(trendWeeksBefore('2027-W02')).toEqual(['2026-W51', '2026-W52', '2026-W53', '2027-W01']);
  });

  it("opens /parent at the mail's week, never at a week to come or one that does not exist", () => {
    expect(parentHomeWeek('2026-W47', '2026-W49')).toBe('2026-W47');
    expect(parentHomeWeek('2026-W50', '2026-W49')).toBe('2026-W49');
    expect(parentHomeWeek('2026-W60', '2026-W49')).toBe('2026-W49');
    expect(parentHomeWeek('last week', '2026-W49')).toBe('2026-W49');
    expect(parentHomeWeek(null, '2026-W49')).toBe('2026-W49');
  });
});
