import { describe, expect, it } from 'vitest';
import { parseXml, readHead } from './markup';

describe('test markup readers', () => {
  it('parse well-formed XML with attributes, entities and self-closing elements', () => {
    const root = parseXml('<?xml version="1.0"?>\n<a x="1 &amp; 2"><b>t&lt;</b><c y=\'z\'/></a>');
    expect(root).toMatchObject({ name: 'a', attributes: { x: '1 & 2' } });
    expect(root.children.map((child) => [child.name, child.text, child.attributes])).toEqual([
      ['b', 't<', {}],
      ['c', '', { y: 'z' }],
    ]);
  });

  it.each([
    ['<a><b></a>', 'mismatched'],
    ['<a>', 'unclosed'],
    ['<a></a><b></b>', 'two roots'],
    ['<a>x & y</a>', 'bare ampersand'],
    ['<a>1 < 2</a>', 'bare less-than'],
  ])('reject %s (%s)', (xml) => {
    expect(() => parseXml(xml)).toThrow();
  });

  it('read head tags, ignoring script contents, and refuse duplicates', () => {
    const html =
      '<html lang="de"><head><title>A &#38; B</title><script>"<meta name=description content=x>"</script>' +
      '<meta name="description" content="D"><link rel="canonical" href="https://a/"></head></html>';
    const head = readHead(html);
    expect([head.lang, head.title, head.meta('description'), head.canonical]).toEqual([
      'de',
      'A & B',
      'D',
      'https://a/',
    ]);
    expect(() => readHead(html.replace('</head>', '<title>again</title></head>'))).toThrow();
    expect(() =>
      readHead(html.replace('</head>', '<meta name="description" content="E"></head>')).meta('description'),
    ).toThrow();
  });
});
