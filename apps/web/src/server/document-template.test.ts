import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nonceAttribute } from './csp-nonce';
import { documentTemplate, fillTemplate, gzipTemplate, NONCE_PLACEHOLDER } from './document-template';

const render = (title: string) => (nonce: string) =>
  `<!doctype html><title>${title} – ü 中</title><script${nonceAttribute(nonce)}>1</script>` +
  `<style${nonceAttribute(nonce)}></style><p>end</p>`;

describe('document templates', () => {
  it('answer exactly what rendering with the nonce gives', () => {
    const template = documentTemplate(render('Home'));
    for (const nonce of ['abc+/=DEF0123456789abcd', 'ZZZZZZZZZZZZZZZZZZZZZZ==']) {
      expect(fillTemplate(template, nonce).toString('utf8')).toBe(render('Home')(nonce));
    }
    expect(template.parts).toHaveLength(3);
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
});
