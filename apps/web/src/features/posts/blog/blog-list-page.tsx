/** The blog list: topics filter and post cards (features/posts/post-list-page). */
import type { BlogPostSummary } from '@wegweiser/contracts';
import { postListPage } from '../post-list-page';
import { blogLabels } from './blog-labels';
import { PostCard } from './components/post-card';

const { PostListPage, load } = postListPage<BlogPostSummary>({
  kind: 'blog',
  titleText: 'blog_page_title',
  introText: 'blog_page_intro',
  labels: blogLabels,
  gridClass: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  placeholders: 3,
  Card: PostCard,
});

export default PostListPage;
export { load };
