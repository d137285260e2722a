import { ANALYTICS } from '@wegweiser/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollDepth, scrollDepthPercent } from './scroll-depth';

describe('scrollDepthPercent', () => {
  it.each([
    [{ scrollTop: 0, viewportHeight: 800, documentHeight: 4000 }, 20],
    [{ scrollTop: 1200, viewportHeight: 800, documentHeight: 4000 }, 50],
    [{ scrollTop: 3200, viewportHeight: 800, documentHeight: 4000 }, 100],
    // Overscroll (rubber-band) and rounding never exceed 100 %.
    [{ scrollTop: 3400, viewportHeight: 800, documentHeight: 4000 }, 100],
    [{ scrollTop: 0, viewportHeight: 800, documentHeight: 500 }, 100],
    [{ scrollTop: 0, viewportHeight: 0, documentHeight: 0 }, 100],
    [{ scrollTop: -100, viewportHeight: 50, documentHeight: 4000 }, 0],
    [{ scrollTop: 333, viewportHeight: 0, documentHeight: 1000 }, 33],
  ])('%j → %i %', (metrics, expected) => {
    expect(scrollDepthPercent(metrics)).toBe(expected);
  });
});

describe('ScrollDepth', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces by 100 ms: one measurement after the scroll events stop', () => {
    expect(ANALYTICS.scrollDebounceMs).toBe(100);
    const measure = vi.fn().mockReturnValue(40);
    const depth = new ScrollDepth(measure);
    for (let i = 0; i < 5; i += 1) {
      depth.schedule();
      vi.advanceTimersByTime(99);
    }
    expect(measure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(depth.value).toBe(40);
  });

  it('keeps the deepest point reached', () => {
    const readings = [30, 70, 20];
    const depth = new ScrollDepth(() => readings.shift() ?? 0);
    for (let i = 0; i < 3; i += 1) {
      depth.schedule();
      vi.advanceTimersByTime(100);
    }
    expect(depth.value).toBe(70);
  });

  it('caps at 100 %', () => {
    const depth = new ScrollDepth(() => 130);
    depth.schedule();
    vi.advanceTimersByTime(100);
    expect(depth.value).toBe(100);
    depth.update();
    expect(depth.value).toBe(100);
  });

  it('reset() starts a new page at 0 and drops a pending measurement', () => {
    const measure = vi.fn().mockReturnValue(90);
    const depth = new ScrollDepth(measure);
    depth.update();
    depth.schedule();
    depth.reset();
    vi.advanceTimersByTime(500);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(depth.value).toBe(0);
  });
});
