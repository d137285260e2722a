/**
 * A block laid out only when it comes near the viewport (`content-visibility: auto`, decisions 013,
 * 133, 134): the home's sections after the hero and the footer's columns. The first paint draws
 * nothing inside one, so the page's own stylesheet leaves the rules only its inside uses to the
 * whole stylesheet, and the block holds still until that has loaded (decision 141).
 */
export const WAITING_BLOCK_ATTRIBUTE = 'data-waits';

/** Spread on a waiting block's element: `<section {...waitingBlock}>`. */
export const waitingBlock = { [WAITING_BLOCK_ATTRIBUTE]: '' } as const;
