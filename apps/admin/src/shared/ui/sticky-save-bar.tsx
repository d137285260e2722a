/**
 * The bar with a form's save buttons that stays at the bottom of the window while a long form
 * scrolls (the settings screens). It never covers the field in use: it tells the page its height
 * (`--sticky-save-bar-height`), which the page keeps free at the bottom whenever the browser
 * scrolls something into view — a field reached with Tab or tapped on a phone
 * (`scroll-padding-bottom`, styles.css; decision 087). The height is measured, not assumed: the
 * buttons wrap on a phone and a message after saving makes the bar taller.
 */
import { type ReactNode, useLayoutEffect, useRef } from 'react';

const HEIGHT = '--sticky-save-bar-height';

export function StickySaveBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT);
    };
  }, []);
  return (
    <div
      ref={bar}
      className="sticky bottom-0 -mx-4 border-t border-dark-200 bg-dark-50/95 px-4 py-3 sm:-mx-6 sm:px-6 dark:border-dark-800 dark:bg-dark-950/95"
    >
      {children}
    </div>
  );
}
