/**
 * What each markdown toolbar button does to the text: wraps the selection (bold, italic, link) or
 * prefixes the lines of the caret or selection (heading, list, quote). Where there is nothing to
 * wrap or prefix (no selection; an empty line) a placeholder word is inserted and selected, so
 * typing replaces it. Pure, so the rules are tested without a browser.
 */
export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'link' | 'list' | 'quote';

export type Edit = { text: string; selectionStart: number; selectionEnd: number };

export type Placeholders = Record<MarkdownFormat, string>;

const WRAP: Partial<Record<MarkdownFormat, [string, string]>> = {
  bold: ['**', '**'],
  italic: ['_', '_'],
  link: ['[', '](https://)'],
};
const PREFIX: Partial<Record<MarkdownFormat, string>> = { heading: '## ', list: '- ', quote: '> ' };

export function applyMarkdownFormat(
  text: string,
  start: number,
  end: number,
  format: MarkdownFormat,
  placeholders: Placeholders,
): Edit {
  const selected = text.slice(start, end) || placeholders[format];
  const wrap = WRAP[format];
  if (wrap) {
    const [open, close] = wrap;
    const next = text.slice(0, start) + open + selected + close + text.slice(end);
    return {
      text: next,
      selectionStart: start + open.length,
      selectionEnd: start + open.length + selected.length,
    };
  }
  const prefix = PREFIX[format] ?? '';
  // Whole lines: from the start of the caret's (or selection's first) line to the end of its last.
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd);
  const empty = lines.trim() === '';
  const prefixed = (empty ? placeholders[format] : lines)
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : prefix + line))
    .join('\n');
  const before = text.slice(0, lineStart);
  // A block starts on its own line: a heading, list or quote glued to a paragraph is not one.
  const gap = before !== '' && !before.endsWith('\n\n') ? '\n' : '';
  const next = before + gap + prefixed + text.slice(lineEnd);
  const offset = before.length + gap.length;
  // A placeholder is selected (typing replaces it), a selection stays selected with its marks, a
  // caret stays where it was in its line.
  if (empty)
    return { text: next, selectionStart: offset + prefix.length, selectionEnd: offset + prefixed.length };
  if (start !== end) return { text: next, selectionStart: offset, selectionEnd: offset + prefixed.length };
  const caret = offset + (prefixed.length - lines.length) + (start - lineStart);
  return { text: next, selectionStart: caret, selectionEnd: caret };
}
