import type { BookingMessages } from './booking';

/** The booking texts in Hindi, typed against English, so a missing message fails the typecheck. */

const hiNumber = (n: number): string => n.toLocaleString('hi-IN');

export const hi: BookingMessages = {
  slotsLoading: 'खाली समय लोड हो रहे हैं…',
  slotsFailed: 'खाली समय लोड नहीं हो सके। कृपया फिर से कोशिश करें या अस्पताल को फ़ोन करें।',
  slotsRetry: 'फिर से कोशिश करें',
  noFreeSlots: (days) => `अगले ${hiNumber(days)} दिनों में कोई खाली समय नहीं है —`,
  freeCount: (count) => `${hiNumber(count)} खाली समय`,
  placeLabel: 'स्थान:',
  locationLabel: 'पता:',
  directionsLink: 'रास्ता देखें (आपका मैप ऐप खुलेगा)',
  showFreeTimes: 'खाली समय दिखाएँ',
  chooseDoctorFirst: 'खाली समय देखने के लिए डॉक्टर चुनें।',
  chooseDepartmentFirst: 'डॉक्टर देखने के लिए विभाग चुनें।',
  showDoctors: 'डॉक्टर दिखाएँ',
  appointmentBooked: 'आपका अपॉइंटमेंट बुक हो गया है।',
  doctorLabel: 'डॉक्टर:',
  timeLabel: 'समय:',
  addToCalendar: 'कैलेंडर में जोड़ें (.ics)',
  manageLink: 'यह अपॉइंटमेंट रद्द करें या बदलें',
  manageStatus: { booked: 'बुक', cancelled: 'रद्द', attended: 'उपस्थित', no_show: 'नहीं आए' },
  statusLabel: 'स्थिति:',
  cancelAppointment: 'यह अपॉइंटमेंट रद्द करें',
  cancelQuestion: 'क्या आप यह अपॉइंटमेंट रद्द करना चाहते हैं? यह समय दूसरे मरीज़ों को दिया जाएगा।',
  cancelConfirm: 'हाँ, रद्द करें',
  keepAppointment: 'नहीं, रहने दें',
  cancelled: 'आपका अपॉइंटमेंट रद्द कर दिया गया है।',
  chooseAnotherTime: 'दूसरा समय चुनें',
  moveAppointment: 'मेरा अपॉइंटमेंट बदलें',
  moved: 'आपका अपॉइंटमेंट बदल दिया गया है। संदर्भ नंबर वही रहेगा।',
  manageUnknownTitle: 'यह लिंक काम नहीं करता',
  manageUnknown: 'यह लिंक पहचाना नहीं गया। कृपया देखें कि आपने पुष्टि से पूरा लिंक खोला है।',
  manageExpired: 'यह अपॉइंटमेंट बीत चुका है, इसलिए यह लिंक अब काम नहीं करता।',
  manageHelp: (contact) => `अपॉइंटमेंट में मदद के लिए ${contact}।`,
  manageFailed: 'अपॉइंटमेंट बदला नहीं जा सका। कृपया फिर से कोशिश करें या अस्पताल को फ़ोन करें।',
};
