import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderCounts } from './markdown-html';
import MarkdownRenderer, { RENDERED_SOURCES_KEPT, transformUrl } from './markdown-renderer';

const html = (source: string) => renderToStaticMarkup(<MarkdownRenderer source={source} />);

describe('MarkdownRenderer', () => {
  it('renders GFM, autolinks and keeps single line breaks', () => {
    const out = html(
      '**fett**\nzweite Zeile\n\nhttps://example.com/a\n\n- eins\n- zwei\n\nwww.example.org ~~alt~~',
    );
    expect(out).toContain('<strong>fett</strong><br>');
    expect(out).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('<li>eins</li>');
    expect(out).toContain('<a href="http://www.example.org" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('<s>alt</s>');
  });

  it('links only what GFM links: a scheme, www. or an email address, never a bare domain', () => {
    expect(html('example.com')).not.toContain('<a');
    expect(html('a@example.com')).toContain('<a href="mailto:a@example.com">');
  });

  it('renders tables with their alignment and task lists with named checkboxes', () => {
    const table = html('| A | B |\n| :-- | --: |\n| 1 | 2 |');
    expect(table).toContain('<table>');
    expect(table).toContain('<td style="text-align:right">2</td>');
    const tasks = html('- [ ] offen\n- [x] fertig');
    expect(tasks).toContain('<ul class="contains-task-list">');
    expect(tasks).toContain(
      '<li class="task-list-item"><input type="checkbox" disabled="" aria-label="offen"> offen</li>',
    );
    expect(tasks).toContain('checked="" aria-label="erledigt"> fertig');
  });

  it('never renders raw HTML', () => {
    const out = html('<script>alert(1)</script><img src=x onerror=alert(1)><b>bold</b>\n\n<div>block</div>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('<b>');
    expect(out).not.toContain('<div>block');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
  ])('drops the dangerous link %s', (source) => {
    const out = html(source);
    expect(out).not.toMatch(/href="(javascript|vbscript|file|data):/i);
    // The text stays, as text: no link back to this page (href="").
    expect(out).toBe('<div><p><span>x</span></p>\n</div>');
  });

  it('keeps image data URLs and safe links, and leaves a refused image out', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(html(`![Bild](${png})`)).toContain(
      `<img src="${png}" alt="Bild" loading="lazy" decoding="async">`,
    );
    expect(html('![Bild](https://evil.example/x.png)')).not.toContain('<img');
    expect(html('[Kontakt](/contact)')).toContain('href="/contact"');
    expect(html('[Mail](mailto:a@example.com)')).toContain('href="mailto:a@example.com"');
  });

  it('escapes what it shows: text, link titles, code and its language', () => {
    const out = html('[a](/b "x\\" onmouseover=\\"y") `<i>` \n\n```"><script>\n<b>\n```');
    expect(out).not.toMatch(/<(i|b|script)>/);
    expect(out).not.toMatch(/"\s*onmouseover=/);
  });

  it('passes block attributes to its element', () => {
    expect(renderToStaticMarkup(<MarkdownRenderer source="a" className="prose" data-markdown="x" />)).toBe(
      '<div class="prose" data-markdown="x"><p>a</p>\n</div>',
    );
  });

  it('transformUrl drops script-type and file-type schemes', () => {
    expect(transformUrl('javascript:alert(1)', 'href')).toBe('');
    expect(transformUrl(' file:///x', 'href')).toBe('');
    expect(transformUrl('data:image/gif;base64,R0lGOD==', 'href')).toBe('');
    expect(transformUrl('https://example.com', 'href')).toBe('https://example.com');
  });
});

describe('MarkdownRenderer keeps what it rendered (decision 074)', () => {
  it('answers a source it rendered before without parsing it again, with the same markup', () => {
    const source = `**Wiederholt** ${Math.random()}\n\n[Link](https://example.com)`;
    const first = html(source);
    const parsed = renderCounts.parsed;
    expect(html(source)).toBe(first);
    expect(renderCounts.parsed).toBe(parsed);
    html(`${source} `);
    expect(renderCounts.parsed).toBe(parsed + 1);
  });

  it(`keeps at most ${RENDERED_SOURCES_KEPT} sources, the least recently used leaving first`, () => {
    const oldest = `älteste ${Math.random()}`;
    const recent = `gebraucht ${Math.random()}`;
    html(oldest);
    html(recent);
    for (let i = 0; i < RENDERED_SOURCES_KEPT - 1; i++) {
      html(`Text ${i} ${Math.random()}`);
      if (i === 0) html(recent);
    }
    const parsed = renderCounts.parsed;
    html(recent);
    expect(renderCounts.parsed).toBe(parsed);
    html(oldest);
    expect(renderCounts.parsed).toBe(parsed + 1);
  });
});
