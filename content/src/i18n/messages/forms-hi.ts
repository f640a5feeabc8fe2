import type { FormMessages } from './forms';

/**
 * The forms' texts in Hindi, in a module of their own so that the browser loads them only on a
 * Hindi page (web/src/public/forms/form-texts.ts); typed against English, so a missing message
 * fails the typecheck.
 */

const hiNumber = (n: number): string => n.toLocaleString('hi-IN');

export const hi: FormMessages = {
  sending: 'भेजा जा रहा है…',
  formNames: { contact: 'संपर्क', appointment: 'अपॉइंटमेंट', feedback: 'प्रतिक्रिया', getintouch: 'डिस्चार्ज प्रतिक्रिया' },
  formLabel: (name) => `${name} फ़ॉर्म`,
  send: 'भेजें',
  submit: 'जमा करें',
  sendingBusy: 'भेजा जा रहा है...',
  submittingBusy: 'जमा किया जा रहा है...',
  fields: {
    contact: {
      name: { label: 'नाम', placeholder: 'आपका नाम*' },
      phone: { label: 'फ़ोन नंबर', placeholder: 'आपका फ़ोन नंबर*' },
      email: { label: 'ईमेल', placeholder: 'आपका ईमेल*' },
      subject: { label: 'विषय', placeholder: 'विषय*' },
      message: { label: 'संदेश', placeholder: 'आपका संदेश' },
    },
    appointment: {
      name: { label: 'नाम' },
      phone: { label: 'फ़ोन नंबर' },
      email: { label: 'ईमेल' },
      date_time: { label: 'दिनांक और समय' },
      department: { label: 'विभाग' },
      doctor: { label: 'डॉक्टर' },
      message: { label: 'संदेश' },
    },
    feedback: {
      name: { label: 'नाम', placeholder: 'आपका नाम*' },
      phone: { label: 'फ़ोन नंबर', placeholder: 'आपका फ़ोन नंबर*' },
      email: { label: 'ईमेल', placeholder: 'आपका ईमेल*' },
      subject: { label: 'विषय', placeholder: 'विषय*' },
      message: { label: 'संदेश', placeholder: 'आपका संदेश' },
    },
    getintouch: {
      patientName: { label: 'मरीज़ का नाम' },
      uhidNo: { label: 'UHID नंबर' },
      dateTimeOfAdmission: { label: 'भर्ती का दिनांक और समय' },
      dateTimeOfDischarge: { label: 'छुट्टी का दिनांक और समय' },
      fullName: { label: 'पूरा नाम' },
      relationshipToPatient: { label: 'मरीज़ से संबंध' },
      city: { label: 'शहर' },
      state: { label: 'राज्य' },
      phone: { label: 'फ़ोन' },
      email: { label: 'ईमेल' },
      comments: { label: 'टिप्पणियाँ' },
    },
  },
  required: (label) => `${label} आवश्यक है।`,
  mustBeText: (label) => `${label} में केवल पाठ लिखें।`,
  tooLong: (label, max, length) => `${label} बहुत लंबा है: अधिकतम ${hiNumber(max)} अक्षर (इसमें ${hiNumber(length)} हैं)।`,
  invalidEmail: 'कृपया सही ईमेल पता लिखें।',
  phoneIndia:
    'कृपया ऐसा फ़ोन नंबर लिखें जिस पर हम वापस कॉल कर सकें: 10 अंकों का मोबाइल नंबर, STD कोड के साथ लैंडलाइन (जैसे 022 2345 6789), या + से शुरू होने वाला अंतरराष्ट्रीय नंबर।',
  phoneOther: 'कृपया ऐसा फ़ोन नंबर लिखें जिस पर हम वापस कॉल कर सकें: एरिया कोड के साथ पूरा नंबर, या + से शुरू होने वाला अंतरराष्ट्रीय नंबर।',
  dateTimeFormat: (example) => `कृपया दिनांक और समय dd/mm/yyyy hh:mm AM/PM के रूप में लिखें, जैसे ${example}।`,
  dateMissing: (example) => `कृपया समय से पहले दिनांक लिखें, जैसे ${example}।`,
  dateTimePast: 'कृपया अभी से आगे का दिनांक और समय चुनें: यह समय बीत चुका है।',
  outsideHours: (hours) => `कृपया OPD के समय (${hours}) के भीतर का समय चुनें।`,
  enterDateTime: 'कृपया दिनांक और समय लिखें।',
  notDoctorOf: (doctor, department) => `${doctor} ${department} के डॉक्टर नहीं हैं। कृपया इसी विभाग के किसी डॉक्टर को चुनें।`,
  consentRequired: 'यह फ़ॉर्म भेजने के लिए कृपया अपनी जानकारी के उपयोग की सहमति दें।',
  consentNotice:
    'आपके भेजे गए विवरण का उपयोग हम केवल इस अनुरोध का उत्तर देने के लिए करते हैं और उन्हें ज़रूरत से अधिक समय तक नहीं रखते, जैसा हमारी गोपनीयता नीति में बताया गया है।',
  privacyPolicy: 'गोपनीयता नीति',
  limitContact: (count) => `इस फ़ोन नंबर या ईमेल पते से पिछले कुछ मिनटों में हमें पहले ही ${hiNumber(count)} अनुरोध मिल चुके हैं, इसलिए यह अनुरोध नहीं भेजा गया।`,
  limitAddress: 'पिछले कुछ मिनटों में आपके नेटवर्क से हमें बहुत सारे अनुरोध मिले हैं, इसलिए यह अनुरोध नहीं भेजा गया।',
  limitTryAgain: (call) => `कृपया कुछ मिनट बाद फिर से कोशिश करें, या ${call}।`,
  callUsOn: (phone) => `हमें ${phone} पर कॉल करें`,
  callTheHospital: 'अस्पताल को कॉल करें',
  honeypot: 'इस फ़ील्ड को खाली छोड़ें',
  correctFields: (count) => (count === 1 ? 'कृपया 1 फ़ील्ड ठीक करें:' : `कृपया ${hiNumber(count)} फ़ील्ड ठीक करें:`),
  requiredMark: ' (आवश्यक)',
  select: (label) => `${label} चुनें`,
  charactersLeft: (count) => `${hiNumber(count)} अक्षर बाकी`,
  charactersOver: (count) => `${hiNumber(count)} अक्षर अधिक`,
  loading: 'लोड हो रहा है...',
  thankYou: 'धन्यवाद!',
  sent: 'आपका अनुरोध सफलतापूर्वक भेज दिया गया है।',
  yourReference: 'आपका संदर्भ नंबर:',
  choose: (label) => `${label} चुनें`,
  pickerDate: 'दिनांक',
  pickerHour: 'घंटा',
  pickerMinute: 'मिनट',
  pickerPeriod: 'AM/PM',
  noResponse: 'सर्वर से कोई उत्तर नहीं मिला। कृपया बाद में फिर से कोशिश करें।',
  otherError: 'एक त्रुटि हुई। कृपया बाद में फिर से कोशिश करें।',
  unexpectedStatus: (status) => `फ़ॉर्म जमा नहीं हो सका। सर्वर ने स्थिति ${status} लौटाई।`,
  serverError: (status, detail) => `सर्वर त्रुटि: ${status} - ${detail}`,
  acknowledgementSubject: 'हमें आपका अनुरोध मिल गया है ({reference})',
  acknowledgementText:
    '{hospital} को लिखने के लिए धन्यवाद। हमें आपका अनुरोध मिल गया है; इसका संदर्भ नंबर {reference} है। हमारी टीम जल्द ही आपसे संपर्क करेगी।\n\n{hospital}',
};
