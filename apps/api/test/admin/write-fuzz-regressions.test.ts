/**
 * What the write fuzz found (decision 050), each pinned by the smallest request that showed it.
 */
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';
import { tableDigest } from '../helpers/write-fuzz';

const t = setupContentApp();

describe('found by the write fuzz', () => {
  it('a profile PATCH with no field is a read, not a 500 ("No values to set")', async () => {
    const before = await t.send('GET', '/api/admin/auth/me/', { role: 'owner' });
    const digest = await tableDigest(t.database.db);
    const answer = await t.send('PATCH', '/api/admin/auth/me/', { role: 'owner', body: {} });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual(before.body.user);
    expect(await tableDigest(t.database.db)).toEqual(digest);
  });

  it('a user PATCH with no field answers the account unchanged', async () => {
    const editor = (await t.send('GET', '/api/admin/auth/me/')).body.user;
    const answer = await t.send('PATCH', `/api/admin/users/${editor.id}/`, { role: 'owner', body: {} });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id: editor.id, name: editor.name, role: 'editor' });
  });

  it('a field named like an Object method (toString, constructor) is an unknown field, not a 500', async () => {
    for (const field of ['toString', 'constructor', 'hasOwnProperty', 'valueOf']) {
      const answer = await t.send('PATCH', '/api/admin/auth/me/?language=en', {
        role: 'owner',
        body: { name: 'Olga', [field]: 1 },
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors, field).toEqual({ [field]: ['Unknown field.'] });
    }
  });

  it('a JSON null body is refused, not taken as an empty form', async () => {
    const answer = await t.owner.raw('PATCH', '/api/admin/auth/me/?language=en', 'null', {
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ non_field_errors: ['Invalid value.'] });
  });

  it('an unknown key is named where it is, also inside a translatable field', async () => {
    const services = await t.send('GET', '/api/admin/services/');
    const item = await t.send('GET', `/api/admin/services/${services.body.results[0].key}/`);
    const answer = await t.send('PATCH', `/api/admin/services/${item.body.key}/?language=en`, {
      body: { version: item.body.version, title: { de: 'Titel', it: 'Titolo' }, colour: 'red' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'title.it': ['Unknown field.'], colour: ['Unknown field.'] });
  });

  it("a path parameter over the router's 100 characters is the catch-all's: 404 under the server's body limit, 413 over it", async () => {
    // FUZZ_SEED=-656431830: an agenda action with a 300-character id and a body over the action's
    // 8 KB limit expected 413, got 404 — no route matched, so the action's limit never applied.
    const path = `/api/admin/bookings/${'a'.repeat(300)}/confirm/`;
    const over = (bytes: number) => JSON.stringify({ version: 1, message: 'ä'.repeat(bytes / 2) });
    const headers = { 'content-type': 'application/json' };
    const underServerLimit = await t.owner.raw('POST', path, over(9_000), headers);
    expect(underServerLimit.status, JSON.stringify(underServerLimit.body)).toBe(404);
    const overServerLimit = await t.owner.raw('POST', path, over(1_100_000), headers);
    expect(overServerLimit.status, JSON.stringify(overServerLimit.body)).toBe(413);
    // With an id of 100 characters the action's route takes it: its own 8 KB limit answers.
    const routed = await t.owner.raw(
      'POST',
      `/api/admin/bookings/${'a'.repeat(100)}/confirm/`,
      over(9_000),
      headers,
    );
    expect(routed.status, JSON.stringify(routed.body)).toBe(413);
  });
});
