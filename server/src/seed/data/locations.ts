import type { Weekday } from '@hospital/content/opd/schedule';
import type { LocationKind } from '@hospital/content/types/locations/location-checks';
import { hospital } from './hospital';

/**
 * The demo's network (issue 48): the main hospital, a second hospital across the city and two
 * clinics, all in Ambarpur. Positions are made up but lie where the areas would be, so the
 * nearest centre differs from one part of the city to another. Doctors' sessions name them by
 * `key` (`experts.ts`).
 */
export interface LocationSeed {
  key: LocationKey;
  title: string;
  slug: string;
  kind: LocationKind;
  area: string;
  address: string;
  pinCode: string;
  latitude: number;
  longitude: number;
  phones: readonly string[];
  emergencyPhone?: string;
  hours: readonly { days: readonly Weekday[]; opens: string; closes: string }[];
  facilities: readonly string[];
  description: string;
  /** Department slugs seen here. */
  departments: readonly string[];
  /** The room of sessions held here (the main hospital's are its departments' rooms). */
  room?: string;
  /** A local holiday, days after the seed day (the clinic's own closed day). */
  holidayAfterDays?: { days: number; name: string };
}

export type LocationKey = 'main' | 'lakeview' | 'kothrud' | 'arera';

const everyDay: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const monSat: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export const demoLocations: readonly LocationSeed[] = [
  {
    key: 'main',
    title: hospital.name,
    slug: 'kalindi-nagar',
    kind: 'hospital',
    area: 'Kalindi Nagar',
    address: hospital.address,
    pinCode: '462019',
    latitude: 23.2599,
    longitude: 77.4126,
    phones: [hospital.phone],
    emergencyPhone: hospital.emergencyPhone,
    hours: [{ days: everyDay, opens: '00:00', closes: '23:59' }],
    facilities: ['24-hour emergency', 'Intensive care', 'Operation theatres', 'Pharmacy', 'Laboratory', 'Radiology', 'Blood bank', 'Parking'],
    description: 'The teaching hospital: every department, the emergency and the intensive care units.',
    departments: [],
  },
  {
    key: 'lakeview',
    title: 'Saffron Ridge Hospital, Lakeview',
    slug: 'lakeview',
    kind: 'hospital',
    area: 'Shyamla Hills',
    address: 'Saffron Ridge Hospital, 3 Upper Lake Road, Shyamla Hills, Ambarpur 462 002',
    pinCode: '462002',
    latitude: 23.2412,
    longitude: 77.3905,
    phones: ['+91 755 010 5500'],
    emergencyPhone: '+91 755 010 5511',
    hours: [{ days: everyDay, opens: '00:00', closes: '23:59' }],
    facilities: ['24-hour emergency', 'Day-care surgery', 'Pharmacy', 'Laboratory', 'X-ray', 'Parking'],
    description: 'A 120-bed hospital by the lake, with its own emergency, day-care surgery and outpatient clinics.',
    departments: ['cardiology', 'orthopaedics', 'general-surgery', 'general-medicine'],
    room: 'OPD, First Floor',
  },
  {
    key: 'kothrud',
    title: 'Saffron Ridge Clinic, Kothrud',
    slug: 'kothrud-clinic',
    kind: 'clinic',
    area: 'Kothrud',
    address: 'Saffron Ridge Clinic, 22 Market Road, Kothrud, Ambarpur 462 038',
    pinCode: '462038',
    latitude: 23.2011,
    longitude: 77.4502,
    phones: ['+91 755 010 6600'],
    hours: [
      { days: monSat, opens: '09:00', closes: '13:00' },
      { days: monSat, opens: '16:00', closes: '20:00' },
    ],
    facilities: ['Pharmacy', 'Sample collection', 'ECG'],
    description: 'A neighbourhood clinic for consultations, ECGs and blood tests.',
    departments: ['cardiology', 'general-medicine'],
    room: 'Consulting Room 1',
    holidayAfterDays: { days: 5, name: 'Kothrud market festival' },
  },
  {
    key: 'arera',
    title: 'Saffron Ridge Clinic, Arera Colony',
    slug: 'arera-colony-clinic',
    kind: 'clinic',
    area: 'Arera Colony',
    address: 'Saffron Ridge Clinic, 9 E-4 Arera Colony, Ambarpur 462 016',
    pinCode: '462016',
    latitude: 23.2136,
    longitude: 77.4318,
    phones: ['+91 755 010 7700'],
    hours: [{ days: monSat, opens: '08:00', closes: '20:00' }],
    facilities: ['Sample collection', 'Vaccination', 'Pharmacy'],
    description: 'A family clinic for children and adults, with vaccination and sample collection.',
    departments: ['paediatrics', 'general-medicine'],
    room: 'Consulting Room 2',
  },
];

