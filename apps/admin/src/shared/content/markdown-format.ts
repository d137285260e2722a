/**
 * What each markdown toolbar button does to the text: wraps the selection (bold, italic, link) or
 * prefixes the selected lines (heading, list, quote). With nothing selected a placeholder word is
 * inserted and selected, so typing replaces it. Pure, so the rules are tested without a browser.
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
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before = text.slice(0, lineStart);
  const block = text.slice(lineStart, start) + selected;
  const prefixed = block
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : prefix + line))
    .join('\n');
  // A block starts on its own line: a heading, list or quote glued to a paragraph is not one.
  const gap = before !== '' && !before.endsWith('\n\n') ? '\n' : '';
  const next = before + gap + prefixed + text.slice(end);
  const offset = before.length + gap.length;
  return { text: next, selectionStart: offset + prefix.length, selectionEnd: offset + prefixed.length };
}
