/** Moved to packages/markdown: the API renders descriptions with it when they are published (decision 118). */
export { nestHeadings } from '@wegweiser/markdown/nest-headings';
