// The entry of the detail pages' chunk (see lazy-details.tsx).
export { DetailView } from './detail-view';
export { ExpertCategoryPage } from './experts/expert-category-page';
export { ExpertPage } from './experts/expert-page';
export { LocationPage } from './locations/location-page';
export { LocationsPage } from './locations/locations-page';
