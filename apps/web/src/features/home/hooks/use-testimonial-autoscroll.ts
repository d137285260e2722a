import { type RefObject, useEffect } from 'react';
import { startAutoScroll } from '../lib/testimonial-autoscroll';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Auto-scrolls the carousel while `active` (spec section 4): the schedule of
 * lib/testimonial-autoscroll.ts, stopped when `active` turns false (first click) or on unmount.
 * With reduced motion the steps jump instead of gliding.
 */
export function useTestimonialAutoScroll(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    return startAutoScroll({
      metrics: () => {
        const element = ref.current;
        return element
          ? {
              scrollLeft: element.scrollLeft,
              clientWidth: element.clientWidth,
              scrollWidth: element.scrollWidth,
            }
          : null;
      },
      screenWidth: () => window.innerWidth,
      scrollTo: (left) =>
        ref.current?.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
    });
  }, [ref, active]);
}
