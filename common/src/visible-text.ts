import { MESSAGES } from './messages';

/*
 * What a name, a title or any other text field may hold. Two rules, shared by the forms and the
 * API so both refuse the same input:
 *  - no NUL character and no unpaired UTF-16 surrogate anywhere: the databases and the CSV exports
 *    cannot keep them faithfully (a lone surrogate turns into U+FFFD on the way to MySQL);
 *  - not made only of characters nobody sees (zero-width spaces and joiners, the BOM, bidi marks,
 *    Hangul fillers, braille blank…): such a "name" looks empty on every screen.
 */

// White space, format characters (Cf: U+200B, U+200D, U+FEFF, U+2066…), controls, and the code
// points Unicode says to draw as nothing (Hangul fillers U+3164/U+115F/U+1160/U+FFA0, variation
// selectors); U+2800 (braille blank) is drawn as nothing by every font too.
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

const HIDDEN = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

export function isInvisibleText(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}

/** Any control, format or ignorable character at all: what an e-mail address must not hide. */
export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value);
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** A loop over UTF-16 units rather than a regex: lookbehind would break older Safari. */
export function hasForbiddenCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return true;
    if (isHigh(code)) {
      if (!isLow(value.charCodeAt(i + 1))) return true;
      i++;
    } else if (isLow(code)) return true;
  }
  return false;
}

/**
 * The Korean message for text no field stores, or null. Blank text (spaces only) passes: each
 * field decides whether blank means "required" or "none".
 */
export function textError(value: string): string | null {
  if (hasForbiddenCharacters(value)) return MESSAGES.validation.forbiddenCharacters;
  if (value.trim() !== '' && isInvisibleText(value)) return MESSAGES.validation.invisibleOnly;
  return null;
}
