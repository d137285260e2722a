/**
 * Markdown past the limits is refused at save time with a message naming the limit (issue 23
 * point 1, decision 078): too deep a nesting of quotes and lists, too many formatting marks — in
 * every markdown field (posts, legal pages, packages, managed texts, campaigns). What was saved
 * before stays as it was; a text at the limits is saved.
 */
import { MARKDOWN_LIMITS } from '@wegweiser/contracts/markdown-limits';
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';
import { GERMAN_CAMPAIGN } from '../helpers/campaigns';

const t = setupContentApp();

const DEEP = `Einleitung\n\n${'> '.repeat(30)}zu tief`;
// Within every field's length (managed texts hold 10,000 characters), past the marks.
const MARKED = '[]'.repeat(2_501);

async function firstItem(resource: string) {
  const [item] = (await t.send('GET', `/api/admin/${resource}/`, { role: 'owner' })).body.results;
  return (await t.send('GET', `/api/admin/${resource}/${item.key}/`, { role: 'owner' })).body;
}

describe('markdown past the limits', () => {
  it('a blog post nested too deep is refused in German, naming the limit and the line; nothing changes', async () => {
    const before = await firstItem('blog-posts');
    const refused = await t.send('PATCH', `/api/admin/blog-posts/${before.key}/`, {
      role: 'owner',
      body: { version: before.version, content: { de: DEEP } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors['content.de']).toEqual([
      `Dieser Text ist zu tief verschachtelt: höchstens ${MARKDOWN_LIMITS.depth} Zitate (>) und Listen ineinander, in Zeile 3 sind es 30.`,
    ]);
    const after = await firstItem('blog-posts');
    expect(after.document).toEqual(before.document);
    expect(after.version).toBe(before.version);
  });

  it('too many formatting marks are refused in every markdown field, in the language asked for', async () => {
    const message = `This text has too many formatting marks (* _ ~ \` [ ] |): at most ${MARKDOWN_LIMITS.marks}, it has 5002.`;
    for (const [resource, field] of [
      ['blog-posts', 'content'],
      ['legal-pages', 'content'],
      ['packages', 'description'],
      ['managed-texts', 'content'],
    ] as const) {
      const item = await firstItem(resource);
      const refused = await t.send('PATCH', `/api/admin/${resource}/${item.key}/?language=en`, {
        role: 'owner',
        body: { version: item.version, [field]: { fr: MARKED } },
      });
      expect(refused.status, resource).toBe(400);
      expect(refused.body.errors[`${field}.fr`], resource).toEqual([message]);
    }
    const campaign = await t.send('POST', '/api/admin/campaigns/?language=en', {
      role: 'owner',
      body: { ...GERMAN_CAMPAIGN, body_markdown: MARKED },
    });
    expect(campaign.status).toBe(400);
    expect(campaign.body.errors.body_markdown).toEqual([message]);
  });

  it('a text at the limits is saved', async () => {
    const item = await firstItem('blog-posts');
    const atLimits = `${'> '.repeat(MARKDOWN_LIMITS.depth)}tief\n\n${'**a** '.repeat(MARKDOWN_LIMITS.marks / 2)}`;
    const saved = await t.send('PATCH', `/api/admin/blog-posts/${item.key}/`, {
      role: 'owner',
      body: { version: item.version, content: { de: atLimits } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await firstItem('blog-posts')).document.content.de).toBe(atLimits);
  });
});
