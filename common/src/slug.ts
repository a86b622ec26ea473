// From the package's entry: an app that shares @academy/common uses the shared copy of LIMITS.
import { LIMITS } from './index';

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Korean course terms the original course form turned into English words. */
const KOREAN_TERMS: ReadonlyArray<[string, string]> = [
  ['토익', 'toeic'],
  ['비즈니스', 'business'],
  ['영어', 'english'],
  ['회화', 'conversation'],
  ['문법', 'grammar'],
  ['리스닝', 'listening'],
  ['듣기', 'listening'],
  ['리딩', 'reading'],
  ['독해', 'reading'],
  ['스피킹', 'speaking'],
  ['말하기', 'speaking'],
  ['라이팅', 'writing'],
  ['쓰기', 'writing'],
];

/** Slug suggested from a title when a course (or program) is created. */
export function generateSlug(title: string): string {
  let slug = title.toLowerCase();
  for (const [korean, english] of KOREAN_TERMS) slug = slug.split(korean).join(` ${english} `);
  return slug
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, LIMITS.slugMax)
    .replace(/-$/, '');
}

export function isValidSlug(value: unknown): boolean {
  return typeof value === 'string' && value.length <= LIMITS.slugStoredMax && SLUG_PATTERN.test(value);
}

/**
 * The slug to offer when `slug` is taken: it with the first free number from 2 (`toeic` →
 * `toeic-2`, `toeic-3`, …), kept within the stored length. A slug's own trailing number is part of
 * it (`toeic-900` → `toeic-900-2`), not a count to raise.
 */
export function slugSuggestion(slug: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  used.add(slug);
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, LIMITS.slugStoredMax - suffix.length).replace(/-$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
