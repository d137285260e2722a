/** One blog post (features/posts/post-page) with its article body. */
import type { BlogPost } from '@wegweiser/contracts';
import { postPage } from '../post-page';
import { blogLabels } from './blog-labels';
import { BlogArticle } from './components/blog-article';

const { PostPage, load, meta } = postPage<BlogPost>({
  kind: 'blog',
  labels: blogLabels,
  width: 'max-w-3xl',
  placeholderMetaLine: true,
  meta: (post) => ({ title: post.title, description: post.excerpt, subject: { type: 'blog-post', post } }),
  Article: BlogArticle,
});

export default PostPage;
export { load, meta };
