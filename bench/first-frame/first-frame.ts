/**
 * How much of a page the browser styles and lays out before its first contentful paint, read from
 * a Chromium trace (`devtools.timeline` and `disabled-by-default-devtools.timeline`): every style
 * recalculation (`UpdateLayoutTree`, its element count) and every layout (`Layout`, the objects it
 * laid out of those in the tree) of the page's own frame between the start of the document's
 * parsing and the paint — not those of the SVG images it shows, which share its thread. Unlike their durations, these counts are the same in every run, so a
 * change to the first frame's work shows on a busy machine too (decisions 133, 134).
 */

/** The parts of a trace event this summary reads. */
export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    elementCount?: number;
    beginData?: { url?: string; frame?: string; dirtyObjects?: number; totalObjects?: number };
  };
};

export type Pass = { kind: 'style'; elements: number } | { kind: 'layout'; objects: number; ofTotal: number };

export type FirstFrame = {
  /** Style recalculations and layouts before the paint, in order (empty ones left out). */
  passes: Pass[];
  /** Elements styled, summed over the passes (an element styled twice counts twice). */
  styledElements: number;
  /** Layout objects laid out, summed over the passes. */
  laidOutObjects: number;
};

/** `documentUrl`: the page's URL, whose first `ParseHTML` starts the window. */
export function summarizeFirstFrame(
  events: readonly TraceEvent[],
  documentUrl: string,
): FirstFrame | undefined {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const onMain = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const parse = onMain.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === documentUrl,
  );
  if (!parse) return undefined;
  const frame = parse.args?.beginData?.frame;
  const passes: Pass[] = [];
  for (const event of onMain) {
    if (event.ts < parse.ts || event.ts > paint.ts) continue;
    if (frame !== undefined && event.args?.beginData?.frame !== frame) continue;
    if (event.name === 'UpdateLayoutTree' && (event.args?.elementCount ?? 0) > 0) {
      passes.push({ kind: 'style', elements: event.args?.elementCount ?? 0 });
    } else if (event.name === 'Layout' && (event.args?.beginData?.dirtyObjects ?? 0) > 0) {
      passes.push({
        kind: 'layout',
        objects: event.args?.beginData?.dirtyObjects ?? 0,
        ofTotal: event.args?.beginData?.totalObjects ?? 0,
      });
    }
  }
  return {
    passes,
    styledElements: passes.reduce((sum, pass) => sum + (pass.kind === 'style' ? pass.elements : 0), 0),
    laidOutObjects: passes.reduce((sum, pass) => sum + (pass.kind === 'layout' ? pass.objects : 0), 0),
  };
}

/** `S 185 · L 238/238 · S 104 · L 162/393` */
export function describePasses(passes: readonly Pass[]): string {
  return passes
    .map((pass) => (pass.kind === 'style' ? `S ${pass.elements}` : `L ${pass.objects}/${pass.ofTotal}`))
    .join(' · ');
}
