import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownRenderer, { RENDERED_SOURCES_KEPT, transformUrl } from './markdown-renderer';

const html = (source: string) => renderToStaticMarkup(<MarkdownRenderer source={source} />);

describe('MarkdownRenderer', () => {
  it('renders GFM, autolinks and keeps single line breaks', () => {
    const out = html('**fett**\nzweite Zeile\n\nhttps://example.com/a\n\n- eins\n- zwei');
    expect(out).toContain('<strong>fett</strong><br/>');
    expect(out).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('<li>eins</li>');
  });

  it('never renders raw HTML', () => {
    const out = html('<script>alert(1)</script><img src=x onerror=alert(1)><b>bold</b>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('<b>');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
  ])('drops the dangerous link %s', (source) => {
    const out = html(source);
    expect(out).not.toMatch(/href="(javascript|vbscript|file|data):/i);
    // The text stays, as text: no link back to this page (href="").
    expect(out).toBe('<p><span>x</span></p>');
  });

  it('keeps image data URLs and safe links', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(html(`![Bild](${png})`)).toContain(`src="${png}"`);
    expect(html('[Kontakt](/contact)')).toContain('href="/contact"');
    expect(html('[Mail](mailto:a@example.com)')).toContain('href="mailto:a@example.com"');
  });

  it('transformUrl drops script-type and file-type schemes', () => {
    expect(transformUrl('javascript:alert(1)', 'href')).toBe('');
    expect(transformUrl(' file:///x', 'href')).toBe('');
    expect(transformUrl('data:image/gif;base64,R0lGOD==', 'href')).toBe('');
    expect(transformUrl('https://example.com', 'href')).toBe('https://example.com');
  });
});

describe('MarkdownRenderer keeps what it rendered (decision 074)', () => {
  it('answers a source it rendered before with the same elements, and the same markup', () => {
    const source = `**Wiederholt** ${Math.random()}\n\n[Link](https://example.com)`;
    const first = MarkdownRenderer({ source });
    expect(MarkdownRenderer({ source })).toBe(first);
    expect(renderToStaticMarkup(first)).toBe(html(source));
    expect(MarkdownRenderer({ source: `${source} ` })).not.toBe(first);
  });

  it(`keeps at most ${RENDERED_SOURCES_KEPT} sources, the least recently used leaving first`, () => {
    const oldest = `älteste ${Math.random()}`;
    const recent = `gebraucht ${Math.random()}`;
    const first = MarkdownRenderer({ source: oldest });
    const used = MarkdownRenderer({ source: recent });
    for (let i = 0; i < RENDERED_SOURCES_KEPT - 1; i++) {
      MarkdownRenderer({ source: `Text ${i} ${Math.random()}` });
      if (i === 0) MarkdownRenderer({ source: recent });
    }
    expect(MarkdownRenderer({ source: recent })).toBe(used);
    expect(MarkdownRenderer({ source: oldest })).not.toBe(first);
  });
});
