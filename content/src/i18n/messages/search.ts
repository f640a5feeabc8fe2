import type { SearchGroup } from '../../content-type';

/**
 * The site search's texts, per language (issue 32): the result groups' names, which the search
 * API gives in the language asked for (`lang`), and the results page `/search` (`/hi/search`).
 * English is the SPEC's wording; each other language is typed against it.
 */

export const en = {
  groups: {
    doctors: 'Doctors',
    departments: 'Departments and specialities',
    locations: 'Hospitals and clinics',
    facilities: 'Facilities and services',
    pages: 'Pages',
    blogs: 'Blog posts',
    events: 'Events and camps',
    careers: 'Careers',
    faqs: 'FAQs',
  } satisfies Record<SearchGroup, string>,
  /** The API's message. */
  resultCount: (n: number) => `${n} result${n === 1 ? '' : 's'}`,
  title: 'Search',
  tips: "Type what you are looking for: a doctor's name, a speciality (\u201cheart\u201d, \u201cbones\u201d, \u201cchild\u201d), a page, a blog post, an event or a camp.",
  searching: 'Searching...',
  tooManyTitle: 'Too many searches at once',
  tooManyText: 'Please wait a moment and search again.',
  unavailableTitle: 'The search is not available',
  unavailableText: 'Please try again in a moment.',
  formLabel: 'Search the results page',
  inputLabel: 'Search the website',
  button: 'Search',
  noResults: (q: string) => `No results for \u201c${q}\u201d.`,
  noResultsTips: 'Check the spelling, try fewer words, or a broader one such as \u201cheart\u201d or \u201cdoctor\u201d.',
  findADoctor: 'Find a Doctor',
  summary: (n: number, q: string) => `${n} ${n === 1 ? 'result' : 'results'} for \u201c${q}\u201d`,
  inGroup: (group: string) => ` in ${group.toLowerCase()}`,
  allResults: (q: string) => `All results for \u201c${q}\u201d`,
  resultGroups: 'Result groups',
  showAll: (n: number, group: string) => `Show all ${n} ${group.toLowerCase()}`,
};

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

export type SearchMessages = { [K in keyof typeof en]: Widen<(typeof en)[K]> };

