// The entry of the detail pages' chunk (see lazy-details.tsx).
export { DetailView } from './detail-view';
export { ExpertCategoryPage } from './experts/expert-category-page';
export { ExpertPage } from './experts/expert-page';
