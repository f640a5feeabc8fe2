import type { SearchMessages } from './search';

/**
 * The search's texts in Hindi, in a module of their own so that the browser loads them only on a
 * Hindi page (web/src/public/forms/form-texts.ts); typed against English.
 */

const count = (n: number): string => n.toLocaleString('hi-IN');

export const hi: SearchMessages = {
  groups: {
    doctors: 'डॉक्टर',
    departments: 'विभाग और विशेषज्ञताएँ',
    locations: 'अस्पताल और क्लिनिक',
    facilities: 'सुविधाएँ और सेवाएँ',
    pages: 'पृष्ठ',
    blogs: 'ब्लॉग लेख',
    events: 'कार्यक्रम और शिविर',
    careers: 'करियर',
    faqs: 'अक्सर पूछे जाने वाले प्रश्न',
  },
  resultCount: (n) => `${count(n)} परिणाम`,
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
  summary: (n, q) => `\u201c${q}\u201d के लिए ${count(n)} परिणाम`,
  inGroup: (group) => ` (${group})`,
  allResults: (q) => `\u201c${q}\u201d के सभी परिणाम`,
  resultGroups: 'परिणामों के समूह',
  showAll: (n, group) => `सभी ${count(n)} देखें: ${group}`,
};
