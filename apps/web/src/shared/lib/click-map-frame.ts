/**
 * The console's click map shows a page of the site in a frame beneath the clicks (decision 088),
 * marked with `?click-map-frame`. The mark counts only inside a frame whose parent has the site's
 * own origin (the console is served by the same server; the security headers let nobody else frame
 * a page): there the page asks nothing (no consent banner), tracks nothing and lays out every
 * section as a visitor who scrolled past it saw it. Anywhere else the parameter changes nothing.
 *
 * One check, in the document head before the first paint (`clickMapFrameBootScript`), marks
 * <html>; the app and the styles read the mark (`isClickMapFrame`).
 */
import { CLICK_MAP_FRAME_PARAMETER } from '@wegweiser/contracts/constants';

export const CLICK_MAP_FRAME_ATTRIBUTE = 'data-click-map-frame';

/**
 * Runs in the document head: marks <html> when the page is in a same-origin frame and asked for by
 * the click map. Reading a cross-origin parent's location throws: no mark then.
 */
export function clickMapFrameBootScript(): string {
  const parameter = JSON.stringify(CLICK_MAP_FRAME_PARAMETER);
  return `(function(){try{if(window.top!==window.self&&new URLSearchParams(window.location.search).has(${parameter})&&window.parent.location.origin===window.location.origin)document.documentElement.setAttribute('${CLICK_MAP_FRAME_ATTRIBUTE}','')}catch(e){}})();`;
}

/** Whether this page is shown in the console's click map (the head script marked it). */
export function isClickMapFrame(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(CLICK_MAP_FRAME_ATTRIBUTE);
}
