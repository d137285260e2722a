/**
 * Markdown that once froze or broke the site (issue 23 point 1, decision 078): the probe's inputs
 * and generated hostile text. Each renders — as markdown within the contracts' limits, as plain
 * text past them — and never throws; a text shown plainly is reported once and not parsed again.
 * How long each takes is printed by `npm run bench:markdown`, not timed here.
 */

import { TRANSLATION_MAX_LENGTH } from '@wegweiser/contracts';
import { MARKDOWN_LIMITS, markdownLimitProblem } from '@wegweiser/contracts/markdown-limits';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type MarkdownFailure,
  markdownToHtml,
  onMarkdownFailure,
  plainTextHtml,
  renderCounts,
} from './markdown-html';
import { HOSTILE_MARKDOWN, hostileMarkdown } from './testing/hostile-inputs';

const failures: MarkdownFailure[] = [];
onMarkdownFailure((failure) => failures.push(failure));
afterEach(() => {
  failures.length = 0;
  vi.restoreAllMocks();
});

describe('the probe’s inputs', () => {
  it.each(Object.entries(HOSTILE_MARKDOWN))('%s renders without throwing', (_name, source) => {
    expect(source.length).toBeLessThanOrEqual(TRANSLATION_MAX_LENGTH);
    const html = markdownToHtml(source);
    expect(typeof html).toBe('string');
    expect(html).not.toMatch(/<script|onerror=/i);
    if (markdownLimitProblem(source)) expect(html).toBe(plainTextHtml(source));
  });

  it('"*a" 30,000 times and 12,000 nested quotes are past the limits: shown as plain text, reported once', () => {
    const stars = `${'*a'.repeat(30_000)} ${Math.random()}`;
    const quotes = `${'>'.repeat(12_000)} tief ${Math.random()}`;
    expect(markdownLimitProblem(stars)?.key).toBe('markdown_too_many_marks');
    expect(markdownLimitProblem(quotes)).toMatchObject({ key: 'markdown_too_deep', line: 1 });
    expect(markdownToHtml(stars)).toBe(plainTextHtml(stars));
    expect(markdownToHtml(quotes)).toContain('tief');
    const parsed = renderCounts.parsed;
    markdownToHtml(stars);
    markdownToHtml(quotes);
    expect(renderCounts.parsed).toBe(parsed);
    expect(failures.map((failure) => failure.reason)).toEqual(['over_limits', 'over_limits']);
  });

  it('a text at the limits is still rendered as markdown', () => {
    const marks = '**a** '.repeat(MARKDOWN_LIMITS.marks / 2);
    const nested = `${'> '.repeat(MARKDOWN_LIMITS.depth)}tief`;
    expect(markdownLimitProblem(marks)).toBeNull();
    expect(markdownLimitProblem(nested)).toBeNull();
    expect(markdownToHtml(marks)).toContain('<strong>a</strong>');
    expect(markdownToHtml(nested).match(/<blockquote>/g)).toHaveLength(MARKDOWN_LIMITS.depth);
    expect(failures).toEqual([]);
  });

  it('a text the parser fails on is shown plainly, reported once, and not parsed again', () => {
    const render = vi.spyOn(MarkdownIt.prototype, 'render').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const source = `Ein **Text** ${Math.random()}\nzweite Zeile\n\n<b>Absatz</b>`;
    expect(markdownToHtml(source)).toBe(plainTextHtml(source));
    expect(markdownToHtml(source)).toBe(plainTextHtml(source));
    expect(render).toHaveBeenCalledTimes(1);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ reason: 'parser_failed', length: source.length });
  });
});

describe('plain text', () => {
  it('keeps paragraphs and line breaks and escapes everything', () => {
    expect(plainTextHtml('Ein **Text**\r\nzweite Zeile\n \n\n<b>"Absatz"</b> & mehr\n')).toBe(
      '<p>Ein **Text**<br>\nzweite Zeile</p>\n<p>&lt;b&gt;&quot;Absatz&quot;&lt;/b&gt; &amp; mehr</p>\n',
    );
  });
});

describe('generated hostile markdown', () => {
  it('renders every text the schemas accept, and past the limits exactly the plain text', () => {
    fc.assert(
      fc.property(hostileMarkdown(), (source) => {
        const html = markdownToHtml(source);
        expect(html).not.toMatch(/<script|<iframe|href="\s*(javascript|vbscript|data):/i);
        if (markdownLimitProblem(source)) expect(html).toBe(plainTextHtml(source));
      }),
      { numRuns: 40 },
    );
  });
});
