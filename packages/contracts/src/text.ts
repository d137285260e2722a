/**
 * Text rules shared by the API's schemas (schemas/primitives.ts) and the browser's form rules,
 * without zod, so the browser bundle stays small. Decision 017.
 */

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Whether `value` holds a character no visitor text may contain: a C0 control (U+0000–U+001F;
 * PostgreSQL rejects U+0000, the others are never typed), DEL (U+007F), or a UTF-16 surrogate that
 * is not part of a pair (no character at all: databases and JSON encoders reject or replace it).
 * Multi-line text (a message, text read from a page) may contain TAB, LF and CR.
 */
export function hasForbiddenCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  const multiline = options.multiline ?? false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (!multiline || (code !== TAB && code !== LF && code !== CR)) return true;
    } else if (code === 0x7f) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++; // the pair's low half
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The stored form of an email address: trimmed, lowercased, then NFC. Lowercasing can lengthen a
 * string (`İ` becomes `i̇`, two characters), so lengths are checked on this form, never before.
 */
export const normalizeEmail = (value: string) => value.trim().toLowerCase().normalize('NFC');
