import { generateSlug, isValidSlug, slugSuggestion } from './slug';

describe('generateSlug', () => {
  it('lower-cases, drops symbols and joins words with hyphens', () => {
    expect(generateSlug('Hello, World 2026!')).toBe('hello-world-2026');
  });

  it('turns the known Korean course terms into English words', () => {
    expect(generateSlug('토익 리스닝 기초')).toBe('toeic-listening');
    expect(generateSlug('중학 영어 문법')).toBe('english-grammar');
  });

  it('never exceeds 50 characters nor ends with a hyphen', () => {
    const slug = generateSlug('word '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
    expect(isValidSlug(slug)).toBe(true);
  });
});

describe('isValidSlug', () => {
  it('allows only lowercase letters, digits and hyphens', () => {
    expect(isValidSlug('middle-school')).toBe(true);
    expect(isValidSlug('Middle_School')).toBe(false);
    expect(isValidSlug('')).toBe(false);
  });
});

describe('slugSuggestion', () => {
  it('offers the root with the first free number from 2', () => {
    expect(slugSuggestion('toeic', ['toeic'])).toBe('toeic-2');
    expect(slugSuggestion('toeic', ['toeic', 'toeic-2', 'toeic-4'])).toBe('toeic-3');
    expect(slugSuggestion('toeic-900', ['toeic-900', 'toeic-2'])).toBe('toeic-900-2');
  });

  it('stays within the stored length', () => {
    const long = 'a'.repeat(100);
    const suggestion = slugSuggestion(long, [long]);
    expect(suggestion).toBe(`${'a'.repeat(98)}-2`);
    expect(isValidSlug(suggestion)).toBe(true);
  });
});
