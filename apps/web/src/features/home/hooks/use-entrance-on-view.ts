import { type RefObject, useEffect } from 'react';
import { isClickMapFrame } from '../../../shared/lib/click-map-frame';

/**
 * The cards' entrance (spec section 9: 0.1 s per service and testimonial card, 0.2 s per package)
 * plays when a list first comes into view, not while the page loads (decision 016). The server
 * renders every card visible and still; once the app runs, a list that is not on screen yet is
 * marked `data-entrance="pending"` (its cards hidden by styles.css) and turns `in` the first time it
 * scrolls into view, each card fading in after its own transition delay. A list already on screen
 * stays as it is: its cards have been visible since the first paint. Nothing happens for visitors
 * who prefer reduced motion.
 */
export function useEntranceOnView(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = ref.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // In the console's click map every card shows, as after its entrance (decision 088).
    if (isClickMapFrame()) return;
    let first = true;
    // The first report tells where the list is now, without forcing a layout from here.
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        if (visible) observer.disconnect();
        else list.dataset.entrance = 'pending';
      } else if (visible) {
        list.dataset.entrance = 'in';
        observer.disconnect();
      }
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [ref]);
}
