import { LIMITS, PROGRESS } from '@academy/common';
import type { BodyField, FieldKind } from './routes';

/** A JSON number JSON.stringify cannot write (1e400 parses as Infinity). */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text of a body, with RawNumber values written as they are. */
export function toJson(body: Record<string, unknown>): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) =>
    value instanceof RawNumber ? `@@raw${raws.push(value.text) - 1}@@` : value,
  );
  return text.replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)]);
}

/** A value and how to name it in a case title. */
export type Value = [label: string, value: unknown];

const WRONG_TYPES: Value[] = [
  ['a number', 42],
  ['a boolean', true],
  ['an array', ['x']],
  ['an object', { x: 1 }],
];

/** Text a reader sees as empty, and text no database keeps faithfully. */
const UNUSABLE_TEXT: Value[] = [
  ['a zero-width space', '\u200b'],
  ['zero-width joiners', '\u200c\u200d'],
  ['a byte order mark and a zero-width space', '\ufeff\u200b'],
  ['a Hangul filler', '\u3164\u3164'],
  ['a braille blank', '\u2800'],
  ['a bidi override', '\u202e'],
  ['a NUL inside', '제목\u0000'],
  ['a lone NUL', '\u0000'],
  ['a lone high surrogate', '제목\ud800'],
  ['a lone low surrogate', '\udfff제목'],
];

const overlong = (max: number): Value[] => [
  [`${max + 1} characters`, '가'.repeat(max + 1)],
  [`${max + 1} characters of spaces around`, ` ${'a'.repeat(max + 1)} `],
];

const IMPOSSIBLE_DATES: Value[] = [
  ['30 February', '2026-02-30'],
  ['29 February of a common year', '2026-02-29'],
  ['month 13', '2026-13-01'],
  ['31 April with a time', '2026-04-31T10:00:00Z'],
  ['hour 24', '2026-01-01T24:00:00Z'],
  ['a time without its zone', '2026-01-01T10:00'],
  ['a word', 'tomorrow'],
  ['year 999', '0999-12-31'],
  ['year 10000', '+010000-01-01T00:00:00Z'],
  ['a timestamp number', 1_700_000_000_000],
  ['a list of dates', ['2026-01-01']],
];

const badUrls = (required: boolean): Value[] => [
  ...(required
    ? ([
        ['null', null],
        ['empty', ''],
      ] as Value[])
    : []),
  ['a number', 42],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a protocol-relative URL', '//evil.test/a.mp4'],
  ['a NUL in the path', 'http://nas.test.local/\u0000.mp4'],
  ['a lone surrogate in the path', 'http://nas.test.local/\ud800.mp4'],
  ['over 2000 characters', `http://nas.test.local/${'a'.repeat(2000)}.mp4`],
];

const badImageUrls = (required: boolean): Value[] => [
  ...badUrls(required),
  ['a backslash path', '/\\evil.test/a.jpg'],
  ['a data: URL', 'data:image/png;base64,AAAA'],
  ['a NUL in a site path', '/a\u0000.jpg'],
];

const badNumbers = (max: number): Value[] => [
  ['negative', -1],
  ['a fraction', 1.5],
  ['above the maximum', max + 1],
  ['text', '열'],
  ['a boolean', true],
  ['an array', [1]],
  ['an object', {}],
  ['Infinity (1e400)', new RawNumber('1e400')],
  ['a negative exponent', new RawNumber('-0.5e1')],
  ['the text Infinity', 'Infinity'],
  ['the text NaN', 'NaN'],
];

/** Seconds: fractions are fine, anything else that is not a finite number from 0 to the maximum is not. */
const badSeconds = (max: number): Value[] => [
  ['null', null],
  ['negative', -1],
  ['above the maximum', max + 0.5],
  ['text', '열'],
  ['a number as text', '12'],
  ['a boolean', true],
  ['an array', [1]],
  ['an object', {}],
  ['Infinity (1e400)', new RawNumber('1e400')],
  ['a negative exponent', new RawNumber('-0.5e1')],
  ['the text NaN', 'NaN'],
];

