/** Scroll depth (spec section 4): measured 100 ms after scrolling pauses, capped at 100 %. */
import { ANALYTICS } from '@wegweiser/contracts/constants';

export type ScrollMetrics = { scrollTop: number; viewportHeight: number; documentHeight: number };

/** How far down the page the bottom of the viewport has reached, in whole percent (0–100). */
export function scrollDepthPercent({ scrollTop, viewportHeight, documentHeight }: ScrollMetrics): number {
  if (documentHeight <= 0) return 100;
  const percent = Math.round(((scrollTop + viewportHeight) / documentHeight) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** The deepest point of the current page, updated by debounced measurements. */
export class ScrollDepth {
  private max = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly measure: () => number) {}

  get value() {
    return this.max;
  }

  /** Call on every scroll event; measures once no scroll event came for 100 ms. */
  schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.update();
    }, ANALYTICS.scrollDebounceMs);
  }

  /** Measures now (page shown, page left). */
  update() {
    this.max = Math.min(100, Math.max(this.max, this.measure()));
  }

  /** A new page starts at zero; a pending measurement would measure the new page, so it is dropped. */
  reset() {
    this.cancel();
    this.max = 0;
  }

  cancel() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
