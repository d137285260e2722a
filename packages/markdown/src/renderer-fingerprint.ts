/**
 * What names the renderer's output (decision 122): HTML stored beside a markdown source is used
 * only while the renderer that would render it now is the one that rendered it. The fingerprint is
 * the SHA-256 of a revision number and of the HTML this renderer makes of a text that uses every
 * rule it has (headings, emphasis, lists and task lists, quotes, code, tables, safe and refused
 * links and images, autolinks, raw HTML, line breaks): a change of markdown-it or of our rules that
 * shows in that HTML gives another fingerprint by itself. A change that would not show there bumps
 * the revision.
 */
import { createHash } from 'node:crypto';
import { markdownToHtml } from './markdown-html';

/** Raise when the renderer's output changes in a way the probe below does not show. */
export const RENDERER_REVISION = 1;

export const RENDERER_PROBE = [
  '# Eins\n## Zwei\n### Drei\n\nText mit **fett**, *kursiv*, ~~weg~~ und `code`.\nZeile zwei.',
  '- a\n- [ ] offen\n- [x] erledigt\n\n1. eins\n2. zwei\n\n> Zitat\n>> tiefer',
  '```js\nconst a = 1 < 2;\n```\n\n    eingerückt\n\n---',
  '| a | b |\n|:--|--:|\n| 1 | 2 |',
  '[intern](/pakete) [extern](https://example.com) [böse](javascript:alert(1)) [tel](tel:+491) [mail](mailto:a@b.de)',
  '![Bild](/media/seed/a.jpg) ![fremd](https://evil.example/x.png) ![daten](data:image/png;base64,iVBORw0KGgo=)',
  'https://example.com www.example.com a@b.de example.com <b>roh</b> <script>alert(1)</script>',
  '&amp; &copy; "Anführung" \'einfach\' -- ... (c)',
].join('\n\n');

let fingerprint: string | null = null;

/** The renderer's fingerprint: 64 hex digits, computed once per process. */
export function rendererFingerprint(): string {
  fingerprint ??= createHash('sha256')
    .update(`revision ${RENDERER_REVISION}\n`)
    .update(markdownToHtml(RENDERER_PROBE))
    .digest('hex');
  return fingerprint;
}
