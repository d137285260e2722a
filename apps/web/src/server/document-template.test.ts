import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { deflateParts } from './compression';
import { nonceAttribute } from './csp-nonce';
import {
  brotliTemplate,
  documentTemplate,
  fillTemplate,
  gzipTemplate,
  NONCE_PLACEHOLDER,
  staticBlock,
} from './document-template';

// The real deflate, replaceable once by a failure.
vi.mock('./compression', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./compression')>();
  return { ...actual, deflateParts: vi.fn(actual.deflateParts) };
});

const render = (title: string) => (nonce: string) =>
  `<!doctype html><title>${title} – ü 中</title><script${nonceAttribute(nonce)}>1</script>` +
  `<style${nonceAttribute(nonce)}></style><p>end</p>`;

describe('document templates', () => {
  it('answer exactly what rendering with the nonce gives', () => {
    const template = documentTemplate(render('Home'));
    for (const nonce of ['abc+/=DEF0123456789abcd', 'ZZZZZZZZZZZZZZZZZZZZZZ==']) {
      expect(fillTemplate(template, nonce).toString('utf8')).toBe(render('Home')(nonce));
    }
    // Three runs of the document's own bytes around two nonces.
    expect(template.segments).toHaveLength(5);
  });

  it("answer the same as gzip, with each answer's nonce", async () => {
    const template = documentTemplate(render('Home'));
    for (const nonce of ['abc+/=DEF0123456789abcd', 'ZZZZZZZZZZZZZZZZZZZZZZ==']) {
      const gzip = await gzipTemplate(template, nonce);
      expect(gunzipSync(gzip).toString('utf8')).toBe(render('Home')(nonce));
    }
  });

  it('keep a placeholder that passes nonceAttribute unchanged', () => {
    expect(nonceAttribute(NONCE_PLACEHOLDER)).toBe(` nonce="${NONCE_PLACEHOLDER}"`);
  });

  it('fill in nonces as the markup would show them', () => {
    const template = documentTemplate(render('Home'));
    expect(fillTemplate(template, 'a"b<c').toString()).toBe(render('Home')('a"b<c'));
  });

  it('carry a weak entity tag of the content, the same whatever the nonce', () => {
    const first = documentTemplate(render('Home'));
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(documentTemplate(render('Home')).etag).toBe(first.etag);
    expect(documentTemplate(render('About')).etag).not.toBe(first.etag);
    // The nonce's place is part of the content.
    const moved = (nonce: string) => `<script${nonceAttribute(nonce)}>1</script><p>end</p>`;
    const other = (nonce: string) => `<script>1</script${nonceAttribute(nonce)}><p>end</p>`;
    expect(documentTemplate(moved).etag).not.toBe(documentTemplate(other).etag);
  });

  it('serve a document without nonces as it is', () => {
    const template = documentTemplate(() => '<p>plain</p>');
    expect(fillTemplate(template, 'x').toString()).toBe('<p>plain</p>');
  });

  describe('with a static block (the stylesheet, decision 074)', () => {
    const css = `body{color:#123}/* ü 中 */${'.x{margin:0}'.repeat(2_000)}`;
    const block = staticBlock(css);
    const withCss = (title: string, stylesheet: string) => (nonce: string) =>
      `${render(title)(nonce)}<style${nonceAttribute(nonce)}>${stylesheet}</style><p>after</p>`;

    it('answers the document with the block in its place, plain and as gzip', async () => {
      const template = documentTemplate(withCss('Home', block.marker), [block]);
      for (const nonce of ['abc+/=DEF0123456789abcd', 'ZZZZZZZZZZZZZZZZZZZZZZ==']) {
        const expected = withCss('Home', css)(nonce);
        expect(fillTemplate(template, nonce).toString('utf8')).toBe(expected);
        expect(gunzipSync(await gzipTemplate(template, nonce)).toString('utf8')).toBe(expected);
      }
      expect(template.segments).toContain(block);
    });

    it('deflates the block once for every document that carries it', async () => {
      const first = documentTemplate(withCss('Home', block.marker), [block]);
      await gzipTemplate(first, 'n1');
      const deflated = block.deflated;
      expect(deflated).toBeDefined();
      const second = documentTemplate(withCss('About', block.marker), [block]);
      await gzipTemplate(second, 'n2');
      expect(block.deflated).toBe(deflated);
      // Compressed, not stored: far smaller than the stylesheet.
      expect((await gzipTemplate(second, 'n3')).length).toBeLessThan(css.length / 20);
    });

    it('names the content in the entity tag: another stylesheet is another tag', () => {
      const template = documentTemplate(withCss('Home', block.marker), [block]);
      expect(documentTemplate(withCss('Home', block.marker), [block]).etag).toBe(template.etag);
      const other = staticBlock(`${css}.y{}`);
      expect(documentTemplate(withCss('Home', other.marker), [other]).etag).not.toBe(template.etag);
      expect(documentTemplate(withCss('About', block.marker), [block]).etag).not.toBe(template.etag);
    });

    it('keeps text that only looks like a marker as text', () => {
      const lookalike = `S${'A'.repeat(32)}`;
      const template = documentTemplate(withCss(lookalike, block.marker), [block]);
      expect(fillTemplate(template, 'n').toString('utf8')).toBe(withCss(lookalike, css)('n'));
    });
  });

  it('does not keep a failed deflate: the next gzip answer deflates again', async () => {
    const css = staticBlock('.z{color:red}');
    const template = documentTemplate(
      (nonce) => `<p>x</p><style nonce="${nonce}">${css.marker}</style>`,
      [css],
    );
    vi.mocked(deflateParts).mockRejectedValueOnce(new Error('zlib failed'));
    await expect(gzipTemplate(template, 'n1')).rejects.toThrow('zlib failed');
    expect(gunzipSync(await gzipTemplate(template, 'n2')).toString()).toBe(
      '<p>x</p><style nonce="n2">.z{color:red}</style>',
    );
  });
});

describe('brotliTemplate (decision 129)', () => {
  it('makes the document without a nonce in brotli once, off the request, and answers it from then on', async () => {
    const template = documentTemplate(render('Brotli'));
    expect(brotliTemplate(template)).toBeUndefined();
    // Running: asked again, it starts nothing new and still has nothing to give.
    expect(brotliTemplate(template)).toBeUndefined();
    const made = await vi.waitFor(() => brotliTemplate(template) ?? Promise.reject(new Error('not yet')));
    expect(brotliDecompressSync(made).equals(fillTemplate(template, ''))).toBe(true);
    expect(brotliTemplate(template)).toBe(made);
  });

  it('runs one compression at a time: a second page waits for its next answer', async () => {
    const first = documentTemplate(render('First'));
    const second = documentTemplate(render('Second'));
    expect(brotliTemplate(first)).toBeUndefined();
    expect(brotliTemplate(second)).toBeUndefined();
    // Not started for the second page: nothing marks it as running.
    expect(second.brotli).toBeUndefined();
    await vi.waitFor(() => brotliTemplate(first) ?? Promise.reject(new Error('not yet')));
    expect(brotliTemplate(second)).toBeUndefined();
    expect(second.brotli).toBeNull();
    const made = await vi.waitFor(() => brotliTemplate(second) ?? Promise.reject(new Error('not yet')));
    expect(brotliDecompressSync(made).toString('utf8')).toContain('<title>Second');
  });
});
