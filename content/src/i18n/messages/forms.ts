/**
 * The four public forms' texts (labels, placeholders, validation messages, the loading view, the
 * thank-you text, the consent notice) and the acknowledgement e-mail, per language. English is
 * the SPEC's wording, the same as the declarations in `forms/declarations.ts` (a test holds them
 * together); each other language is typed against it, so a missing text fails the typecheck.
 */

/** A field's label and, for the contact-style forms, its placeholder before the site's texts load. */
interface FieldText {
  label: string;
  placeholder?: string;
}

const formatNumber = (n: number, locale: string): string => n.toLocaleString(locale);

export const en = {
  sending: 'Sending…',
  /** The forms' names (the form's accessible name is "{name} form"). */
  formNames: { contact: 'Contact', appointment: 'Appointment', feedback: 'Feedback', getintouch: 'Discharge feedback' },
  formLabel: (name: string) => `${name} form`,
  send: 'Send',
  submit: 'Submit',
  sendingBusy: 'Sending...',
  submittingBusy: 'Submitting...',
  fields: {
    contact: {
      name: { label: 'Name', placeholder: 'Your Name*' },
      phone: { label: 'Phone number', placeholder: 'Your Phone Number*' },
      email: { label: 'Email', placeholder: 'Your Email*' },
      subject: { label: 'Subject', placeholder: 'Subject*' },
      message: { label: 'Message', placeholder: 'Your Message' },
    },
    appointment: {
      name: { label: 'Name' },
      phone: { label: 'Phone number' },
      email: { label: 'Email' },
      date_time: { label: 'Date & Time' },
      department: { label: 'Department' },
      doctor: { label: 'Doctor' },
      message: { label: 'Message' },
    },
    feedback: {
      name: { label: 'Name', placeholder: 'Your Name*' },
      phone: { label: 'Phone number', placeholder: 'Your Phone Number*' },
      email: { label: 'Email', placeholder: 'Your Email*' },
      subject: { label: 'Subject', placeholder: 'Subject*' },
      message: { label: 'Message', placeholder: 'Your Message' },
    },
    getintouch: {
      patientName: { label: 'Patient Name' },
      uhidNo: { label: 'UHID No' },
      dateTimeOfAdmission: { label: 'Date Time of Admission' },
      dateTimeOfDischarge: { label: 'Date Time of Discharge' },
      fullName: { label: 'Full Name' },
      relationshipToPatient: { label: 'Relationship to The Patient' },
      city: { label: 'City' },
      state: { label: 'State' },
      phone: { label: 'Phone' },
      email: { label: 'Email' },
      comments: { label: 'Comments' },
    },
  } satisfies Record<string, Record<string, FieldText>>,
  // Validation, the same words in the browser and on the server.
  required: (label: string) => `${label} is required.`,
  mustBeText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number, length: number) =>
    `${label} is too long: at most ${formatNumber(max, 'en-IN')} characters (this one has ${formatNumber(length, 'en-IN')}).`,
  invalidEmail: 'Please enter a valid email address.',
  phoneIndia:
    'Please enter a phone number we can call back: a 10-digit mobile number, a landline with its STD code (e.g. 022 2345 6789), or an international number starting with +.',
  phoneOther: 'Please enter a phone number we can call back: a full number with its area code, or an international number starting with +.',
  dateTimeFormat: (example: string) => `Please enter the date and time as dd/mm/yyyy hh:mm AM/PM, e.g. ${example}.`,
  dateMissing: (example: string) => `Please add the date before the time, e.g. ${example}.`,
  dateTimePast: 'Please choose a date and time from now on: this one has passed.',
  outsideHours: (hours: string) => `Please choose a time within outpatient hours (${hours}).`,
  enterDateTime: 'Please enter a date and time.',
  notDoctorOf: (doctor: string, department: string) => `${doctor} is not a doctor of ${department}. Please choose one of its doctors.`,
  consentRequired: 'Please agree to the use of your details to send this form.',
  consentNotice: 'We use the details you send only to answer this request and keep them no longer than needed, as our privacy policy explains.',
  privacyPolicy: 'Privacy policy',
  limitContact: (count: number) =>
    `We have already received ${count} requests from this phone number or e-mail address in the last few minutes, so this one was not sent.`,
  limitAddress: 'We have received many requests from your network in the last few minutes, so this one was not sent.',
  limitTryAgain: (call: string) => `Please try again in a few minutes, or ${call}.`,
  callUsOn: (phone: string) => `call us on ${phone}`,
  callTheHospital: 'call the hospital',
  // The form on the page.
  honeypot: 'Leave this field empty',
  correctFields: (count: number) => (count === 1 ? 'Please correct 1 field:' : `Please correct ${count} fields:`),
  requiredMark: ' (required)',
  select: (label: string) => `Select ${label}`,
  charactersLeft: (count: number) => `${formatNumber(count, 'en-IN')} ${count === 1 ? 'character' : 'characters'} left`,
  charactersOver: (count: number) => `${formatNumber(count, 'en-IN')} ${count === 1 ? 'character' : 'characters'} too many`,
  loading: 'Loading...',
  thankYou: 'Thank You!',
  sent: 'Your request was successfully sent.',
  yourReference: 'Your reference:',
  // The date and time picker.
  choose: (label: string) => `Choose ${label}`,
  pickerDate: 'Date',
  pickerHour: 'Hour',
  pickerMinute: 'Minute',
  pickerPeriod: 'AM/PM',
  // SPEC §8: a submission that failed.
  noResponse: 'No response from the server. Please try again later.',
  otherError: 'An error occurred. Please try again later.',
  unexpectedStatus: (status: number) => `Failed to submit the form. Server returned status: ${status}`,
  serverError: (status: number, detail: string) => `Server error: ${status} - ${detail}`,
  /** The acknowledgement e-mail in a language other than the hospital's own text (`{hospital}`, `{reference}`). */
  acknowledgementSubject: 'We have received your request ({reference})',
  acknowledgementText:
    'Thank you for writing to {hospital}. We have received your request; its reference is {reference}. Our team will get back to you soon.\n\n{hospital}',
};

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

export type FormMessages = { [K in keyof typeof en]: Widen<(typeof en)[K]> };

const hiNumber = (n: number): string => formatNumber(n, 'hi-IN');

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
