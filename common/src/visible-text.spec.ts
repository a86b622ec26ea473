import { MESSAGES } from './messages';
import { hasForbiddenCharacters, isInvisibleText, textError } from './visible-text';

const V = MESSAGES.validation;

describe('isInvisibleText: text a reader would see as empty', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\u200b', true], // zero-width space
    ['\u200c\u200d', true], // zero-width non-joiner and joiner
    ['\ufeff', true], // byte order mark
    ['\u2060\u00ad', true], // word joiner, soft hyphen
    ['\u202e\u2066', true], // bidi overrides and isolates
    ['\u3164', true], // Hangul filler
    ['\u115f\u1160\uffa0', true], // Hangul choseong, jungseong and half-width fillers
    ['\u2800', true], // braille blank
    ['\u00a0\u3000\t\n', true], // no-break and ideographic spaces, tab, line feed
    ['\ufe0f', true], // a variation selector alone
    ['\u0001\u001f', true], // control characters
    ['김', false],
    ['a\u200b', false],
    ['\u200b민수', false],
    ['👩\u200d💻', false],
    ['.', false],
  ])('%j → %s', (value, expected) => {
    expect(isInvisibleText(value)).toBe(expected);
  });
});

describe('hasForbiddenCharacters: NUL and unpaired UTF-16 surrogates', () => {
  it.each([
    ['plain 한국어 text', false],
    ['emoji 😀 pairs are fine', false],
    ['\u0000', true],
    ['title\u0000', true],
    ['\ud800', true],
    ['a\udc00b', true],
    ['😀'.slice(0, 1), true],
    ['😀'.slice(1), true],
    ['\udbff\udfff', false],
    ['\ud83d\ud83d', true],
  ])('%j → %s', (value, expected) => {
    expect(hasForbiddenCharacters(value)).toBe(expected);
  });
});

describe('textError: the message a form and the API give', () => {
  it.each([
    ['김민수', null],
    ['', null],
    ['   ', null],
    ['\u200b', V.invisibleOnly],
    [' \ufeff\u200d ', V.invisibleOnly],
    ['a\u0000', V.forbiddenCharacters],
    ['\u0000', V.forbiddenCharacters],
    ['\ud800', V.forbiddenCharacters],
  ])('%j → %s', (value, expected) => {
    expect(textError(value)).toBe(expected);
  });
});
