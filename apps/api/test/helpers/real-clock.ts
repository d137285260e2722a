import { afterAll, vi } from 'vitest';

// Files share their worker's modules (decision 083): a clock a file froze (`fakeClock`, or
// `vi.useFakeTimers` in a test) is given back before the next file starts.
afterAll(() => {
  vi.useRealTimers();
});
