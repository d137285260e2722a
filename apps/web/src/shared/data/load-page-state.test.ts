/**
 * Decision 131: the app's state comes inline, or from the file the state element names — the boot
 * script's request when it started one, asked again once when it fails, else none (null).
 */
import { describe, expect, it, vi } from 'vitest';
import { loadPageState } from './load-page-state';
import type { PageState } from './page-state';

const STATE: PageState = {
  language: 'de',
  defaultLanguage: 'de',
  resources: {},
  texts: [['nav_home', 'de', 'Start']],
};
const STATE_URL = '/page-state.json?page=%2F&lang=de&v=AAAAAAAAAAAAAAAAAAAAAA';

const element = (attributes: Record<string, string>, text = '') => ({
  getAttribute: (name: string) => attributes[name] ?? null,
  textContent: text,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pause = () => Promise.resolve();

describe('loadPageState', () => {
  it('reads an inline state and fetches nothing', async () => {
    const fetchState = vi.fn();
    const state = await loadPageState({ element: element({}, JSON.stringify(STATE)), fetchState, pause });
    expect(state).toEqual(STATE);
    expect(fetchState).not.toHaveBeenCalled();
  });

  it("takes up the boot script's request for a state file", async () => {
    const fetchState = vi.fn();
    const started = Promise.resolve(json(200, STATE));
    const state = await loadPageState({
      element: element({ 'data-src': STATE_URL }),
      started,
      fetchState,
      pause,
    });
    expect(state).toEqual(STATE);
    expect(fetchState).not.toHaveBeenCalled();
  });

  it('fetches the file itself when the boot script started nothing', async () => {
    const fetchState = vi.fn(async () => json(200, STATE));
    expect(await loadPageState({ element: element({ 'data-src': STATE_URL }), fetchState, pause })).toEqual(
      STATE,
    );
    expect(fetchState).toHaveBeenCalledWith(STATE_URL);
  });

  it('asks once more after a failed answer or a network error', async () => {
    for (const started of [
      Promise.resolve(json(503, { error: 'unavailable' })),
      Promise.reject(new TypeError('offline')),
    ]) {
      const fetchState = vi.fn(async () => json(200, STATE));
      const waited = vi.fn(pause);
      const state = await loadPageState({
        element: element({ 'data-src': STATE_URL }),
        started,
        fetchState,
        pause: waited,
      });
      expect(state).toEqual(STATE);
      expect(waited).toHaveBeenCalledTimes(1);
      expect(fetchState).toHaveBeenCalledTimes(1);
    }
  });

  it('gives up after the second failure: no state (the server page stays as it is)', async () => {
    const fetchState = vi.fn(async () => json(500, {}));
    const started = Promise.resolve(json(503, {}));
    expect(
      await loadPageState({ element: element({ 'data-src': STATE_URL }), started, fetchState, pause }),
    ).toBeNull();
    expect(fetchState).toHaveBeenCalledTimes(1);
  });
});
