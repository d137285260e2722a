/**
 * Testimonial auto-scroll (spec section 4): starts 1 s after load, then steps every 3 s; the step
 * is one card (312 px, 352 px from 640 px screen width, 416 px from 768 px) and the carousel wraps
 * to the start when it is within 10 px of its end. It runs until the first click or unmount.
 */
import { TESTIMONIAL_AUTOSCROLL } from '@wegweiser/contracts/constants';

const { startMs, stepMs, stepWidthsPx, breakpointsPx, wrapThresholdPx } = TESTIMONIAL_AUTOSCROLL;

/** The scroll step for a screen (window) width. */
export function stepWidth(screenWidth: number): number {
  if (screenWidth >= breakpointsPx.md) return stepWidthsPx.md;
  if (screenWidth >= breakpointsPx.sm) return stepWidthsPx.sm;
  return stepWidthsPx.base;
}

export type ScrollMetrics = { scrollLeft: number; clientWidth: number; scrollWidth: number };

/** Where the next step scrolls to: one step on, or back to 0 within 10 px of the end. */
export function nextScrollLeft(metrics: ScrollMetrics, screenWidth: number): number {
  const atEnd = metrics.scrollLeft + metrics.clientWidth >= metrics.scrollWidth - wrapThresholdPx;
  return atEnd ? 0 : metrics.scrollLeft + stepWidth(screenWidth);
}

export type AutoScrollTarget = {
  metrics: () => ScrollMetrics | null;
  screenWidth: () => number;
  scrollTo: (left: number) => void;
};

/**
 * Runs the schedule: the first step 1 s after the start, every further one 3 s apart. Returns
 * the stop function (first click, unmount).
 */
export function startAutoScroll(target: AutoScrollTarget): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const step = () => {
    const metrics = target.metrics();
    if (metrics) target.scrollTo(nextScrollLeft(metrics, target.screenWidth()));
  };
  const timeout = setTimeout(() => {
    step();
    interval = setInterval(step, stepMs);
  }, startMs);
  return () => {
    clearTimeout(timeout);
    clearInterval(interval);
  };
}
