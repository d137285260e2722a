/** bench:first-frame's count of what the browser styled and laid out before the first paint. */
import { describe, expect, it } from 'vitest';
import { describePasses, summarizeFirstFrame, type TraceEvent } from './first-frame';

const URL_ = 'http://127.0.0.1:4000/';
const main = { pid: 7, tid: 1, ph: 'X' };
const style = (ts: number, elementCount: number, frame = 'F1'): TraceEvent => ({
  ...main,
  name: 'UpdateLayoutTree',
  ts,
  args: { elementCount, beginData: { frame } },
});
const layout = (ts: number, dirtyObjects: number, totalObjects: number, frame = 'F1'): TraceEvent => ({
  ...main,
  name: 'Layout',
  ts,
  args: { beginData: { frame, dirtyObjects, totalObjects } },
});

describe('summarizeFirstFrame', () => {
  it('counts the passes on the main thread from the document parse to the first paint', () => {
    const frame = summarizeFirstFrame(
      [
        layout(5, 1, 1), // the empty document before this one: before the parse, not counted
        { ...main, name: 'ParseHTML', ts: 10, args: { beginData: { url: URL_, frame: 'F1' } } },
        style(20, 185),
        style(22, 24, 'SVG'), // an SVG image's own document, on the same thread
        layout(23, 20, 20, 'SVG'),
        {
          ...main,
          pid: 9,
          name: 'Layout',
          ts: 25,
          args: { beginData: { dirtyObjects: 50, totalObjects: 50 } },
        },
        layout(30, 238, 238),
        style(40, 0),
        style(50, 104),
        layout(60, 162, 393),
        { pid: 7, tid: 1, ph: 'I', name: 'firstContentfulPaint', ts: 70 },
        layout(80, 11, 393), // after the paint
      ],
      URL_,
    );
    expect(frame).toEqual({
      passes: [
        { kind: 'style', elements: 185 },
        { kind: 'layout', objects: 238, ofTotal: 238 },
        { kind: 'style', elements: 104 },
        { kind: 'layout', objects: 162, ofTotal: 393 },
      ],
      styledElements: 289,
      laidOutObjects: 400,
    });
    expect(describePasses(frame?.passes ?? [])).toBe('S 185 · L 238/238 · S 104 · L 162/393');
  });

  it('has nothing to say without a paint or without the document', () => {
    expect(summarizeFirstFrame([style(1, 3)], URL_)).toBeUndefined();
    expect(
      summarizeFirstFrame(
        [style(1, 3), { pid: 7, tid: 1, ph: 'I', name: 'firstContentfulPaint', ts: 2 }],
        URL_,
      ),
    ).toBeUndefined();
  });
});
