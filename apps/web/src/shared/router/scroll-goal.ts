/**
 * Where a navigation takes the visitor (spec section 2): back to the place she left, or smoothly to
 * the top of a new page. The page may not stand at its final height in the frame the scroll begins:
 * a post's body, a list's cards, fonts and images arrive after it. The browser then clamps the
 * place to what is there, or — on its way to the top, a few pixels short — keeps the element in view
 * where it is while cards appear above it (scroll anchoring), which also ends the smooth scroll: the
 * visitor ends hundreds of pixels down a list she never scrolled (seen in the blog journey). So a
 * goal is looked at every frame for `GOAL_PATIENCE_MS` and asked for again while not reached — an
 * instant one at once, a smooth one once its scroll has stopped moving — unless the visitor moves
 * the page herself. On the way to the top the document does not anchor (nothing of the new page
 * is in view to keep). One goal at a time: a new one, or `cancelScrollGoal`, ends the last.
 */
export const GOAL_PATIENCE_MS = 3000;

/** What the visitor does to move the page herself (a touch is a pointer too): from then on her place is hers. */
const OWN_MOVES = ['wheel', 'keydown', 'pointerdown'];

let goal = 0;
let watching = false;

export function cancelScrollGoal(): void {
  goal++;
  document.documentElement.style.overflowAnchor = '';
}

export function scrollToward(top: number, behavior: ScrollBehavior = 'auto'): () => void {
  cancelScrollGoal();
  if (!watching) {
    watching = true;
    for (const type of OWN_MOVES) addEventListener(type, cancelScrollGoal, { capture: true, passive: true });
  }
  const id = goal;
  const smooth = behavior === 'smooth';
  const until = performance.now() + GOAL_PATIENCE_MS;
  let last = Number.NaN;
  const step = () => {
    if (id !== goal) return;
    if (performance.now() > until) return cancelScrollGoal();
    const y = scrollY;
    if (Math.abs(y - top) >= 1 && (!smooth || y === last)) scrollTo({ top, behavior });
    last = y;
    requestAnimationFrame(step);
  };
  if (smooth) document.documentElement.style.overflowAnchor = 'none';
  scrollTo({ top, behavior });
  requestAnimationFrame(step);
  return () => {
    if (id === goal) cancelScrollGoal();
  };
}
