// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelScrollGoal, GOAL_PATIENCE_MS, scrollToward } from './scroll-goal';

const FRAME_MS = 16;

/**
 * A page whose height the test sets: scrolling is clamped to it, as a browser does. A smooth scroll
 * moves `speed` px a frame toward its target until it arrives or something ends it.
 */
function page(speed = 400) {
  const state = { y: 0, maxY: 1000, smoothTo: null as number | null };
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => state.y });
  const clamp = (y: number) => Math.max(0, Math.min(y, state.maxY));
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    if (options.behavior === 'smooth') state.smoothTo = options.top ?? 0;
    else {
      state.smoothTo = null;
      state.y = clamp(options.top ?? 0);
    }
  }) as typeof window.scrollTo);
  // The browser's frame: the smooth scroll moves on before the page's own frame callbacks run.
  const frame = () => {
    if (state.smoothTo !== null) {
      const step = Math.sign(state.smoothTo - state.y) * Math.min(speed, Math.abs(state.smoothTo - state.y));
      state.y = clamp(state.y + step);
      if (state.y === clamp(state.smoothTo)) state.smoothTo = null;
    }
  };
  return {
    state,
    scrollTo,
    frames(count: number) {
      for (let i = 0; i < count; i++) {
        frame();
        vi.advanceTimersByTime(FRAME_MS);
      }
    },
  };
}

describe('scrollToward', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    }),
  );
  afterEach(() => {
    cancelScrollGoal();
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('a page already tall enough gets its place at once; a stray scroll of the page before is put right', () => {
    const { state, scrollTo, frames } = page();
    scrollToward(420);
    expect(state.y).toBe(420);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // The last frame of the smooth scroll that was on its way to the top of the page before.
    state.y = 408;
    frames(1);
    expect(state.y).toBe(420);
  });

  it('a page still growing gets its place once it is tall enough, then is left alone', () => {
    const { state, frames } = page();
    scrollToward(3355);
    expect(state.y).toBe(1000);
    state.maxY = 3078;
    frames(1);
    expect(state.y).toBe(3078);
    state.maxY = 4000;
    frames(1);
    expect(state.y).toBe(3355);
    frames(GOAL_PATIENCE_MS / FRAME_MS);
    const calls = vi.mocked(window.scrollTo).mock.calls.length;
    state.y = 200;
    frames(5);
    expect(state.y).toBe(200);
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBe(calls);
  });

  it('the visitor scrolling herself ends it: her place wins', () => {
    const { state, frames } = page();
    scrollToward(3355);
    window.dispatchEvent(new Event('wheel'));
    state.y = 200;
    state.maxY = 4000;
    frames(3);
    expect(state.y).toBe(200);
  });

  it('on its smooth way to the top, a stop short of it (cards appearing above) is not where it ends', () => {
    const { state, scrollTo, frames } = page(100);
    state.maxY = 4000;
    state.y = 900;
    scrollToward(0, 'smooth');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.documentElement.style.overflowAnchor).toBe('none');
    frames(6);
    expect(state.y).toBe(300);
    // The page keeps a card in view while cards appear above it, which ends the smooth scroll.
    state.y = 392;
    state.smoothTo = null;
    frames(2);
    expect(state.smoothTo).toBe(0);
    frames(10);
    expect(state.y).toBe(0);
    frames(GOAL_PATIENCE_MS / FRAME_MS);
    expect(document.documentElement.style.overflowAnchor).toBe('');
  });

  it('a smooth scroll still moving is not asked again: asked every frame, it would never arrive', () => {
    const { state, scrollTo, frames } = page(50);
    state.y = 600;
    scrollToward(0, 'smooth');
    frames(12);
    expect(state.y).toBe(0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('one goal at a time: a new one, or cancelling, ends the last; a goal cancels only itself', () => {
    const { state, frames } = page();
    const restore = scrollToward(3355);
    scrollToward(0, 'smooth');
    restore();
    state.maxY = 4000;
    frames(5);
    expect(state.y).toBe(0);

    scrollToward(5000);
    cancelScrollGoal();
    state.maxY = 6000;
    frames(3);
    expect(state.y).toBe(4000);
  });
});
