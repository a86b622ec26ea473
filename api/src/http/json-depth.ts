const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read from its UTF-8 bytes in one
 * pass before anything is parsed (no multi-byte UTF-8 sequence contains an ASCII byte, so quotes
 * and brackets are found byte by byte). Brackets inside strings do not count. Malformed JSON is
 * left for the parser to refuse.
 */
export function exceedsJsonDepth(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
  return false;
}
