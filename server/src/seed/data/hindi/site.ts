import { hospital } from '../hospital';
import { hindiHospital } from './hospital';

/** The site settings' texts in Hindi: the translatable fields the demo fills in English. */
export const hindiSiteSettings = {
  siteTitle: hindiHospital.name,
  footerText: `${hindiHospital.name} ${hindiHospital.city} का ${hospital.beds} बिस्तरों वाला, लाभ-निरपेक्ष (नॉट-फ़ॉर-प्रॉफ़िट) टीचिंग हॉस्पिटल है, जो ${hospital.founded} से मरीज़ों की सेवा कर रहा है और क्षेत्र के लिए डॉक्टरों व नर्सों को प्रशिक्षित करता है।`,
  emergency_label: 'इमरजेंसी 24×7',
  site_address: hindiHospital.address,
  nameplaceholder: 'आपका नाम*',
  phoneplaceholder: 'आपका फ़ोन नंबर*',
  emailplaceholder: 'आपका ईमेल*',
  subjectplaceholder: 'विषय*',
  messageplaceholder: 'हम आपकी क्या सहायता कर सकते हैं?',
  submitbuttontext: 'भेजें',
  footerformsubtitle: 'संपर्क करें',
  footerformtitle: 'हमसे जुड़ें',
  footerformdescription: 'अपॉइंटमेंट, बिल या अस्पताल आने के बारे में कोई प्रश्न है? हमें लिखें, पेशेंट रिलेशन्स टीम एक कार्य-दिवस के भीतर उत्तर देगी।',
} as const;

/** The names of the hospital's holidays (`demoHolidays`) in Hindi, by their English name. */
export const hindiHolidayNames: Readonly<Record<string, string>> = {
  'Republic Day': 'गणतंत्र दिवस',
  'Independence Day': 'स्वतंत्रता दिवस',
  'Gandhi Jayanti': 'गांधी जयंती',
  'Hospital Foundation Day': 'अस्पताल स्थापना दिवस',
};
