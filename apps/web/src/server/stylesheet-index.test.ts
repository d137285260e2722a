/**
 * Which of the site stylesheet's rules a page keeps inline (decision 124): a rule goes only when
 * no selector of it can match the page's classes and elements before the visitor acts (137); what is kept keeps its text and its
 * place, inside its @media, @supports and @layer blocks.
 */
import { describe, expect, it } from 'vitest';
import {
  elementToken,
  INTERACTION,
  indexStylesheet,
  inputTypeToken,
  parseUnicodeRange,
  scopedElementToken,
  selectRules,
} from './stylesheet-index';

const select = (css: string, present: string[]) => selectRules(indexStylesheet(css), new Set(present));

describe('selectRules', () => {
  it.each([
    ['a rule whose class is present', '.a{color:red}', ['a'], '.a{color:red}'],
    ['a rule whose class is missing', '.a{color:red}', ['b'], ''],
    ['a compound needing two classes, one missing', '.a.b{color:red}', ['a'], ''],
    ['a descendant selector, both present', '.a .b{color:red}', ['a', 'b'], '.a .b{color:red}'],
    ['one selector of a list matching', '.a,.b{color:red}', ['b'], '.a,.b{color:red}'],
    ['a class inside :not() (matches without it)', '.a:not(.b){color:red}', ['a'], '.a:not(.b){color:red}'],
    ['a lone :not() of a missing class', ':not(.b){color:red}', [], ':not(.b){color:red}'],
    ['one argument of :is() present', ':is(.a,.b) .c{color:red}', ['b', 'c'], ':is(.a,.b) .c{color:red}'],
    ['no argument of :where() present', ':where(.a,.b) .c{color:red}', ['c'], ''],
    ['a :has() whose class is missing', '.a:has(.b){color:red}', ['a'], ''],
    [
      'pseudo-classes and elements',
      '.a:first-child::before{content:""}',
      ['a'],
      '.a:first-child::before{content:""}',
    ],
    ['a hover state (after the paint)', '.a:hover{color:red}', ['a'], ''],
    ['a focus state (after the paint)', '.a:focus-visible{outline:0}', ['a'], ''],
    ['a group hover (after the paint)', '.a:is(:where(.g):hover *){color:red}', ['a', 'g'], ''],
    ['a focus within a :has() (after the paint)', '.a:has(:focus-within){color:red}', ['a'], ''],
    [
      'one selector of a list without a state',
      '.a:hover,.a.b{color:red}',
      ['a', 'b'],
      '.a:hover,.a.b{color:red}',
    ],
    ['a state only inside :not()', '.a:not(:hover){color:red}', ['a'], '.a:not(:hover){color:red}'],
    ["a date field's parts without one", '::-webkit-datetime-edit{padding:0}', [elementToken('input')], ''],
    [
      "a date field's parts with one",
      '::-webkit-datetime-edit{padding:0}',
      [inputTypeToken('date')],
      '::-webkit-datetime-edit{padding:0}',
    ],
    [
      'spin buttons with a number field',
      '::-webkit-inner-spin-button{height:auto}',
      [inputTypeToken('number')],
      '::-webkit-inner-spin-button{height:auto}',
    ],
    ['a file button without a file field', '::file-selector-button{margin:0}', [inputTypeToken('email')], ''],
    ['a placeholder (any text field has one)', '::placeholder{opacity:1}', [], '::placeholder{opacity:1}'],
    ['an escaped variant class', '.md\\:flex{display:flex}', ['md:flex'], '.md\\:flex{display:flex}'],
    ['an element that is missing', '.prose :where(table){margin:0}', ['prose'], ''],
    [
      'an element that is present inside the class',
      '.prose :where(p){margin:0}',
      ['prose', scopedElementToken('prose', 'p')],
      '.prose :where(p){margin:0}',
    ],
    [
      'an element present only outside the class',
      '.prose :where(h1){margin:0}',
      ['prose', elementToken('h1')],
      '',
    ],
    [
      'a child inside the class, through an :is() argument of its own',
      '.prose :where(.prose>ul>li p){margin:0}',
      [
        'prose',
        scopedElementToken('prose', 'ul'),
        scopedElementToken('prose', 'li'),
        scopedElementToken('prose', 'p'),
      ],
      '.prose :where(.prose>ul>li p){margin:0}',
    ],
    [
      'an element in a compound with the class',
      'p.lead{margin:0}',
      ['lead', elementToken('p')],
      'p.lead{margin:0}',
    ],
    [
      'an element under an element',
      'article p{margin:0}',
      [elementToken('article'), elementToken('p')],
      'article p{margin:0}',
    ],
    [
      'a :has() argument (below its own element)',
      '.a :has(p){margin:0}',
      ['a', elementToken('p')],
      '.a :has(p){margin:0}',
    ],
    ['the universal selector and attributes', '*,[data-x=y]{margin:0}', [], '*,[data-x=y]{margin:0}'],
    ['the root', ':root{color:red}', [], ':root{color:red}'],
    ['dark mode under a pre-paint class', '.x:where(.dark,.dark *){color:red}', ['x'], ''],
  ])('%s', (_case, css, present, kept) => {
    expect(select(css, present)).toBe(kept);
  });

  it('keeps @media and @supports blocks with their kept children, and drops them when empty', () => {
    const css =
      '@media (min-width:40rem){.a{color:red}.b{color:blue}}@supports (display:grid){.b{display:grid}}';
    expect(select(css, ['a'])).toBe('@media (min-width:40rem){.a{color:red}}');
    expect(select(css, ['b'])).toBe(
      '@media (min-width:40rem){.b{color:blue}}@supports (display:grid){.b{display:grid}}',
    );
  });

  it('keeps @layer blocks even when empty, so the cascade keeps the layer order', () => {
    const css =
      '@layer theme{:root{--a:1}}@layer base{.x{color:red}}@layer components;@layer utilities{.a{color:var(--a)}}';
    expect(select(css, ['a'])).toBe(
      '@layer theme{:root{--a:1}}@layer base{}@layer components;@layer utilities{.a{color:var(--a)}}',
    );
  });

  it('always keeps font faces and keyframes; a registered property while some kept text names it', () => {
    const css =
      '@font-face{font-family:X;src:url(/x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}@property --p{syntax:"*";inherits:false}.a{animation:spin 1s}.b{transition-property:--p}';
    expect(select(css, [])).toBe(
      '@font-face{font-family:X;src:url(/x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}',
    );
    expect(select(css, ['b'])).toBe(
      '@font-face{font-family:X;src:url(/x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}@property --p{syntax:"*";inherits:false}.b{transition-property:--p}',
    );
  });

  it('keeps a font face whose unicode-range reaches a character of the page, or that has none', () => {
    const css =
      '@font-face{font-family:A;src:url(/a.woff2);unicode-range:U+0-7F}@font-face{font-family:B;src:url(/b.woff2);unicode-range:U+100-24F,U+1E??}@font-face{font-family:C;src:local(Arial)}';
    const index = indexStylesheet(css);
    const faces = (text: string) =>
      selectRules(index, new Set(), new Set(), new Set([...text].map((c) => c.codePointAt(0) as number)));
    expect(faces('Grüße')).toBe(
      '@font-face{font-family:A;src:url(/a.woff2);unicode-range:U+0-7F}@font-face{font-family:C;src:local(Arial)}',
    );
    expect(faces('Łódź')).toBe(css);
    expect(faces('ẞ')).toBe(
      '@font-face{font-family:B;src:url(/b.woff2);unicode-range:U+100-24F,U+1E??}@font-face{font-family:C;src:local(Arial)}',
    );
    expect(selectRules(index, new Set())).toBe(css);
  });

  it('reads unicode ranges with wildcards, and gives up (keeps) on one it cannot read', () => {
    expect(parseUnicodeRange('U+0-7F, u+a0 ,U+4??')).toEqual([
      [0, 0x7f],
      [0xa0, 0xa0],
      [0x400, 0x4ff],
    ]);
    expect(parseUnicodeRange('U+0-7F, latin')).toBeNull();
  });

  it('keeps the custom properties a kept rule names, and those their values name, from rules naming no class', () => {
    const css =
      '@layer theme{:root,:host{--a:1;--b:var(--c);--c:red;--d:2;color:var(--e)}}@layer utilities{.x{color:var(--b)}.y{margin:var(--d)}}';
    // --b by .x, --c by --b's value, --e by the root's own colour; --a and --d (only .y) go.
    expect(select(css, ['x'])).toBe(
      '@layer theme{:root,:host{--b:var(--c);--c:red;color:var(--e)}}@layer utilities{.x{color:var(--b)}}',
    );
  });

  it("drops a layered :root declaration the page's own unlayered :root overrides, and only that", () => {
    const css =
      '@layer theme{:root,:host{--a:1;--b:2}}:root{--a:3}.x{--a:4}@layer utilities{.y{margin:var(--a) var(--b)}}';
    expect(selectRules(indexStylesheet(css), new Set(['x', 'y']), new Set(['a', '--a']))).toBe(
      '@layer theme{:root,:host{--b:2}}:root{--a:3}.x{--a:4}@layer utilities{.y{margin:var(--a) var(--b)}}',
    );
  });

  it('drops a fallback rule whose custom properties nothing names, and its block when that empties it', () => {
    const css =
      '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-a:initial;--tw-b:initial}}}.a{--tw-a:1px;width:var(--tw-a)}';
    expect(select(css, [])).toBe('@layer properties{}');
    expect(select(css, ['a'])).toBe(
      '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-a:initial}}}.a{--tw-a:1px;width:var(--tw-a)}',
    );
  });

  it("leaves out Tailwind's @property fallback, which no browser of the floor applies (decision 138)", () => {
    const css =
      '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before{--tw-a:initial}}}.a{--tw-a:1px;width:var(--tw-a)}';
    expect(select(css, ['a'])).toBe('@layer properties{}.a{--tw-a:1px;width:var(--tw-a)}');
    // Another @supports block stays.
    expect(select('@supports (display:grid){*{--tw-a:initial}}.a{width:var(--tw-a)}', ['a'])).toBe(
      '@supports (display:grid){*{--tw-a:initial}}.a{width:var(--tw-a)}',
    );
  });

  it('gives back the whole stylesheet, byte for byte, when every class is present', () => {
    const css =
      '@layer base{html{color:red}}@layer utilities{.a{color:red}@media (hover:hover){.b:hover{color:blue}}}.c>:not(:last-child){margin:0}';
    const index = indexStylesheet(css);
    expect(selectRules(index, index.classes)).toBe(css);
  });

  it('keeps the rules of a state when the page were to hold INTERACTION (the whole sheet does)', () => {
    expect(select('.a:hover{color:red}', ['a', INTERACTION])).toBe('.a:hover{color:red}');
  });

  it('lists the classes whose descendants some rule names', () => {
    expect([...indexStylesheet('.prose :where(h1){x:y}.a>p{x:y}.b .c{x:y}p.d{x:y}').scopes].sort()).toEqual([
      'a',
      'prose',
    ]);
  });

  it('lists the classes and elements some rule requires', () => {
    expect([...indexStylesheet('.a .b{x:y}:not(.c){x:y}:where(h1,.d){x:y}').classes].sort()).toEqual(
      ['<h1', 'a', 'b', 'd'].sort(),
    );
  });
});
