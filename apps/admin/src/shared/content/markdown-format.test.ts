import { describe, expect, it } from 'vitest';
import { applyMarkdownFormat, type Edit, type MarkdownFormat } from './markdown-format';

const placeholders = {
  bold: 'fetter Text',
  italic: 'kursiver Text',
  heading: 'Überschrift',
  link: 'Linktext',
  list: 'Punkt',
  quote: 'Zitat',
};
/** `|` marks the caret, `[…]` a selection, in the text before and after. */
function apply(marked: string, format: MarkdownFormat): string {
  const start = marked.search(/[|[]/);
  const plain = marked.replace(/[|[\]]/g, '');
  const end = marked.includes('[') ? marked.indexOf(']') - 1 : start;
  const edit: Edit = applyMarkdownFormat(plain, start, end, format, placeholders);
  const { text, selectionStart: a, selectionEnd: b } = edit;
  return a === b
    ? `${text.slice(0, a)}|${text.slice(a)}`
    : `${text.slice(0, a)}[${text.slice(a, b)}]${text.slice(b)}`;
}

describe('the markdown toolbar', () => {
  it('wraps a selection and keeps it selected', () => {
    expect(apply('[Ruhe] finden', 'bold')).toBe('**[Ruhe]** finden');
    expect(apply('Ruhe [finden]', 'italic')).toBe('Ruhe _[finden]_');
    expect(apply('Mehr [hier]', 'link')).toBe('Mehr [[hier]](https://)');
  });

  it('inserts a selected placeholder at the caret, so typing replaces it', () => {
    expect(apply('Ruhe | finden', 'bold')).toBe('Ruhe **[fetter Text]** finden');
    expect(apply('|', 'link')).toBe('[[Linktext]](https://)');
  });

  it("prefixes the caret's whole line and leaves the caret where it was in it", () => {
    expect(apply('Ruhe finden\n\n|im Alltag', 'list')).toBe('Ruhe finden\n\n- |im Alltag');
    expect(apply('Ruhe finden\n\nim All|tag', 'quote')).toBe('Ruhe finden\n\n> im All|tag');
    // A block needs an empty line before it: one is added after a paragraph.
    expect(apply('Ruhe finden\nim| Alltag', 'heading')).toBe('Ruhe finden\n\n## im| Alltag');
  });

  it('prefixes every selected line once, and puts a placeholder on an empty line', () => {
    expect(apply('[eins\nzwei\n- drei]', 'list')).toBe('[- eins\n- zwei\n- drei]');
    expect(apply('Text\n\n|', 'heading')).toBe('Text\n\n## [Überschrift]');
    expect(apply('Text\n\n[## Überschrift]', 'heading')).toBe('Text\n\n[## Überschrift]');
  });
});
