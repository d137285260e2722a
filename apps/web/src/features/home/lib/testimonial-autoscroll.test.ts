import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextScrollLeft, type ScrollMetrics, startAutoScroll, stepWidth } from './testimonial-autoscroll';

describe('stepWidth', () => {
  it.each([
    [320, 312],
    [639, 312],
    [640, 352],
    [767, 352],
    [768, 416],
    [1440, 416],
  ])('screen %i px → %i px', (screen, width) => {
    expect(stepWidth(screen)).toBe(width);
  });
});

describe('nextScrollLeft', () => {
  const metrics = (scrollLeft: number): ScrollMetrics => ({
    scrollLeft,
    clientWidth: 400,
    scrollWidth: 2000,
  });

  it('steps one card on', () => {
    expect(nextScrollLeft(metrics(0), 390)).toBe(312);
    expect(nextScrollLeft(metrics(352), 700)).toBe(704);
    expect(nextScrollLeft(metrics(416), 1440)).toBe(832);
  });

  it('wraps to the start within 10 px of the end', () => {
    expect(nextScrollLeft(metrics(1600), 1440)).toBe(0); // exactly at the end
    expect(nextScrollLeft(metrics(1590), 1440)).toBe(0); // 10 px before
    expect(nextScrollLeft(metrics(1589), 1440)).toBe(1589 + 416); // 11 px before: one more step
  });
});

describe('startAutoScroll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function carousel() {
    const state = { scrollLeft: 0, clientWidth: 400, scrollWidth: 1400 };
    const scrollTo = vi.fn((left: number) => {
      state.scrollLeft = left;
    });
    const stop = startAutoScroll({ metrics: () => ({ ...state }), screenWidth: () => 1440, scrollTo });
    return { scrollTo, stop };
  }

  it('makes the first step 1 s after the start and then one every 3 s', () => {
    const { scrollTo, stop } = carousel();
    vi.advanceTimersByTime(999);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith(416);
    vi.advanceTimersByTime(2_999);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith(832);
    // 832 + 400 ≥ 1400 − 10 is not reached yet (1232 < 1390): one more step, then the wrap.
    vi.advanceTimersByTime(3_000);
    expect(scrollTo).toHaveBeenLastCalledWith(1248);
    vi.advanceTimersByTime(3_000);
    expect(scrollTo).toHaveBeenLastCalledWith(0);
    stop();
  });

  it('stops for good when stopped before the start', () => {
    const { scrollTo, stop } = carousel();
    stop();
    vi.advanceTimersByTime(20_000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops for good when stopped while running', () => {
    const { scrollTo, stop } = carousel();
    vi.advanceTimersByTime(4_000);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(20_000);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
