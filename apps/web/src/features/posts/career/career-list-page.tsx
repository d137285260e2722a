/** The career list: area filter and job cards (features/posts/post-list-page). */
import type { CareerPostSummary } from '@wegweiser/contracts';
import { postListPage } from '../post-list-page';
import { careerLabels } from './career-labels';
import { JobCard } from './components/job-card';
import { EMPLOYMENT_TYPE_CONTENT_TYPES } from './employment-type-labels';

const { PostListPage, load } = postListPage<CareerPostSummary>({
  kind: 'career',
  titleText: 'career_page_title',
  introText: 'career_page_intro',
  cardTexts: EMPLOYMENT_TYPE_CONTENT_TYPES,
  labels: careerLabels,
  gridClass: 'grid gap-6 md:grid-cols-2',
  placeholders: 2,
  Card: JobCard,
});

export default PostListPage;
export { load };
