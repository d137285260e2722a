/**
 * What a markdown text may hold so that it renders in bounded time (decision 078). Parsing costs
 * grow with the nesting of quotes and lists and with the marks that open or close emphasis, code
 * and links; past these limits a text is refused at save time with a message naming the limit, and
 * a text stored before the limits existed is shown as plain text (packages/markdown).
 *
 * One linear pass, no parser: the console checks it on every keystroke's validation and the API on
 * every save, and neither may pay a markdown parser's price for it.
 */

export const MARKDOWN_LIMITS = {
  /** Quotes (`>`) and list markers (`-`, `+`, `*`, `1.`) opening one line, one inside the other. */
  depth: 20,
  /** Runs of `*`, `_`, `~` or `` ` `` and single `[`, `]` or `|` (table cells) in the whole text. */
  marks: 5_000,
  /** Lines, each a line break to draw (a long legal page has about 1,500). */
  lines: 10_000,
} as const;

export type MarkdownLimitProblem =
  | { key: 'markdown_too_deep'; maximum: number; found: number; line: number }
  | { key: 'markdown_too_many_marks'; maximum: number; found: number }
  | { key: 'markdown_too_many_lines'; maximum: number; found: number };

/** One container marker at the start of what is left of a line, with up to three spaces before it. */
const CONTAINER = /^ {0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;

function lineDepth(line: string): number {
  let depth = 0;
  let rest = line;
  for (let match = CONTAINER.exec(rest); match && match[0].length > 0; match = CONTAINER.exec(rest)) {
    depth += 1;
    rest = rest.slice(match[0].length);
  }
  return depth;
}

const RUN_MARKS = new Set(['*', '_', '~', '`']);

/**
 * The marks of `source` as the limit counts them: each run of one emphasis or code mark, each
 * bracket, each table cell border.
 */
export function countMarkdownMarks(source: string): number {
  let marks = 0;
  let previous = '';
  for (const char of source) {
    if (char === '[' || char === ']' || char === '|') marks += 1;
    else if (RUN_MARKS.has(char) && char !== previous) marks += 1;
    previous = char;
  }
  return marks;
}

/** The first limit `source` goes past, or null when it renders within bounds. */
export function markdownLimitProblem(source: string): MarkdownLimitProblem | null {
  const lines = source.split(/\r\n|\r|\n/);
  if (lines.length > MARKDOWN_LIMITS.lines)
    return { key: 'markdown_too_many_lines', maximum: MARKDOWN_LIMITS.lines, found: lines.length };
  for (let index = 0; index < lines.length; index += 1) {
    const found = lineDepth(lines[index] ?? '');
    if (found > MARKDOWN_LIMITS.depth)
      return { key: 'markdown_too_deep', maximum: MARKDOWN_LIMITS.depth, found, line: index + 1 };
  }
  const found = countMarkdownMarks(source);
  if (found > MARKDOWN_LIMITS.marks)
    return { key: 'markdown_too_many_marks', maximum: MARKDOWN_LIMITS.marks, found };
  return null;
}
