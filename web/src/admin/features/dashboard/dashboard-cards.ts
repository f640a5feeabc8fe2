/** The counts `GET dashboard` returns (SPEC.md §7: the 15 active lists). */
export type DashboardCountKey =
  | 'pages'
  | 'banners'
  | 'galleries'
  | 'experts'
  | 'events'
  | 'faqs'
  | 'leaders'
  | 'camps'
  | 'hospitalfacilities'
  | 'media-coverage'
  | 'hirings'
  | 'announcements'
  | 'blogs'
  | 'video-galleries'
  | 'specialities';

export interface DashboardCard {
  label: string;
  path: string;
  count: DashboardCountKey;
}

/** The dashboard's 12 cards, in the order of SPEC.md §2 "Admin dashboard". */
export const dashboardCards: readonly DashboardCard[] = [
  { label: 'Total Pages', path: '/admin/pages', count: 'pages' },
  { label: 'Total Banner', path: '/admin/banners', count: 'banners' },
  { label: 'Total Gallery List', path: '/admin/galleries', count: 'galleries' },
  { label: 'Total Experts', path: '/admin/experts', count: 'experts' },
  { label: 'Total Events', path: '/admin/events', count: 'events' },
  { label: 'Total FAQs', path: '/admin/faqs', count: 'faqs' },
  { label: 'Total Leaders', path: '/admin/leaders', count: 'leaders' },
  { label: 'Total Camps', path: '/admin/camps', count: 'camps' },
  { label: 'Total Hospital Facilities', path: '/admin/hospitalfacilities', count: 'hospitalfacilities' },
  // The spec's original showed the camps count on this card, a defect: it shows the media
  // coverage count, as its label and link say (issue 5).
  { label: 'Total Media Coverages', path: '/admin/media-coverage', count: 'media-coverage' },
  { label: 'Total Hiring', path: '/admin/hirings', count: 'hirings' },
  { label: 'Total Announcements', path: '/admin/announcements', count: 'announcements' },
];

/** How long the counts take to climb from 0 (SPEC.md §9). */
export const COUNT_UP_MS = 2000;

/** The number a count shows `elapsed` ms into its climb: linear from 0, whole numbers. */
export function countAt(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration || duration <= 0) return target;
  return Math.floor((target * Math.max(0, elapsed)) / duration);
}

/** Where the time of the last dashboard visit is kept, for "new form entries since". */
export const LAST_VISIT_KEY = 'dashboardLastVisit';

export function readLastVisit(storage: Pick<Storage, 'getItem'>): string | null {
  const value = storage.getItem(LAST_VISIT_KEY);
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}
