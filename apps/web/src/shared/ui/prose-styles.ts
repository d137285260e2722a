/** Markdown typography of long reading (blog posts, job postings, legal pages), after `prose`. */
export const articleProse =
  'prose-headings:font-display prose-headings:text-balance prose-a:text-primary-800 prose-a:underline-offset-2 prose-blockquote:border-accent-400 prose-blockquote:font-normal prose-blockquote:text-slate-700 [&_blockquote_p::after]:content-none [&_blockquote_p::before]:content-none dark:prose-a:text-primary-300 dark:prose-blockquote:text-dark-100';
