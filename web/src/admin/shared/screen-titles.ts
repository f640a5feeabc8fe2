/**
 * The titles of the studio's own screens, in one place and one case: sentence case (a capital
 * first letter, the rest lower case but for names and abbreviations). A collection's screens are
 * titled by its declaration's labels (`content/src/types/…`), held to the same rule by
 * screen-titles.test.ts.
 */
export const screenTitles = {
  dashboard: 'Dashboard',
  activity: 'Activity log',
  appointments: 'Appointments',
  dueForReview: 'Due for review',
  formEntries: 'Form entries',
  importHistory: 'Import history',
  linkReport: 'Link report',
  media: 'Media library',
  menus: 'Menus',
  profile: 'Change profile',
  redirects: 'Redirects',
  search: 'Site search',
  siteSettings: 'Site settings',
  system: 'System',
  users: 'Users',
  translationReport: 'Translation report',
  noAccess: "You don't have access to this",
  notFound: 'Page not found',
} as const;

/** Words a title may write with capitals after its first word: abbreviations and names. */
export const titleWordsKeptAsWritten: readonly string[] = ['FAQ', 'FAQs', 'OPD', 'CME', 'SEO', 'URL', 'PDF', 'CSV', 'WordPress', 'Hindi', 'English'];

/** Whether a title is in sentence case: its first letter a capital, every later word lower case but the kept ones. */
export function isSentenceCase(title: string): boolean {
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const [first, ...rest] = words;
  const bare = (word: string) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const head = bare(first!);
  if (!titleWordsKeptAsWritten.includes(head) && head !== '' && (head[0] !== head[0]!.toUpperCase() || (head.length > 1 && head.slice(1) !== head.slice(1).toLowerCase()))) return false;
  return rest.every((word) => {
    const w = bare(word);
    return w === '' || titleWordsKeptAsWritten.includes(w) || w === w.toLowerCase();
  });
}
