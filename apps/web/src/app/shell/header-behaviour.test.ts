import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isScrolled, watchHeaderTexts } from './header-behaviour';

describe('isScrolled', () => {
  it.each([
    [0, false],
    [20, false],
    [21, true],
    [400, true],
  ])('%i px → %s', (y, expected) => {
    expect(isScrolled(y)).toBe(expected);
  });
});

describe('watchHeaderTexts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries once after 500 ms when texts are missing', () => {
    const reload = vi.fn();
    const stop = watchHeaderTexts({ isMissing: () => true, reload, target: new EventTarget() });
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not retry when the texts are there', () => {
    const reload = vi.fn();
    const stop = watchHeaderTexts({ isMissing: () => false, reload, target: new EventTarget() });
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('reloads on every window focus until stopped', () => {
    const reload = vi.fn();
    const target = new EventTarget();
    const stop = watchHeaderTexts({ isMissing: () => false, reload, target });
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('focus'));
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(1_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
