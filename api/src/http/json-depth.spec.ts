import { exceedsJsonDepth } from './json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('exceedsJsonDepth', () => {
  it.each([
    ['{}', 1, false],
    ['{}', 0, true],
    ['{"a":[1,2,{"b":[]}]}', 4, false],
    ['{"a":[1,2,{"b":[]}]}', 3, true],
    ['[[[]]]', 3, false],
    ['[[[[]]]]', 3, true],
    // siblings do not add up
    ['[[],[],[],[]]', 2, false],
    // brackets in strings are text, escaped quotes do not end the string
    ['{"a":"[[[[{{{{"}', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['{"a":"\\\\","b":[[]]}', 2, true],
    // multi-byte characters around brackets
    ['{"가":["😀",["한"]]}', 3, false],
    ['{"가":["😀",["한"]]}', 2, true],
  ])('%s with at most %d levels → %s', (text, max, expected) => {
    expect(exceedsJsonDepth(bytes(text), max)).toBe(expected);
  });

  it('stops at the first level too many, whatever follows', () => {
    expect(exceedsJsonDepth(bytes('['.repeat(100_000)), 32)).toBe(true);
  });
});
