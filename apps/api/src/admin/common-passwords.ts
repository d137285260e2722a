/**
 * "Not a common password" (ASVS 2.1.7, NIST SP 800-63B 5.1.1.2). The list is the 49 233 most common
 * leaked passwords that zxcvbn-ts ships as `@zxcvbn-ts/language-common` (decision 042), used as a
 * plain set: no strength estimate, only "is it on the list".
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;
const list = () => {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
};

/** Digits, spaces and ASCII punctuation: what people add to a listed word to pass a length rule. */
const DECORATION = String.raw`[\d\s!-/:-@[-\x60{-~]+`;
const AT_END = new RegExp(`${DECORATION}$`, 'u');
const AT_START = new RegExp(`^${DECORATION}`, 'u');
/** Shorter cores are not judged: a single letter among random symbols is not a listed password. */
const MIN_CORE_LENGTH = 4;

/**
 * Whether the password is a listed one, ignoring case, or a listed one with only digits, spaces and
 * punctuation added at its end or both ends ("Sunshine2024!", "!!qwertyuiop99").
 */
export function isCommonPassword(password: string): boolean {
  const words = list();
  const lower = password.toLowerCase();
  if (words.has(lower)) return true;
  const withoutEnd = lower.replace(AT_END, '');
  const core = withoutEnd.replace(AT_START, '');
  return [withoutEnd, core].some((candidate) => candidate.length >= MIN_CORE_LENGTH && words.has(candidate));
}