/** The Hindi of the locations' words, by key (the main hospital's name is the hospital's). */
export const hindiLocations: Readonly<Record<LocationKey, Record<string, unknown>>> = {
  main: {
    title: 'सैफ़रन रिज टीचिंग हॉस्पिटल',
    city: 'अम्बरपुर',
    area: 'कालिंदी नगर',
    address: 'सैफ़रन रिज टीचिंग हॉस्पिटल, 14 रिवरसाइड रोड, कालिंदी नगर, अम्बरपुर 462 019',
    facilities: ['24 घंटे इमरजेंसी', 'आईसीयू (गहन चिकित्सा)', 'ऑपरेशन थिएटर', 'फ़ार्मेसी', 'लैब (प्रयोगशाला)', 'रेडियोलॉजी', 'ब्लड बैंक', 'पार्किंग'],
    description: '<p>टीचिंग हॉस्पिटल: सभी विभाग, इमरजेंसी और आईसीयू।</p>',
  },
  lakeview: {
    title: 'सैफ़रन रिज हॉस्पिटल, लेकव्यू',
    city: 'अम्बरपुर',
    area: 'श्यामला हिल्स',
    address: 'सैफ़रन रिज हॉस्पिटल, 3 अपर लेक रोड, श्यामला हिल्स, अम्बरपुर 462 002',
    facilities: ['24 घंटे इमरजेंसी', 'डे-केयर सर्जरी', 'फ़ार्मेसी', 'लैब (प्रयोगशाला)', 'एक्स-रे', 'पार्किंग'],
    description: '<p>झील के किनारे 120 बिस्तरों वाला अस्पताल, जिसकी अपनी इमरजेंसी, डे-केयर सर्जरी और ओपीडी क्लिनिक हैं।</p>',
  },
  kothrud: {
    title: 'सैफ़रन रिज क्लिनिक, कोथरूड',
    city: 'अम्बरपुर',
    area: 'कोथरूड',
    address: 'सैफ़रन रिज क्लिनिक, 22 मार्केट रोड, कोथरूड, अम्बरपुर 462 038',
    facilities: ['फ़ार्मेसी', 'सैंपल कलेक्शन', 'ईसीजी'],
    description: '<p>परामर्श, ईसीजी और ख़ून की जाँच के लिए मोहल्ले का क्लिनिक।</p>',
    holidays: [{ name: 'कोथरूड बाज़ार उत्सव' }],
  },
  arera: {
    title: 'सैफ़रन रिज क्लिनिक, अरेरा कॉलोनी',
    city: 'अम्बरपुर',
    area: 'अरेरा कॉलोनी',
    address: 'सैफ़रन रिज क्लिनिक, 9 ई-4 अरेरा कॉलोनी, अम्बरपुर 462 016',
    facilities: ['सैंपल कलेक्शन', 'टीकाकरण', 'फ़ार्मेसी'],
    description: '<p>बच्चों और बड़ों के लिए पारिवारिक क्लिनिक, टीकाकरण और सैंपल कलेक्शन के साथ।</p>',
  },
};

/** The Hindi of the rooms of sessions held away from the main hospital. */
export const hindiLocationRooms: Readonly<Partial<Record<LocationKey, string>>> = { lakeview: 'ओपीडी, पहली मंज़िल', kothrud: 'परामर्श कक्ष 1', arera: 'परामर्श कक्ष 2' };

/** A location's `opening_hours` rows, one per day of each span. */
export const openingHoursOf = (location: LocationSeed): { day: Weekday; opens: string; closes: string }[] =>
  location.hours.flatMap((span) => span.days.map((day) => ({ day, opens: span.opens, closes: span.closes })));
