/** The fictional hospital the demo describes. Not a real institution; contacts use reserved domains. */
export const hospital = {
  name: 'Saffron Ridge Teaching Hospital',
  shortName: 'Saffron Ridge',
  tagline: 'Care · Teaching · Research',
  city: 'Ambarpur',
  founded: 1987,
  beds: 650,
  phone: '+91 755 010 4400',
  emergencyPhone: '+91 755 010 4411',
  email: 'care@saffronridgehospital.example',
  careersEmail: 'careers@saffronridgehospital.example',
  address: 'Saffron Ridge Teaching Hospital, 14 Riverside Road, Kalindi Nagar, Ambarpur 462 019',
  website: 'https://www.saffronridgehospital.example',
} as const;

/**
 * The hours of the demo's outpatient clinics, which every doctor's OPD schedule keeps to
 * (`experts.ts`, checked by the seed's tests): the FAQ, the booking page and the setting
 * `outpatient_hours` are written from them. The appointment desk answers the phone longer: its
 * hours are the desk's, not the clinics'.
 */
export const opdHours = {
  days: 'Monday to Saturday',
  clinics: { start: '09:00', end: '17:00', text: '9 am to 5 pm' },
  evening: { start: '17:00', end: '19:00', text: '5 pm to 7 pm' },
  desk: { text: 'Monday to Saturday, 8 am to 8 pm' },
} as const;
