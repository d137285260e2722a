import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectTracker, expectTracker, trackEvent } from './track-event';

describe('trackEvent', () => {
  beforeEach(() => vi.stubGlobal('window', { location: { pathname: '/about' } }));
  afterEach(() => {
    connectTracker(null);
    vi.unstubAllGlobals();
  });

  it('does nothing without consent (no tracker expected)', () => {
    trackEvent('dropped');
    const sink = vi.fn();
    connectTracker(sink);
    expect(sink).not.toHaveBeenCalled();
  });

  it('hands events to the running tracker with the current page path', () => {
    const sink = vi.fn();
    connectTracker(sink);
    trackEvent('video_play');
    expect(sink).toHaveBeenCalledWith('video_play', '/about');
  });

  it('keeps events while the tracker loads and replays them once it connects', () => {
    expectTracker();
    trackEvent('early');
    const sink = vi.fn();
    connectTracker(sink);
    expect(sink).toHaveBeenCalledWith('early', '/about');
  });

  it('drops waiting events when the tracker is disconnected (consent withdrawn)', () => {
    expectTracker();
    trackEvent('early');
    connectTracker(null);
    const sink = vi.fn();
    connectTracker(sink);
    expect(sink).not.toHaveBeenCalled();
  });
});
