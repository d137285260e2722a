import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './static-html';

describe('markdownToHtml', () => {
  it('is the renderer’s HTML: sanitized, raw HTML skipped, unsafe links dropped', () => {
    const html = markdownToHtml('**fett** [x](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(html).toBe('<p><strong>fett</strong> <span>x</span> </p>\n');
  });

  it('renders under tsx as `npm start` runs the API (no bundler, no tsconfig of this package)', () => {
    const script =
      "import { markdownToHtml } from '@wegweiser/markdown/static-html'; console.info(markdownToHtml('[a](/b)'));";
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(output).toBe('<p><a href="/b">a</a></p>\n\n');
  });
});
