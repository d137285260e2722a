import { markdownToHtml, nestHeadings } from '@wegweiser/markdown/static-html';
import { describe, expect, it } from 'vitest';
import type { SiteMarkdownTexts, StoredHtml } from '../repositories/rendered-markdown-repository';
import { renderedTexts, StoredMarkdown, sourceHash } from './stored-markdown';

/** The repository over an array, with every call noted. */
function memoryRepository(texts: SiteMarkdownTexts) {
  const rows = new Map<string, StoredHtml & { renderer: string }>();
  const calls: string[] = [];
  return {
    rows,
    calls,
    texts,
    async siteTexts() {
      calls.push('siteTexts');
      return this.texts;
    },
    async stored(renderer: string) {
      calls.push('stored');
      return [...rows.values()].filter((row) => row.renderer === renderer);
    },
    async save(renderer: string, made: readonly StoredHtml[]) {
      calls.push(`save ${made.length}`);
      for (const row of made) rows.set(row.sourceHash, { ...row, renderer });
    },
    async keepOnly(hashes: readonly string[]) {
      const gone = [...rows.keys()].filter((hash) => !hashes.includes(hash));
      for (const hash of gone) rows.delete(hash);
      return gone.length;
    },
  };
}

const DESCRIPTION = '### Ablauf\n\nErst **reden**.';
const POST = 'Ein *Beitrag*.';

describe('renderedTexts', () => {
  it('names each text as a page renders it (descriptions nested), blank ones left out', () => {
    const texts = renderedTexts({ nested: [{ de: DESCRIPTION, en: '  ' }], plain: [{ de: POST, en: '' }] });
    expect([...texts.values()]).toEqual([nestHeadings(DESCRIPTION), POST]);
    expect([...texts.keys()]).toEqual([sourceHash(nestHeadings(DESCRIPTION)), sourceHash(POST)]);
    expect(nestHeadings(DESCRIPTION)).toContain('## Ablauf');
  });
});

describe('StoredMarkdown', () => {
  it('renders only what is not stored yet, and finds the HTML by the exact text', async () => {
    const repository = memoryRepository({ nested: [{ de: DESCRIPTION }], plain: [{ de: POST }] });
    const stored = new StoredMarkdown(repository, 'r1');
    expect(stored.find(POST)).toBeUndefined();
    expect(await stored.store()).toEqual({ rendered: 2, removed: 0, kept: 2 });
    expect(stored.find(POST)).toBe(markdownToHtml(POST));
    expect(stored.find(nestHeadings(DESCRIPTION))).toBe(markdownToHtml(nestHeadings(DESCRIPTION)));
    expect(stored.find(DESCRIPTION)).toBeUndefined();
    expect(stored.find(`${POST} `)).toBeUndefined();
    expect(await stored.store()).toEqual({ rendered: 0, removed: 0, kept: 2 });
  });

  it('a changed text: the new one rendered, the old one removed and no longer found', async () => {
    const repository = memoryRepository({ nested: [], plain: [{ de: POST }] });
    const stored = new StoredMarkdown(repository, 'r1');
    await stored.store();
    repository.texts = { nested: [], plain: [{ de: 'Neu.' }] };
    expect(await stored.store()).toEqual({ rendered: 1, removed: 1, kept: 1 });
    expect(stored.find(POST)).toBeUndefined();
    expect(stored.find('Neu.')).toBe('<p>Neu.</p>\n');
  });

  it('reload reads what another process stored and renders nothing itself', async () => {
    const repository = memoryRepository({ nested: [], plain: [{ de: POST }] });
    await new StoredMarkdown(repository, 'r1').store();
    const other = new StoredMarkdown(repository, 'r1');
    repository.calls.length = 0;
    await other.reload();
    expect(repository.calls).toEqual(['siteTexts', 'stored']);
    expect(other.find(POST)).toBe(markdownToHtml(POST));
    // Another renderer's HTML is not used.
    const newer = new StoredMarkdown(repository, 'r2');
    await newer.reload();
    expect(newer.find(POST)).toBeUndefined();
  });

  it('runs one store at a time', async () => {
    const repository = memoryRepository({ nested: [], plain: [{ de: POST }] });
    const stored = new StoredMarkdown(repository, 'r1');
    const outcomes = await Promise.all([stored.store(), stored.store()]);
    expect(outcomes.map((outcome) => outcome.rendered)).toEqual([1, 0]);
    expect(repository.calls.filter((call) => call.startsWith('save'))).toEqual(['save 1', 'save 0']);
  });
});
