/**
 * What Lighthouse's simulation (lantern) put on the path of the first contentful paint of a run:
 * the document (its transfer size and the simulated moment its last byte arrives), any other
 * request it waited for, and the main-thread tasks it counted (observed time × the CPU slowdown).
 *
 * Lantern builds FCP from the graph of what was render-blocking before the observed paint: the
 * main document always, render-blocking requests that ended before the paint, and of the CPU only
 * the first task that parsed HTML, the first that laid out, the first that painted and scripts
 * evaluated before it. The document's download is simulated by TCP round trips (150 ms each on the
 * mobile preset): 10 segments of 1,460 bytes come with the first byte, then 20, then 21 a round
 * (1.6 Mbit/s), so a document of at most 14,600 bytes arrives in one round and one up to 43,800
 * bytes in two. bench:lighthouse prints this per run (bench/results/2026-11-30-lcp2.md).
 */

/** The parts of a lantern graph node and its simulated timing this summary reads. */
export type LanternNode = {
  type: string;
  isMainDocument?: () => boolean;
  request?: { url: string; transferSize: number };
};
export type LanternTiming = { startTime: number; endTime: number };

export type FcpPath = {
  /** Transfer size of the main document in bytes (headers and compressed body). */
  documentBytes: number;
  /** Simulated moment (ms after navigation start) the document's last byte arrived. */
  documentEndMs: number;
  /** Simulated main-thread time on the path, ms (observed × the CPU slowdown). */
  cpuMs: number;
  /** Main-thread tasks on the path. */
  cpuTasks: number;
  /** Other requests the paint waited for: path and transfer size. */
  requests: { url: string; bytes: number }[];
  /** Simulated FCP of this graph: its last node's end, ms. */
  endMs: number;
};

export const FCP_GRAPH_LABEL = 'optimisticFirstContentfulPaint';
/**
 * Lantern's LCP is the mean of two graphs cut at the observed LCP: the optimistic one leaves out
 * low-priority images, the pessimistic one keeps every request that ended before that paint.
 */
export const LCP_GRAPH_LABELS = [
  'optimisticLargestContentfulPaint',
  'pessimisticLargestContentfulPaint',
] as const;

export function summarizeFcpPath(timings: Iterable<[LanternNode, LanternTiming]>): FcpPath | undefined {
  const entries = [...timings];
  if (entries.length === 0) return undefined;
  const summary: FcpPath = {
    documentBytes: 0,
    documentEndMs: 0,
    cpuMs: 0,
    cpuTasks: 0,
    requests: [],
    endMs: 0,
  };
  for (const [node, timing] of entries) {
    summary.endMs = Math.max(summary.endMs, timing.endTime);
    if (node.type === 'cpu') {
      summary.cpuMs += timing.endTime - timing.startTime;
      summary.cpuTasks += 1;
    } else if (node.request && node.isMainDocument?.()) {
      summary.documentBytes = node.request.transferSize;
      summary.documentEndMs = timing.endTime;
    } else if (node.request) {
      summary.requests.push({ url: new URL(node.request.url).pathname, bytes: node.request.transferSize });
    }
  }
  return summary;
}

/** One line per run, e.g. `doc 41229 B → 927 ms + CPU 197 ms (3 tasks)`. */
export function describeFcpPath(path: FcpPath | undefined): string {
  if (!path) return 'no FCP graph';
  const others = path.requests.map((request) => ` + ${request.url} ${request.bytes} B`).join('');
  return `doc ${path.documentBytes} B → ${Math.round(path.documentEndMs)} ms${others} + CPU ${Math.round(path.cpuMs)} ms (${path.cpuTasks} tasks)`;
}

/** Both LCP graphs of a run, e.g. `optimistic 981 ms: doc 17183 B → 902 ms + /manifest.webmanifest 858 B …`. */
export function describeLcpPaths(paths: readonly (FcpPath | undefined)[]): string {
  return paths
    .map(
      (path, index) =>
        `${index === 0 ? 'optimistic' : 'pessimistic'} ${path ? Math.round(path.endMs) : '?'} ms: ${describeFcpPath(path)}`,
    )
    .join(' | ');
}
