/**
 * Hostile markdown for the tests and for `npm run bench:markdown` (decision 078): the security
 * probe's inputs (issue 23 point 1) and the patterns known to make markdown parsers slow, each as
 * long as a text may be (100,000 characters), and an arbitrary that mixes them.
 */
import { TRANSLATION_MAX_LENGTH } from '@wegweiser/contracts';
import fc from 'fast-check';

const MAX = TRANSLATION_MAX_LENGTH;
const fill = (unit: string, length = MAX) => unit.repeat(Math.floor(length / unit.length));
const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

function table(columns: number, rows: number): string {
  const row = (cell: string) => `|${`${cell}|`.repeat(columns)}`;
  return [row(' a '), row('---'), ...Array.from({ length: rows }, () => row(' b '))].join('\n');
}

/** Each as the probe sent it or as the parsers' issue trackers reported it, at most 100,000 characters. */
export const HOSTILE_MARKDOWN: Record<string, string> = {
  'emphasis: "*a" 30,000 times (the probe)': '*a'.repeat(30_000),
  'emphasis: "*a" 20,000 times (40,000 characters, the probe)': '*a'.repeat(20_000),
  'quotes: 12,000 nested ">" (the probe)': `${'>'.repeat(12_000)} a`,
  'emphasis: "_a"': fill('_a'),
  'strikethrough: "~a"': fill('~a'),
  'emphasis mixed: "**_* "': fill('**_* '),
  'code: "`a"': fill('`a'),
  'brackets: "[a"': fill('[a'),
  'images: "![a"': fill('![a'),
  'links: "[]("': fill('[]('),
  'links: "[](("': fill('[](('),
  'links: "]("': fill(']('),
  'angle brackets: "<a"': fill('<a'),
  'autolinks: "www.a.b "': fill('www.a.b '),
  'autolinks: "www.example.org "': fill('www.example.org '),
  'autolinks with URLs: "https://example.com/a_b "': fill('https://example.com/a_b '),
  'autolinks between raw HTML: "<b>x</b>www.a.de "': fill('<b>x</b>www.a.de '),
  'entities: "&#www.example.org "': fill('&#www.example.org '),
  'line breaks: "a\\n" 50,000 times': fill('a\n'),
  'empty list items: "\\n\\n- "': fill('\n\n- '),
  'link references: 3,000 defined and used':
    `${lines(3_000, (i) => `[r${i}]: /x${i}`)}\n\n${lines(3_000, (i) => `[r${i}]`)}`.slice(0, MAX),
  'lists: 1,000 nested by indentation': lines(1_000, (i) => `${' '.repeat(i * 2)}- a`).slice(0, MAX),
  'lists: 50,000 markers on one line': `${'- '.repeat(49_999)}a`,
  'quotes and lists: "> - " repeated': fill('> - '),
  'table: 150 columns × 300 rows': table(150, 300).slice(0, MAX),
  'table: 2 columns × 10,000 rows': table(2, 10_000).slice(0, MAX),
  'plain prose': fill('Ein ruhiger Satz über den Weg. '),
};

const FRAGMENTS = [
  '*',
  '**',
  '_',
  '~~',
  '`',
  '[',
  ']',
  '](',
  '![',
  '(',
  ')',
  '<',
  '>',
  '> ',
  '- ',
  '1. ',
  '  ',
  '\n',
  '\n\n',
  '|',
  '|---',
  '#',
  '\\',
  '&#',
  'a',
  'Wort ',
  'https://example.com/a_b ',
  'www.example.org ',
  '[^1]',
  '[x]: /y\n',
  '[x](javascript:alert(1))',
  '<script>alert(1)</script>',
];

/** Hostile markdown up to 100,000 characters: runs of the fragments parsers choke on, mixed. */
export const hostileMarkdown = () =>
  fc
    .array(
      fc.tuple(
        fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 20_000 }),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((runs) =>
      runs
        .map(([unit, times]) => unit.join('').repeat(times))
        .join('')
        .slice(0, MAX),
    );
