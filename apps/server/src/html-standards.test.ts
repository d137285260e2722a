/**
 * What the Nu Html Checker and pa11y found on the server's pages (issue 23 point 6), checked on
 * every page of the site as the server renders it, parsed by parse5 (the HTML standard's parser):
 * every `meta` carries `content` (the CSP nonce's did not), every `section` has a heading of its
 * own (the blog's and career's lists did not), and the page's first heading is its `h1` (the
 * consent banner's came first).
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';
import { SITE_ROUTES } from './testing/site-routes';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const server = setupComposedServer();

function elements(node: Node, found: Element[] = []): Element[] {
  if ('tagName' in node) found.push(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) elements(child, found);
  if ('content' in node && node.content) elements(node.content, found);
  return found;
}
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const isHeading = (element: Element) => /^h[1-6]$/.test(element.tagName);

describe.each(SITE_ROUTES.map((route) => [route.path]))('%s as the server renders it', (path) => {
  it('meets the HTML standard where the validators found it did not', async () => {
    const answer = await server.app.inject({ method: 'GET', url: path });
    const all = elements(parse(answer.body));

    for (const meta of all.filter((element) => element.tagName === 'meta')) {
      const kind = attribute(meta, 'name') ?? attribute(meta, 'property') ?? attribute(meta, 'itemprop');
      if (kind !== undefined) expect(attribute(meta, 'content'), `meta ${kind}`).toBeDefined();
    }
    for (const section of all.filter((element) => element.tagName === 'section')) {
      const label = attribute(section, 'aria-labelledby') ?? attribute(section, 'class');
      expect(elements(section).some(isHeading), `section ${label} has a heading`).toBe(true);
    }
    const headings = all.filter(isHeading);
    expect(headings[0]?.tagName, 'the first heading').toBe('h1');
    expect(headings.filter((heading) => heading.tagName === 'h1')).toHaveLength(1);
  });
});
