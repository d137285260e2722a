// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A copy of the module as the browser loads it: with the page's or an island's chunk (decision 120). */
async function loadedAfter<T>(html: string, load: () => Promise<T>): Promise<T> {
  document.body.innerHTML = html;
  vi.resetModules();
  return load();
}

describe('server HTML adopted when its module loads', () => {
  it("markdown: the server's HTML, no renderer", async () => {
    const { markdownId } = await import('./markdown');
    const source = '# Hello';
    const markdown = await loadedAfter(
      `<div data-markdown="${markdownId(source)}"><h1>Hello from the server</h1></div>`,
      () => import('./markdown'),
    );
    expect(renderToStaticMarkup(<markdown.Markdown source={source} />)).toContain(
      '<h1>Hello from the server</h1>',
    );
  });
});
