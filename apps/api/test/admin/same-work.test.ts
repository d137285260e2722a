/**
 * No user enumeration by timing (issue 13 point 2; decision 042): every refused sign-in — wrong
 * password, unknown email, disabled account, open invitation — verifies exactly one argon2id hash
 * with the same parameters, so each costs the same. Counted on argon2's own `verify` rather than
 * timed: wall-clock timings on a shared machine vary far more than the hash costs.
 */
import * as argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupApp } from '../helpers/build-app';
import { addUser, browser, OWNER, OWNER_ENV, signedIn } from './console-client';

vi.mock('@node-rs/argon2', async (original) => {
  const actual = await original<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
const verify = vi.mocked(argon2.verify);

const t = setupApp(OWNER_ENV);

beforeEach(() => {
  verify.mockClear();
});

describe('every refused sign-in does the same work', () => {
  it('one argon2id verification of an m=19456,t=2,p=1 hash, whoever the email belongs to', async () => {
    const owner = await signedIn(t, OWNER, { ip: '192.0.2.1' });
    const disabled = await addUser(t, owner, 'editor');
    expect((await owner.patch(`/api/admin/users/${disabled.id}/`, { disabled: true })).status).toBe(200);
    expect(
      (await owner.post('/api/admin/users/', { email: 'open@example.com', name: 'O', role: 'editor' }))
        .status,
    ).toBe(201);

    const cases = {
      'wrong password': { email: OWNER.email, password: 'Falsches-Passwort-123' },
      'unknown email': { email: 'nobody@example.com', password: 'Falsches-Passwort-123' },
      'disabled account, right password': { email: disabled.email, password: disabled.password },
      'open invitation': { email: 'open@example.com', password: 'Falsches-Passwort-123' },
    };
    for (const [name, attempt] of Object.entries(cases)) {
      verify.mockClear();
      const answer = await browser(t.app, { ip: '192.0.2.2' }).post('/api/admin/auth/login/', attempt);
      expect(answer.status, name).toBe(401);
      expect(verify, name).toHaveBeenCalledTimes(1);
      const [hash] = verify.mock.calls[0] ?? [];
      expect(String(hash), name).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });
});
