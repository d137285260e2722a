/**
 * A page's own stylesheet (decision 124): chosen by the classes and elements of its markup and the
 * classes the head script sets before the first paint, hashed as written, made once per set.
 */
import { describe, expect, it } from 'vitest';
import { inlineHash } from './document-template';
import {
  charactersOf,
  hasWaitingBlock,
  markupTokens,
  outsideWaitingBlocks,
  PageStylesheets,
  rootProperties,
  scopedElementTokens,
  stylesheetIndexFor,
} from './page-stylesheet';

const SITE =
  'html{color:black}.card{padding:1rem}.dark\\:bg-black:where(.dark,.dark *){background:black}.dark .logo{filter:invert(1)}' +
  '.prose :where(table){margin:0}.prose :where(p){margin:1em}.w-\\[1\\/2\\]{width:50%}.never{color:red}';

describe('PageStylesheets', () => {
  const sheets = new PageStylesheets(SITE);

  it('keeps the rules the markup and the pre-paint dark class can match, in source order', () => {
    const sheet = sheets.forMarkup(
      '<main class="card dark:bg-black logo"><div class="prose"><p>Text</p></div></main>',
    );
    expect(sheet.css).toBe(
      'html{color:black}.card{padding:1rem}.dark\\:bg-black:where(.dark,.dark *){background:black}.dark .logo{filter:invert(1)}.prose :where(p){margin:1em}',
    );
    expect(sheet.hash).toBe(inlineHash(sheet.css));
  });

  it("leaves the rules only a waiting block's inside uses to the whole stylesheet; the block's own stay", () => {
    const sheet = sheets.forMarkup(
      '<main><section data-waits="" class="card"><p class="never">later</p><div class="prose"><p>x</p></div></section></main>',
    );
    expect(sheet.css).toContain('.card{padding:1rem}');
    expect(sheet.css).not.toContain('.never');
    expect(sheet.css).not.toContain('.prose');
  });

  it('reads classes written with character references', () => {
    expect(sheets.forMarkup('<div class="w-[1&#x2F;2]"></div>').css).toContain('.w-\\[1\\/2\\]{width:50%}');
  });

  it('gives the same stylesheet (one object) for markup with the same classes and elements', () => {
    const first = sheets.forMarkup('<p class="card">One</p>');
    const second = sheets.forMarkup('<p class="card unknown-class">Two, longer</p>');
    expect(second).toBe(first);
    expect(sheets.forMarkup('<p class="card prose">Three</p>')).not.toBe(first);
  });
});

describe('outsideWaitingBlocks', () => {
  it("keeps each waiting block's start and end tag and what is around it, not what is inside", () => {
    expect(
      outsideWaitingBlocks(
        '<h1>T</h1><section data-section="a" data-waits="" class="x"><div><div>in</div></div></section><p>after</p>',
      ),
    ).toBe('<h1>T</h1><section data-section="a" data-waits="" class="x"></section><p>after</p>');
  });

  it('counts nested elements of the same name, not those whose name only starts the same', () => {
    expect(
      outsideWaitingBlocks(
        '<div data-waits=""><div><dialog>d</dialog><div>x</div></div><divx></divx></div><div class="y">kept</div>',
      ),
    ).toBe('<div data-waits=""></div><div class="y">kept</div>');
  });

  it('leaves several blocks out, one inside another once, and markup without any as it is', () => {
    expect(
      outsideWaitingBlocks(
        '<section data-waits=""><div data-waits="">a</div></section><b>b</b><footer><div data-waits="">c</div></footer>',
      ),
    ).toBe('<section data-waits=""></section><b>b</b><footer><div data-waits=""></div></footer>');
    const plain = '<main class="a"><p>data-waits as text</p></main>';
    expect(outsideWaitingBlocks(plain)).toBe(plain);
    expect(hasWaitingBlock(plain)).toBe(false);
    expect(hasWaitingBlock('<div data-waits=""></div>')).toBe(true);
  });

  it('keeps the rest of the markup when a block has no end (never cuts what it cannot bound)', () => {
    const broken = '<p>a</p><section data-waits=""><p>open';
    expect(outsideWaitingBlocks(broken)).toBe(broken);
  });
});

