/**
 * The privacy note is one managed text; the words in it that name the privacy policy become the
 * link to /legal/privacy. The match is case-insensitive and runs to the end of the word, so
 * "Datenschutz" links the whole "Datenschutzerklärung" (not in Chinese, which has no spaces between
 * words). Without a match the link follows the note.
 */
export type NoteParts = { before: string; link: string; after: string };

export function splitPrivacyNote(note: string, phrases: readonly string[]): NoteParts | null {
  const lower = note.toLocaleLowerCase();
  for (const phrase of phrases) {
    const wanted = phrase.trim().toLocaleLowerCase();
    if (!wanted) continue;
    const start = lower.indexOf(wanted);
    if (start < 0) continue;
    let end = start + wanted.length;
    const spaced = !/\p{Script=Han}/u.test(wanted);
    while (spaced && end < note.length && /[\p{L}\p{M}]/u.test(note[end] ?? '')) end += 1;
    return { before: note.slice(0, start), link: note.slice(start, end), after: note.slice(end) };
  }
  return null;
}
