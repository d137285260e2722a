import { describe, expect, it } from 'vitest';
import { countMarkdownMarks, MARKDOWN_LIMITS, markdownLimitProblem } from './markdown-limits';
import { markdown } from './schemas/console/fields';
import { translationRules, translationsPatch } from './schemas/translations';

describe('markdown limits (decision 078)', () => {
  it('counts quotes and list markers opening a line, one inside the other', () => {
    const deep = (prefix: string, times: number) => `${prefix.repeat(times)}Text`;
    expect(markdownLimitProblem(deep('> ', MARKDOWN_LIMITS.depth))).toBeNull();
    expect(markdownLimitProblem(deep('>', MARKDOWN_LIMITS.depth + 1))).toEqual({
      key: 'markdown_too_deep',
      maximum: MARKDOWN_LIMITS.depth,
      found: MARKDOWN_LIMITS.depth + 1,
      line: 1,
    });
    expect(markdownLimitProblem(`a\nb\n${deep('- ', 21)}`)).toMatchObject({ line: 3, found: 21 });
    expect(markdownLimitProblem(deep('1. ', 21))).toMatchObject({ key: 'markdown_too_deep' });
    expect(markdownLimitProblem(deep('> * + 2) ', 6))).toMatchObject({ found: 24 });
    // Not containers: emphasis, a number without its dot, a code block's indentation, hyphens in words.
    expect(
      markdownLimitProblem(
        `${'*a* '.repeat(30)}\n${'1 '.repeat(30)}\n    ${'> '.repeat(30)}\n${'-a '.repeat(30)}`,
      ),
    ).toBeNull();
  });

  it('counts runs of emphasis and code marks, and every bracket and table border', () => {
    expect(countMarkdownMarks('**fett** _kursiv_ ~~weg~~ `code`')).toBe(8);
    expect(countMarkdownMarks('[Link](/a) ![Bild](/b.png)')).toBe(4);
    expect(countMarkdownMarks('| a | b |\n|---|---|')).toBe(6);
    expect(countMarkdownMarks('Ein Satz ohne Zeichen.')).toBe(0);
    expect(markdownLimitProblem('[]'.repeat(MARKDOWN_LIMITS.marks / 2))).toBeNull();
    expect(markdownLimitProblem(`${'[]'.repeat(MARKDOWN_LIMITS.marks / 2)}[`)).toEqual({
      key: 'markdown_too_many_marks',
      maximum: MARKDOWN_LIMITS.marks,
      found: MARKDOWN_LIMITS.marks + 1,
    });
  });

  it('counts lines', () => {
    expect(markdownLimitProblem('a\n'.repeat(MARKDOWN_LIMITS.lines - 1))).toBeNull();
    expect(markdownLimitProblem('a\r\n'.repeat(MARKDOWN_LIMITS.lines))).toEqual({
      key: 'markdown_too_many_lines',
      maximum: MARKDOWN_LIMITS.lines,
      found: MARKDOWN_LIMITS.lines + 1,
    });
  });

  it('markdown fields refuse a text past them, in a whole map and in a PATCH, with the figures', () => {
    const tooDeep = `${'> '.repeat(25)}x`;
    const result = markdown.safeParse({ de: 'gut', fr: tooDeep });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['fr'],
        message: 'markdown_too_deep',
        params: { maximum: MARKDOWN_LIMITS.depth, found: 25, line: 1 },
      }),
    ]);
    const rules = translationRules(markdown);
    expect(rules).toMatchObject({ markdown: true });
    const patch = translationsPatch(rules ?? {});
    expect(patch.safeParse({ fr: tooDeep }).success).toBe(false);
    expect(patch.safeParse({ fr: null, de: '> zitat' }).success).toBe(true);
  });
});
