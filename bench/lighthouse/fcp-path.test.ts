/** bench:lighthouse's account of what Lighthouse's simulation put on the first paint's path. */
import { describe, expect, it } from 'vitest';
import {
  describeFcpPath,
  describeLcpPaths,
  type LanternNode,
  type LanternTiming,
  summarizeFcpPath,
} from './fcp-path';

const documentNode: LanternNode = {
  type: 'network',
  isMainDocument: () => true,
  request: { url: 'https://127.0.0.1:4000/', transferSize: 41_229 },
};
const stylesheet: LanternNode = {
  type: 'network',
  isMainDocument: () => false,
  request: { url: 'https://127.0.0.1:4000/assets/site.css?v=1', transferSize: 15_000 },
};
const task = (start: number, end: number): [LanternNode, LanternTiming] => [
  { type: 'cpu' },
  { startTime: start, endTime: end },
];

describe('summarizeFcpPath', () => {
  it('splits the path into the document, other requests and main-thread tasks', () => {
    const path = summarizeFcpPath([
      [documentNode, { startTime: 0, endTime: 927 }],
      [stylesheet, { startTime: 927, endTime: 1_077 }],
      task(1_077, 1_136),
      task(1_136, 1_225),
      task(1_225, 1_274),
    ]);
    expect(path).toEqual({
      documentBytes: 41_229,
      documentEndMs: 927,
      cpuMs: 197,
      cpuTasks: 3,
      requests: [{ url: '/assets/site.css', bytes: 15_000 }],
      endMs: 1_274,
    });
    expect(describeFcpPath(path)).toBe(
      'doc 41229 B → 927 ms + /assets/site.css 15000 B + CPU 197 ms (3 tasks)',
    );
  });

  it('says so when the simulation left no graph', () => {
    expect(summarizeFcpPath([])).toBeUndefined();
    expect(describeFcpPath(undefined)).toBe('no FCP graph');
  });
});

describe('describeLcpPaths', () => {
  it("names each LCP graph's end and what it waited for, optimistic first", () => {
    const optimistic = summarizeFcpPath([[documentNode, { startTime: 0, endTime: 902 }], task(902, 970)]);
    const pessimistic = summarizeFcpPath([
      [documentNode, { startTime: 0, endTime: 902 }],
      [stylesheet, { startTime: 902, endTime: 1_060 }],
      task(1_060, 1_128),
    ]);
    expect(describeLcpPaths([optimistic, pessimistic])).toBe(
      'optimistic 970 ms: doc 41229 B → 902 ms + CPU 68 ms (1 tasks) | ' +
        'pessimistic 1128 ms: doc 41229 B → 902 ms + /assets/site.css 15000 B + CPU 68 ms (1 tasks)',
    );
    expect(describeLcpPaths([undefined, undefined])).toBe(
      'optimistic ? ms: no FCP graph | pessimistic ? ms: no FCP graph',
    );
  });
});
