// @vitest-environment node

import { markdownToHtml } from '@wegweiser/markdown/static-html';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  adoptServerMarkdown,
  Markdown,
  markdownId,
  preloadMarkdown,
  StoredMarkdownContext,
} from './markdown';

describe('markdownId', () => {
  it('is stable for a source and differs between sources', () => {
    expect(markdownId('# Titel\n\nText')).toBe(markdownId('# Titel\n\nText'));
    expect(markdownId('# Titel\n\nText')).not.toBe(markdownId('# Titel\n\nText.'));
    expect(markdownId('')).toMatch(/^[0-9a-z]+-0$/);
  });
});

describe('Markdown', () => {
  it('renders sanitized markdown under its id once the renderer is loaded (server render)', async () => {
    await preloadMarkdown();
    const source = '**fett** <script>alert(1)</script>';
    const html = renderToStaticMarkup(<Markdown source={source} />);
    expect(html).toContain(`data-markdown="${markdownId(source)}"`);
    expect(html).toContain('<strong>fett</strong>');
    expect(html).not.toContain('<script');
  });

  it('hydrates from the HTML the server put into the page, for the same source only', () => {
    const source = 'Absatz mit *Betonung*';
    const serverHtml = '<p>Absatz mit <em>Betonung</em></p>';
    const element = {
      getAttribute: () => markdownId(source),
      innerHTML: serverHtml,
    };
    const root = { querySelectorAll: () => [element] } as unknown as ParentNode;
    expect(adoptServerMarkdown(root)).toBeGreaterThan(0);
    expect(renderToStaticMarkup(<Markdown source={source} />)).toBe(
      `<div data-markdown="${markdownId(source)}" class="prose prose-slate max-w-none dark:prose-invert ">${serverHtml}</div>`,
    );
    // Changed content is rendered, not taken from the page.
    expect(renderToStaticMarkup(<Markdown source={`${source}!`} />)).toContain('<em>Betonung</em>!');
  });

  it('takes the HTML stored at publish for exactly its text: the markup the renderer makes', async () => {
    await preloadMarkdown();
    const source = '## Ablauf\n\n- [ ] offen, [Kontakt](/contact)';
    const asked: string[] = [];
    const stored = (text: string) => {
      asked.push(text);
      return text === source ? `${markdownToHtml(source)}<!--stored-->` : undefined;
    };
    const withStore = (text: string) =>
      renderToStaticMarkup(
        <StoredMarkdownContext.Provider value={stored}>
          <Markdown source={text} className="mt-8" />
        </StoredMarkdownContext.Provider>,
      );
    const rendered = renderToStaticMarkup(<Markdown source={source} className="mt-8" />);
    expect(withStore(source)).toBe(rendered.replace('</div>', '<!--stored--></div>'));
    // Another text is rendered, as without a store.
    expect(withStore(`${source}.`)).toBe(
      renderToStaticMarkup(<Markdown source={`${source}.`} className="mt-8" />),
    );
    expect(asked).toEqual([source, `${source}.`]);
  });
});
