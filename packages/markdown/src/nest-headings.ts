/**
 * Owner-written markdown often starts its sections at ### while the page has only an h1 above it;
 * a jump from h1 to h3 breaks the heading outline screen readers navigate by. This maps the ATX
 * heading levels a description uses, in order, onto h2, h3, … so it nests under the page heading.
 * Fenced code blocks are left untouched. Used by every page that renders owner markdown under its
 * own h1.
 */
const HEADING = /^( {0,3})(#{1,6})(?=[ \t]|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function nestHeadings(source: string, topLevel = 2): string {
  const lines = source.split('\n');
  const inCode: boolean[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (fence) {
      inCode.push(true);
      if (match?.[1] && match[1][0] === fence[0] && match[1].length >= fence.length) fence = null;
    } else if (match?.[1]) {
      fence = match[1];
      inCode.push(true);
    } else {
      inCode.push(false);
    }
  }
  const levels = [
    ...new Set(
      lines.flatMap((line, i) => {
        const level = inCode[i] ? undefined : HEADING.exec(line)?.[2]?.length;
        return level ? [level] : [];
      }),
    ),
  ].sort((a, b) => a - b);
  if (levels.length === 0) return source;
  const target = new Map(levels.map((level, rank) => [level, Math.min(6, topLevel + rank)]));
  return lines
    .map((line, i) => {
      if (inCode[i]) return line;
      return line.replace(
        HEADING,
        (_all, indent: string, hashes: string) =>
          `${indent}${'#'.repeat(target.get(hashes.length) ?? hashes.length)}`,
      );
    })
    .join('\n');
}
