import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './static-html';

describe('markdownToHtml', () => {
  it('is the renderer’s HTML: sanitized, raw HTML skipped, unsafe links dropped', () => {
    const html = markdownToHtml('**fett** [x](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(html).toBe('<p><strong>fett</strong> <span>x</span> </p>');
  });
});
