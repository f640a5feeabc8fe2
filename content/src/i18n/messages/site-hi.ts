import type { SiteMessages } from './site';

/**
 * The site's texts in Hindi, in a module of their own so that the browser loads them only on a
 * Hindi page (web/src/public/ui/site-catalogues.ts); typed against English, so a missing message
 * fails the typecheck.
 */
export const hi: SiteMessages = {
  languageSwitch: 'भाषा',
  lastUpdated: 'अंतिम अद्यतन:',
  notTranslated: 'यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है; इसे अंग्रेज़ी में दिखाया गया है।',

  skipToContent: 'मुख्य सामग्री पर जाएँ',
  emailLabel: 'ईमेल: ',
  phoneLabel: 'फ़ोन: ',
  addressLabel: 'पता: ',
  emergencyLabel: 'आपातकालीन',
  home: 'होम',
  homeOf: (siteTitle) => `${siteTitle}: होम`,
  menu: 'मेनू',
  mainNavigation: 'मुख्य',
  submenu: (title) => `${title} उप-मेनू`,
  contactUs: 'संपर्क करें',
  opensInNewTab: ' (नए टैब में खुलता है)',
  mapInNewTab: ' (नक्शा, नए टैब में खुलता है)',
  siteSearch: 'साइट खोज',
  searchTheWebsite: 'वेबसाइट में खोजें',
  searchPlaceholder: 'डॉक्टर, विशेषज्ञता खोजें…',
  search: 'खोजें',

  quickLinks: 'त्वरित लिंक',
  aboutUs: 'हमारे बारे में',
  copyright: (year, siteTitle) => `इस वेबसाइट की सामग्री ${year} कॉपीराइट.${siteTitle}.`,

  breadcrumb: 'ब्रेडक्रंब',
  pageNotFound: 'पृष्ठ नहीं मिला',
  notFoundText: 'क्षमा करें, आप जो पृष्ठ खोज रहे थे वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो या अब मौजूद न हो।',
  goHome: 'होम पेज पर जाएँ',
  loading: 'लोड हो रहा है...',
  errorTitle: 'सामग्री लोड करने में त्रुटि',
  errorText: 'कृपया पृष्ठ को फिर से लोड करें',
  retry: 'फिर से कोशिश करें',

  loadMore: 'और देखें',
  readMore: 'और पढ़ें',
  years: 'वर्ष',
  noResultsHelp: 'जो चाहिए वह नहीं मिला? हम मदद कर सकते हैं।',
  callUsOn: (phone) => `हमें ${phone} पर कॉल करें`,
  bookAppointment: 'अपॉइंटमेंट बुक करें',

  designation: 'पद',
  education: 'शिक्षा',
  languagesSpoken: 'भाषाएँ',
  department: 'विभाग',
  departments: 'विभाग',
  moreIn: (department) => `${department} में और डॉक्टर`,
  allDoctorsOf: (department) => `${department} के सभी डॉक्टर`,
};
