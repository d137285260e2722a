import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-html';
import { RENDERER_PROBE, rendererFingerprint } from './renderer-fingerprint';

describe('rendererFingerprint', () => {
  it('is a SHA-256, the same for every call', () => {
    expect(rendererFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(rendererFingerprint()).toBe(rendererFingerprint());
  });

  it('comes from a probe that goes through every rule of the renderer', () => {
    const html = markdownToHtml(RENDERER_PROBE);
    for (const part of [
      '<h1>',
      '<h3>',
      '<strong>',
      '<em>',
      '<s>',
      '<code>',
      '<br>',
      'class="contains-task-list"',
      'aria-label="erledigt"',
      '<ol>',
      '<blockquote>',
      '<pre><code class="language-js">',
      '<hr>',
      '<table>',
      'style="text-align:right"',
      '<a href="/pakete">',
      'target="_blank" rel="noopener noreferrer"',
      '<span>böse</span>',
      'href="tel:+491"',
      '<img src="/media/seed/a.jpg" alt="Bild" loading="lazy" decoding="async">',
      'href="http://www.example.com"',
      'href="mailto:a@b.de"',
    ]) {
      expect(html, part).toContain(part);
    }
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('href="example.com"');
  });
});
