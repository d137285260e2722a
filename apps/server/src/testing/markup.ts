/**
 * Test helpers that read what crawlers read: the tags of a page's <head>, its JSON-LD and XML
 * documents. The XML reader is strict (mismatched or unclosed elements throw), so a test that
 * parses a document also checks that it is well-formed.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Entities decoded; a bare `&` is an error (our markup always escapes it). */
export function decodeEntities(text: string): string {
  if (/&(?!(#x[0-9a-f]+|#\d+|[a-z]+);)/i.test(text)) throw new Error(`unescaped & in ${text.slice(0, 40)}`);
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    const named = ENTITIES[entity.toLowerCase()];
    if (named === undefined) throw new Error(`unknown entity ${whole}`);
    return named;
  });
}

export type Attributes = Record<string, string>;

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  const pattern = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;
  for (const match of source.matchAll(pattern)) {
    const [, name, double, single] = match;
    if (!name) continue;
    if (name in attributes) throw new Error(`duplicate attribute ${name}`);
    attributes[name] = decodeEntities(double ?? single ?? '');
  }
  return attributes;
}

export type Head = {
  lang: string | undefined;
  title: string | undefined;
  metas: Attributes[];
  links: Attributes[];
  /** Content of a meta tag by name or property; throws when it appears more than once. */
  meta(key: string): string | undefined;
  metaAll(key: string): string[];
  canonical: string | undefined;
  /** hreflang → href */
  alternates: Record<string, string>;
};

export function readHead(html: string): Head {
  const lang = /<html\b([^>]*)>/i.exec(html)?.[1];
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1];
  if (head === undefined) throw new Error('no <head>');
  // Scripts and styles may contain anything: leave them out before looking for tags.
  const tags = head.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const titles = [...tags.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decodeEntities(m[1] ?? ''));
  if (titles.length > 1) throw new Error('more than one <title>');
  const metas = [...tags.matchAll(/<meta\b([^>]*)>/gi)].map((m) => parseAttributes(m[1] ?? ''));
  const links = [...tags.matchAll(/<link\b([^>]*)>/gi)].map((m) => parseAttributes(m[1] ?? ''));
  const metaAll = (key: string) =>
    metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? '');
  const canonicals = links.filter((l) => l.rel === 'canonical');
  if (canonicals.length > 1) throw new Error('more than one canonical link');
  const alternates: Record<string, string> = {};
  for (const link of links.filter((l) => l.rel === 'alternate' && l.hreflang)) {
    const hreflang = link.hreflang as string;
    if (hreflang in alternates) throw new Error(`duplicate hreflang ${hreflang}`);
    alternates[hreflang] = link.href ?? '';
  }
  return {
    lang: lang ? parseAttributes(lang).lang : undefined,
    title: titles[0],
    metas,
    links,
    meta(key) {
      const values = metaAll(key);
      if (values.length > 1) throw new Error(`meta ${key} appears ${values.length} times`);
      return values[0];
    },
    metaAll,
    canonical: canonicals[0]?.href,
    alternates,
  };
}

/** The parsed JSON of every `<script type="application/ld+json">` in the page. */
export function readJsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
}

export type XmlElement = { name: string; attributes: Attributes; children: XmlElement[]; text: string };

/** A strict reader for the XML we serve (no DTDs, comments or CDATA needed). */
export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const pattern =
    /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const match of body.matchAll(pattern)) {
    const [, closing, name, attributes, selfClosing, text, stray] = match;
    const current = stack.at(-1) as XmlElement;
    if (stray) throw new Error(`malformed markup at ${match.index}`);
    if (text !== undefined) {
      if (current === root && text.trim()) throw new Error('text outside the root element');
      current.text += decodeEntities(text);
      continue;
    }
    if (closing) {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      stack.pop();
      continue;
    }
    const element: XmlElement = {
      name: name as string,
      attributes: parseAttributes(attributes ?? ''),
      children: [],
      text: '',
    };
    current.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)?.name}> is not closed`);
  if (root.children.length !== 1) throw new Error('an XML document has exactly one root element');
  return root.children[0] as XmlElement;
}

export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);
