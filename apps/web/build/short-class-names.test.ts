// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the code under test is JavaScript source text with template literals
import { describe, expect, it } from 'vitest';
import { classNamesOf, ownRanges, renameInCode, renameStylesheet, shortName } from './short-class-names';

const CSS = `@layer base{.font-display{font-family:serif}}
@layer utilities{
.sr-only{position:absolute}
.flex{display:flex}
.dark\\:bg-primary-300:where(.dark,.dark *){background:red}
.w-1\\/2{width:50%}
.font-display{font-family:var(--font-display)}
.group-hover\\:translate-x-1:is(:where(.group):hover *){translate:4px}
@media (width>=40rem){.sm\\:px-6{padding-inline:24px}.sr-only{position:static}}
.prose :where(a):not(:where([class~=not-prose],[class~=not-prose] *)){color:blue}
.not-prose{color:inherit}
@keyframes pulse{50%{opacity:.5}}
}`;

describe('short names', () => {
  it('count a … z, then two and three characters, lower case', () => {
    expect([0, 1, 25, 26, 27, 61, 62].map(shortName)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'a9', 'ba']);
    expect(shortName(26 + 26 * 36)).toBe('aaa');
    const many = Array.from({ length: 3000 }, (_, index) => shortName(index));
    expect(new Set(many).size).toBe(3000);
    for (const name of many) expect(name).toMatch(/^[a-z][a-z0-9]*$/);
  });
});

describe('the stylesheet', () => {
  it('names each utility that is not a plain word, in the order the stylesheet first names them', () => {
    expect(Object.fromEntries(classNamesOf(CSS))).toEqual({
      'sr-only': 'a',
      'dark:bg-primary-300': 'b',
      'w-1/2': 'c',
      'group-hover:translate-x-1': 'd',
      'sm:px-6': 'e',
    });
  });

  it('keeps the names of plain words, classes outside the utilities and classes a rule matches as an attribute', () => {
    const names = classNamesOf(CSS);
    for (const kept of ['flex', 'dark', 'group', 'prose', 'font-display', 'not-prose']) {
      expect(names.has(kept)).toBe(false);
    }
  });

  it('never gives a utility the name of a class that keeps its own', () => {
    const names = classNamesOf('@layer utilities{.a{color:red}.b{color:blue}.text-sm{font-size:14px}}');
    expect(names.get('text-sm')).toBe('c');
  });

  it('refuses a rule that matches part of a class attribute (its names could not be followed)', () => {
    expect(() => classNamesOf('@layer utilities{[class*="lg:"]{color:red}.lg\\:flex{display:flex}}')).toThrow(
      /matches part of a class attribute/,
    );
  });

  it('renames the selectors, escapes and all, and leaves everything else as written', () => {
    const renamed = renameStylesheet(CSS, classNamesOf(CSS));
    expect(renamed).toContain('.b:where(.dark,.dark *){background:red}');
    expect(renamed).toContain('.c{width:50%}');
    expect(renamed).toContain('.d:is(:where(.group):hover *){translate:4px}');
    expect(renamed).toContain('@media (width>=40rem){.e{padding-inline:24px}.a{position:static}}');
    expect(renamed).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(renamed).toContain('[class~=not-prose]');
    expect(renamed).toContain('.font-display{font-family:var(--font-display)}');
    expect(renamed).not.toMatch(/sr-only|primary-300|w-1|px-6/);
  });
});

describe('the code', () => {
  const names = new Map([
    ['sr-only', 'a'],
    ['dark:bg-primary-300', 'b'],
    ['px-4', 'c'],
    ['[overflow-wrap:anywhere]', 'd'],
  ]);

  it('renames whole words of strings and template parts', () => {
    const code =
      'x({className:"flex sr-only px-4"});const t=`px-4 ${a?"dark:bg-primary-300":"px-40"} sr-only`;';
    expect(renameInCode(code, names)?.code).toBe('x({className:"flex a c"});const t=`c ${a?"b":"px-40"} a`;');
  });

  it('leaves a word that runs on into a template expression, and tagged templates', () => {
    const code = 'const a=`px-4${b} sr-only`, c=`p${x}px-4`, d=String.raw`px-4 sr-only`;';
    expect(renameInCode(code, names)?.code).toBe(
      'const a=`px-4${b} a`, c=`p${x}px-4`, d=String.raw`px-4 sr-only`;',
    );
  });

  it('writes a string whose source had escapes anew, as the same kind of literal', () => {
    const code = 'const a="sr-only \\u0070x-4",b=`[overflow-wrap:anywhere] \\`q\\``;';
    const renamed = renameInCode(code, names)?.code ?? '';
    expect(renamed).toBe('const a="a c",b=`d \\`q\\``;');
  });

  it('answers null for code without a renamed word', () => {
    expect(renameInCode('const a="inline-block flex";', names)).toBeNull();
  });

  it("renames only within the chunk's own modules, not a dependency's", () => {
    const dependency = 'var display="sr-only";\n';
    const own = 'var label="sr-only px-4";\n';
    const code = `${dependency}${own}`;
    const ranges = ownRanges(code, {
      '/app/node_modules/react-dom/index.js': { code: dependency },
      '\0virtual:helper': { code: 'x' },
      '/app/src/label.ts': { code: own },
    });
    expect(ranges).toEqual([[dependency.length, code.length]]);
    expect(renameInCode(code, names, ranges)?.code).toBe(`${dependency}var label="a c";\n`);
  });

  it('refuses a module whose code is not in its chunk as rendered', () => {
    expect(() => ownRanges('var a=1;', { '/app/src/a.ts': { code: 'var b=2;' } })).toThrow(
      /not in its chunk/,
    );
  });
});
