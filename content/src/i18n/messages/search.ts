import type { SearchGroup } from '../../content-type';

/**
 * The site search's texts, per language (issue 32): the result groups' names, which the search
 * API gives in the language asked for (`lang`), and the results page `/search` (`/hi/search`).
 * English is the SPEC's wording; each other language is typed against it.
 */

const count = (n: number, locale: string): string => n.toLocaleString(locale);

export const en = {
  groups: {
    doctors: 'Doctors',
    departments: 'Departments and specialities',
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

export const hi: SearchMessages = {
  groups: {
    doctors: 'डॉक्टर',
    departments: 'विभाग और विशेषज्ञताएँ',
    facilities: 'सुविधाएँ और सेवाएँ',
    pages: 'पृष्ठ',
    blogs: 'ब्लॉग लेख',
    events: 'कार्यक्रम और शिविर',
    careers: 'करियर',
    faqs: 'अक्सर पूछे जाने वाले प्रश्न',
  },
  resultCount: (n) => `${count(n, 'hi-IN')} परिणाम`,
  title: 'खोजें',
  tips: 'आप जो ढूँढ रहे हैं वह लिखें: किसी डॉक्टर का नाम, कोई विशेषज्ञता (\u201cदिल\u201d, \u201cहड्डी\u201d, \u201cबच्चे\u201d), कोई पृष्ठ, ब्लॉग लेख, कार्यक्रम या शिविर।',
  searching: 'खोजा जा रहा है...',
  tooManyTitle: 'एक साथ बहुत अधिक खोजें',
  tooManyText: 'कृपया थोड़ी देर रुककर फिर से खोजें।',
  unavailableTitle: 'खोज अभी उपलब्ध नहीं है',
  unavailableText: 'कृपया थोड़ी देर में फिर से कोशिश करें।',
  formLabel: 'परिणाम पृष्ठ पर खोजें',
  inputLabel: 'वेबसाइट पर खोजें',
  button: 'खोजें',
  noResults: (q) => `\u201c${q}\u201d के लिए कोई परिणाम नहीं मिला।`,
  noResultsTips: 'वर्तनी जाँचें, कम शब्द लिखें, या \u201cदिल\u201d या \u201cडॉक्टर\u201d जैसा कोई व्यापक शब्द आज़माएँ।',
  findADoctor: 'डॉक्टर खोजें',
  summary: (n, q) => `\u201c${q}\u201d के लिए ${count(n, 'hi-IN')} परिणाम`,
  inGroup: (group) => ` (${group})`,
  allResults: (q) => `\u201c${q}\u201d के सभी परिणाम`,
  resultGroups: 'परिणामों के समूह',
  showAll: (n, group) => `सभी ${count(n, 'hi-IN')} देखें: ${group}`,
};