describe('stylesheetIndexFor', () => {
  it('indexes a stylesheet once per process: servers built on the same build share it', () => {
    const first = stylesheetIndexFor(SITE);
    expect(stylesheetIndexFor(SITE)).toBe(first);
    const other = stylesheetIndexFor(`${SITE}.other{color:blue}`);
    expect(other).not.toBe(first);
    expect(other.classes.has('other')).toBe(true);
  });
});

describe('markupTokens', () => {
  it('lists class names (decoded, any whitespace) and element names', () => {
    expect([...markupTokens('<div class="a  b\n c&amp;d"><SVG class="e"></SVG><p>x</p></div>')]).toEqual([
      'a',
      'b',
      'c&d',
      'e',
      '<div',
      '<svg',
      '<p',
    ]);
  });

  it('reads only class attributes and tags: no other attribute ending in "class", no "<" without a name', () => {
    const tokens = markupTokens('<p data-class="zz" class="b"\tclass="c">1 < 2</p><x-card1 class="">');
    expect([...tokens].sort()).toEqual(['<p', '<x-card1', 'b', 'c']);
  });

  it("names each input's type, read from its own tag", () => {
    const tokens = markupTokens(
      '<input id="a" type="email" class="x"/><INPUT Type="Date"><input name="q"><p title="type=&quot;file&quot;">x</p>',
    );
    expect([...tokens].filter((token) => token.startsWith('<input')).sort()).toEqual([
      '<input',
      '<input type=date',
      '<input type=email',
    ]);
  });
});

describe('rootProperties', () => {
  it("names the custom properties of the theme's opening :root rule, not of a later one", () => {
    const css =
      ':root{--color-primary-50:#fff;--font-body:a, b;--web-font-families:Inter}:root[data-web-fonts]{--font-x:y}';
    expect([...rootProperties(css)]).toEqual(['--color-primary-50', '--font-body', '--web-font-families']);
    expect(rootProperties('')).toEqual(new Set());
    expect(rootProperties(':root[data-web-fonts]{--a:b}')).toEqual(new Set());
  });
});

describe('scopedElementTokens', () => {
  const tokens = (html: string) => [...scopedElementTokens(html, new Set(['prose', 'card']))].sort();

  it('names the elements inside an element with a scope class, not the element itself or those after it', () => {
    expect(
      tokens('<h1>T</h1><div class="x prose"><h2>a</h2><p>b <strong>c</strong></p></div><h3>d</h3>'),
    ).toEqual(['prose <h2', 'prose <p', 'prose <strong']);
  });

  it('follows nesting past void and self-closed elements, comments, and a ">" in a quoted value', () => {
    expect(
      tokens(
        '<div class="prose"><p>a<br>b<img src="x"/><!-- c --></p><a title="1 > 0" href=\'x\'>d</a></div><ul><li>e</li></ul>',
      ),
    ).toEqual(['prose <a', 'prose <br', 'prose <img', 'prose <p']);
  });

  it('keeps outer scopes inside inner ones, and closes up to the element an end tag names', () => {
    expect(
      tokens('<section class="card"><div class="prose"><ol><li>x</ol></div><em>y</em></section><b>z</b>'),
    ).toEqual(['card <div', 'card <em', 'card <li', 'card <ol', 'prose <li', 'prose <ol']);
  });

  it('reads nothing when the stylesheet has no scopes', () => {
    expect(scopedElementTokens('<div class="prose"><p>x</p></div>', new Set())).toEqual(new Set());
  });
});

describe('charactersOf', () => {
  it('lists printable ASCII and each other character once, those outside the first plane too', () => {
    const characters = charactersOf('<p>aä ä中😀</p>');
    expect([...characters].filter((code) => code > 0x7f).sort((a, b) => a - b)).toEqual([
      0xe4, 0x4e2d, 0x1f600,
    ]);
    expect(characters.has(0x41)).toBe(true);
    expect(characters.has(0x0a)).toBe(false);
  });
});
