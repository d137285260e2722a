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
  it("content icons: the server's paths, no icon module", async () => {
    const icons = await loadedAfter(
      '<svg data-icon="CogIcon"><path d="M1 1h2"></path><path d="M3 3h4"></path></svg>',
      () => import('./icon'),
    );
    const html = renderToStaticMarkup(<icons.ContentIcon name="CogIcon" className="size-6" />);
    expect(html).toContain('data-icon="CogIcon"');
    expect(html).toContain('d="M1 1h2"');
    expect(html).toContain('d="M3 3h4"');
  });

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
