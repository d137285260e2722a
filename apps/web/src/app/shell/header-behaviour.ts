/**
 * Header behaviour that does not need React (spec sections 2 and 9): the scrolled state after
 * 20 px, and the text watcher that retries once after 500 ms and reloads on window focus.
 */
import { HEADER_SCROLL_THRESHOLD_PX, HEADER_TEXT_RETRY_MS } from '@wegweiser/contracts/constants';

export const isScrolled = (scrollY: number) => scrollY > HEADER_SCROLL_THRESHOLD_PX;

type FocusTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Retries the header texts once, 500 ms after start, if some are still missing; reloads them
 * whenever the window gains focus. Returns the cleanup.
 */
export function watchHeaderTexts(options: {
  isMissing: () => boolean;
  reload: () => void;
  target: FocusTarget;
}): () => void {
  const retry = setTimeout(() => {
    if (options.isMissing()) options.reload();
  }, HEADER_TEXT_RETRY_MS);
  const onFocus = () => options.reload();
  options.target.addEventListener('focus', onFocus);
  return () => {
    clearTimeout(retry);
    options.target.removeEventListener('focus', onFocus);
  };
}
