import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { webFontsBootScript } from './web-fonts-boot';

const FILES = ['/assets/inter-latin-wght-normal-AAA.woff2', '/assets/fraunces-latin-wght-normal-CCC.woff2'];

/** Runs the script against a minimal document and storage; returns what it did. */
function run(stored: string | null | 'throws', files = FILES) {
  const attributes = new Map<string, string>();
  const links: Record<string, string>[] = [];
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  };
  const localStorage = {
    getItem: () => {
      if (stored === 'throws') throw new Error('denied');
      return stored;
    },
  };
  runInNewContext(webFontsBootScript(files), { document, localStorage });
  return { attributes, links };
}

describe('webFontsBootScript (decision 119)', () => {
  it('applies and preloads the web fonts when the browser noted every file the page needs', () => {
    const { attributes, links } = run(`${FILES[1]} ${FILES[0]} /assets/other.woff2`);
    expect([...attributes]).toEqual([['data-web-fonts', '']]);
    expect(links).toEqual(
      FILES.map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
        href,
      })),
    );
  });

  it('does nothing on a first visit, when a file is not noted, or when storage is refused', () => {
    for (const stored of [null, '', FILES[0] ?? '', 'throws'] as const) {
      const { attributes, links } = run(stored);
      expect([...attributes], String(stored)).toEqual([]);
      expect(links).toEqual([]);
    }
  });

  it('is empty for a theme without hosted fonts, and its text cannot close the script element', () => {
    expect(webFontsBootScript([])).toBe('');
    expect(webFontsBootScript(['/assets/</script>.woff2'])).not.toContain('</script>');
  });
});
