/**
 * Ids of elements a page has once (a label's `for`, `aria-controls`), written out instead of
 * `useId`: the server renders with React and the browser hydrates with Preact, whose `useId`
 * answers differently. Hydration keeps the server's attributes, so an element mounted later with
 * Preact's id would point at nothing; these are the same on both sides. `useId` stays for what
 * only ever mounts in the browser (a popup, the search suggestions).
 */
export const stableIds = {
  headerSearch: 'header-search-input',
  searchPage: 'search-page-input',
  findDoctorSearch: 'find-doctor-search',
  findDoctorDepartment: 'find-doctor-department',
  blogSearch: 'blog-search',
  faq: 'faq',
} as const;
