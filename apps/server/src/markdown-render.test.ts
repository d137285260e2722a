/**
 * A page whose markdown cannot be rendered as markdown still answers (issue 23 point 1, decision
 * 078): the probe's texts, stored before the save-time limits existed — "*a" 30,000 times, 12,000
 * nested ">" — show as plain text with 200, every visit, and the server logs each text once, not
 * on every request. How long they take is printed by `npm run bench:markdown`.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';

const logged: string[] = [];
const server = setupComposedServer(
  {},
  { logger: true, logStream: { write: (line) => logged.push(line) }, pageCache: false },
);

const STARS = `${'*a'.repeat(30_000)} Ende der Sterne`;
const QUOTES = `${'>'.repeat(12_000)} Ende der Zitate`;
const BLOG = '/blog/die-kunst-nein-zu-sagen';
const CAREER = '/career/systemischer-coach-honorarbasis';

beforeAll(async () => {
  const db = server.api.database.db;
  await db.execute(
    sql`update blog_posts set content = ${JSON.stringify({ de: STARS })}::jsonb where slug = 'die-kunst-nein-zu-sagen'`,
  );
  await db.execute(
    sql`update career_posts set content = ${JSON.stringify({ de: QUOTES })}::jsonb where slug = 'systemischer-coach-honorarbasis'`,
  );
});

const plainTextLogs = () => logged.filter((line) => line.includes('shown as plain text'));

describe('markdown past the limits, stored before they existed', () => {
  it('answers 200 with the text shown plainly, on every visit, and is logged once per text', async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      for (const [url, end] of [
        [BLOG, 'Ende der Sterne'],
        [CAREER, 'Ende der Zitate'],
      ] as const) {
        const page = await server.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain(end);
      }
    }
    const blog = await server.app.inject({ method: 'GET', url: BLOG });
    expect(blog.body).toContain('<p>*a*a*a*a');
    expect(blog.body).not.toContain('<em>');
    const career = await server.app.inject({ method: 'GET', url: CAREER });
    expect(career.body).toContain('<p>&gt;&gt;&gt;&gt;');
    expect(career.body).not.toContain('<blockquote>');

    const lines = plainTextLogs().map(
      (line) => JSON.parse(line) as { level: number; reason: string; length: number },
    );
    expect(
      lines
        .map(({ level, reason, length }) => ({ level, reason, length }))
        .sort((a, b) => a.length - b.length),
    ).toEqual([
      { level: 50, reason: 'over_limits', length: QUOTES.length },
      { level: 50, reason: 'over_limits', length: STARS.length },
    ]);
  });

  it('stored at publish, such a text is rendered and logged once more, then shown from the store', async () => {
    const before = plainTextLogs().length;
    await server.api.storedMarkdown.store();
    const stored = plainTextLogs()
      .slice(before)
      .map((line) => (JSON.parse(line) as { length: number }).length);
    expect(stored.sort((a, b) => a - b)).toEqual([QUOTES.length, STARS.length]);
    expect(server.api.storedMarkdown.find(STARS)).toContain('<p>*a*a*a*a');
    const blog = await server.app.inject({ method: 'GET', url: BLOG });
    expect(blog.body).toContain('Ende der Sterne');
    expect(blog.body).not.toContain('<em>');
    expect(plainTextLogs().length).toBe(before + 2);
  });

  it('the health check answers between such pages', async () => {
    const [page, health] = await Promise.all([
      server.app.inject({ method: 'GET', url: BLOG }),
      server.app.inject({ method: 'GET', url: '/api/health/' }),
    ]);
    expect(page.statusCode).toBe(200);
    expect(health.statusCode).toBe(200);
  });
});
