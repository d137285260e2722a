/** One job posting (features/posts/post-page) with its facts and apply button. */
import type { CareerPost } from '@wegweiser/contracts';
import { postPage } from '../post-page';
import { careerLabels } from './career-labels';
import { JobArticle } from './components/job-article';
import { EMPLOYMENT_TYPE_CONTENT_TYPES } from './employment-type-labels';

const { PostPage, load, meta } = postPage<CareerPost>({
  kind: 'career',
  texts: EMPLOYMENT_TYPE_CONTENT_TYPES,
  labels: careerLabels,
  width: 'max-w-6xl',
  placeholderMetaLine: false,
  meta: (post) => ({ title: post.title, description: post.summary, subject: { type: 'career-post', post } }),
  Article: JobArticle,
});

export default PostPage;
export { load, meta };