const VALUES: Record<FieldKind, (field: BodyField) => Value[]> = {
  requiredText: ({ max = LIMITS.textMax }) => [
    ['null', null],
    ['empty', ''],
    ['spaces', '   '],
    ...WRONG_TYPES,
    ...UNUSABLE_TEXT,
    ...overlong(max),
  ],
  optionalText: ({ max = LIMITS.textMax }) => [...WRONG_TYPES, ...UNUSABLE_TEXT, ...overlong(max)],
  slug: () => [
    ['null', null],
    ['empty', ''],
    ['a number', 42],
    ['spaces inside', 'has space'],
    ['upper case', 'Upper'],
    ['Hangul', '한글'],
    ['an underscore', 'a_b'],
    ['a NUL', 'a\u0000'],
    ['a zero-width space', '\u200b'],
    ['101 characters', 'a'.repeat(101)],
  ],
  httpUrl: () => [...badUrls(true), ['an ftp URL', 'ftp://nas.test.local/a.mp4']],
  videoUrl: () => [...badUrls(true), ['no video extension', 'http://nas.test.local/a.exe']],
  imageUrl: () => badImageUrls(true),
  optionalImageUrl: () => badImageUrls(false),
  date: () => IMPOSSIBLE_DATES,
  order: () => badNumbers(LIMITS.courseOrderMax),
  integer: ({ max = Number.MAX_SAFE_INTEGER }) => badNumbers(max),
  duration: () => badNumbers(PROGRESS.durationMaxSec),
  seconds: ({ max = Number.MAX_SAFE_INTEGER }) => badSeconds(max),
  boolean: () => [
    ['the text yes', 'yes'],
    ['the text true', 'true'],
    ['one', 1],
    ['zero', 0],
    ['an array', []],
    ['an object', {}],
  ],
  optionalBoolean: () => [
    ['null', null],
    ['the text yes', 'yes'],
    ['the text true', 'true'],
    ['one', 1],
    ['an array', []],
    ['an object', {}],
  ],
  // A BooleanField: may be left out, but what is sent must be true or false.
  flag: () => [
    ['null', null],
    ['the text yes', 'yes'],
    ['the text true', 'true'],
    ['one', 1],
    ['zero', 0],
    ['an array', []],
    ['an object', {}],
  ],
  idList: () => [
    ['null', null],
    ['one id as text', 'abc'],
    ['an empty list', []],
    ['an object', {}],
    ['a number inside', [1]],
    ['null inside', [null]],
    ['a blank id inside', ['  ']],
    ['a NUL in an id', ['a\u0000']],
    [`an id of ${LIMITS.idMax + 1} characters`, ['x'.repeat(LIMITS.idMax + 1)]],
    [`${LIMITS.batchIdsMax + 1} ids`, Array.from({ length: LIMITS.batchIdsMax + 1 }, (_, i) => `id-${i}`)],
  ],
  // The list's own shape; each question's rules answer on their own paths (quizzes.e2e-spec).
  quizQuestions: () => [
    ['null', null],
    ['a number', 42],
    ['text', '문제'],
    ['an object', { kind: 'VOCAB', word: 'a', meanings: ['가'] }],
    ['an empty list', []],
    ['51 questions', Array.from({ length: 51 }, () => ({ kind: 'VOCAB', word: 'a', meanings: ['가'] }))],
  ],
  quizAnswers: () => [
    ['null', null],
    ['a number', 42],
    ['text', '1번'],
    ['an object', { questionId: 'a', choice: 0 }],
    ['51 answers', Array.from({ length: 51 }, (_, i) => ({ questionId: `q${i}`, choice: 0 }))],
  ],
  answerText: ({ max = 200 }) => [
    ['null', null],
    ['a number', 42],
    ['a list', ['답']],
    ['an object', {}],
    ...overlong(max),
  ],
  // A phone on the sign-up form: a Korean number as text, or left out (a student's).
  phone: () => [
    ['a number', 1012345678],
    ['a list', ['010-1234-5678']],
    ['an object', {}],
    ['text that is no number', '전화 없음'],
    ['too few digits', '010-12'],
    ['too long', '010-1234-5678-0000-1111'],
    ['a NUL inside', '010-1234\u00005678'],
  ],
  // An id that may be null (to clear a choice): anything but text of an id's length is refused.
  nullableId: ({ max = 36 }) => [
    ['a number', 42],
    ['a list', ['id']],
    ['an object', {}],
    ['empty', ''],
    ...overlong(max),
  ],
  decision: () => [
    ['null', null],
    ['revoke', 'revoke'],
    ['upper case', 'APPROVE'],
    ['empty', ''],
    ['a list', ['approve']],
  ],
  oneOf: ({ values = [] }) => [
    ['null', null],
    ['a value not in the list', 'not-a-choice'],
    // Choices in Hangul (grades: 중1…) have no upper case: the case is then no different value.
    ...(values[0]?.toUpperCase() === values[0] ? [] : [['upper case', values[0]?.toUpperCase() ?? 'X'] as Value]),
    ['empty', ''],
    ['a number', 42],
    ['a list', values.slice(0, 1)],
  ],
  videoType: () => [
    ['null', null],
    ['an unknown type', 'vimeo'],
    ['upper case', 'YOUTUBE'],
    ['empty', ''],
    ['a number', 42],
    ['an array', ['nas']],
  ],
  tags: () => [
    ['a number', 42],
    ['an object', { a: 'b' }],
    ['a number inside', [1]],
    ['a nested list', [['x']]],
    ['a zero-width tag', ['\u200b']],
    ['a NUL in a tag', ['a\u0000']],
    ['a lone surrogate in a tag', ['\udc00']],
    [`${LIMITS.tagsMax + 1} tags`, Array.from({ length: LIMITS.tagsMax + 1 }, (_, i) => `t${i}`)],
    [`a tag of ${LIMITS.tagMax + 1} characters`, ['x'.repeat(LIMITS.tagMax + 1)]],
  ],
  features: () => [
    ['a number', 42],
    ['text', '특징'],
    ['an object', {}],
    ['a number inside', [1]],
    ['an invisible feature', ['\u3164']],
    ['a lone surrogate in a feature', ['\ud800']],
    [`${LIMITS.featuresMax + 1} features`, Array.from({ length: LIMITS.featuresMax + 1 }, (_, i) => `f${i}`)],
    [`a feature of ${LIMITS.featureMax + 1} characters`, ['x'.repeat(LIMITS.featureMax + 1)]],
  ],
  // 개강일: a calendar day or null; the parts of tuition and timetable rows are checked on their own paths.
  day: () => [...IMPOSSIBLE_DATES, ['a moment, not a day', '2026-03-02T09:00:00Z']],
  tuition: () => [
    ['a number', 280000],
    ['text', '28만원'],
    ['a list', [280000]],
    ['a boolean', true],
  ],
  schedule: () => [
    ['an object', { name: 'A반' }],
    ['text', '월 16:00'],
    ['a number inside', [1]],
    ['null inside', [null]],
    ['a list inside', [['MON']]],
    ['21 rows', Array.from({ length: 21 }, () => ({ name: 'A반', days: ['MON'], start: '16:00', end: '17:00' }))],
  ],
  email: () => [
    ['null', null],
    ['empty', ''],
    ...WRONG_TYPES,
    ['no @', 'no-at-sign'],
    ['no dot in the domain', 'a@b'],
    ['a space inside', 'a b@test.local'],
    ['a NUL', 'a\u0000@test.local'],
    ['a zero-width space', 'a\u200b@test.local'],
    ['a lone surrogate', 'a@test.local\ud800'],
    ['255 characters', `${'x'.repeat(244)}@test.local`],
  ],
  password: () => [['null', null], ['empty', ''], ...WRONG_TYPES, ['129 characters', 'p'.repeat(129)]],
  // The console password is whatever ADMIN_CONSOLE_PASSWORD is: no upper limit to test.
  consolePassword: () => [['null', null], ['empty', ''], ...WRONG_TYPES],
  id: () => [
    ['null', null],
    ['empty', ''],
    ...WRONG_TYPES,
    ['a NUL', '\u0000'],
    ['a zero-width space', '\u200b'],
    ['37 characters', 'x'.repeat(37)],
    ['5000 characters', 'x'.repeat(5000)],
  ],
};

export const badValuesFor = (field: BodyField): Value[] => VALUES[field.kind](field);
