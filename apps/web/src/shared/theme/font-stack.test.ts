import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FONTS, fontStack, fontVariables, hostedFamilies } from './font-stack';

const CJK_SANS = [
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  "'Source Han Sans SC'",
];
const CJK_SERIF = ["'Songti SC'", "'Noto Serif CJK SC'", "'Source Han Serif SC'"];

describe('fontStack', () => {
  it('follows a hosted sans family with its metric fallback face, the Chinese sans fonts and sans-serif', () => {
    const stack = fontStack('Inter').split(', ');
    expect(stack.slice(0, 2)).toEqual(["'Inter'", "'Inter Fallback'"]);
    expect(stack).toEqual(expect.arrayContaining(CJK_SANS));
    expect(stack.at(-1)).toBe('sans-serif');
  });

  it('gives a hosted serif family serif Chinese fonts and a serif tail', () => {
    const stack = fontStack('Fraunces').split(', ');
    expect(stack.slice(0, 2)).toEqual(["'Fraunces'", "'Fraunces Fallback'"]);
    expect(stack).toEqual(expect.arrayContaining(CJK_SERIF));
    expect(stack).not.toContain("'PingFang SC'");
    expect(stack.at(-1)).toBe('serif');
  });

  it('keeps a family this site does not host (the browser may have it) without a fallback face', () => {
    const stack = fontStack(' Roboto ').split(', ');
    expect(stack[0]).toBe("'Roboto'");
    expect(stack[1]).toBe('ui-sans-serif');
    expect(stack.at(-1)).toBe('sans-serif');
  });

  it('without the web font starts a hosted family with its fallback face, and keeps a family not hosted', () => {
    expect(fontStack('Inter', { web: false })).toBe(fontStack('Inter').replace("'Inter', ", ''));
    expect(fontStack('Fraunces', { web: false }).split(', ')[0]).toBe("'Fraunces Fallback'");
    expect(fontStack('Roboto', { web: false })).toBe(fontStack('Roboto'));
  });

  it('strips quotes and backslashes so a theme name cannot break out of the value', () => {
    expect(fontStack(`Evil'", x\\`).startsWith("'Evil, x'")).toBe(true);
  });
});

describe('fontVariables', () => {
  it('maps the theme fonts to --font-body and --font-display: first without, then with the web fonts', () => {
    expect(fontVariables({ body: 'Inter', display: 'Fraunces' })).toEqual({
      '--font-body': fontStack('Inter', { web: false }),
      '--font-display': fontStack('Fraunces', { web: false }),
    });
    expect(fontVariables({ body: 'Inter', display: 'Fraunces' }, { web: true })).toEqual({
      '--font-body': fontStack('Inter'),
      '--font-display': fontStack('Fraunces'),
    });
  });

  it('names the hosted families the theme uses, body first, each once', () => {
    expect(hostedFamilies({ body: 'Inter', display: 'Fraunces' })).toEqual(['Inter', 'Fraunces']);
    expect(hostedFamilies({ body: 'Inter', display: ' Inter ' })).toEqual(['Inter']);
    expect(hostedFamilies({ body: 'Roboto', display: 'Fraunces' })).toEqual(['Fraunces']);
    expect(hostedFamilies(null)).toEqual(['Inter']);
  });

  it('uses Inter for both roles without a theme or for a blank name (spec section 3: default fonts Inter)', () => {
    expect(DEFAULT_FONTS).toEqual({ body: 'Inter', display: 'Inter' });
    expect(fontVariables(null, { web: true })).toEqual({
      '--font-body': fontStack('Inter'),
      '--font-display': fontStack('Inter'),
    });
    expect(fontVariables({ body: ' ', display: '' }, { web: true })['--font-display']).toBe(
      fontStack('Inter'),
    );
  });

  it('matches the defaults the stylesheet declares before any theme applies', () => {
    const css = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');
    const declared = (name: string) =>
      css
        .match(new RegExp(`${name}:([^;]+);`))?.[1]
        ?.replace(/\s+/g, ' ')
        .trim()
        .replaceAll('"', "'");
    expect(declared('--font-body')).toBe(fontStack('Inter', { web: false }));
    expect(declared('--font-display')).toBe(fontStack('Inter', { web: false }));
  });
});
