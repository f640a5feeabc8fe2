import type { FormKey } from '@hospital/content/forms/index';
import { demoSlot } from './experts';

export interface FormEntrySeed {
  form: FormKey;
  body: Record<string, string>;
  ip: string;
}

/**
 * A few entries of each public form, so the studio's inbox is not empty. Invented people; the
 * appointments are asked for free slots of the doctors' schedules in the days after the demo is seeded.
 */
export const formEntries = (now: Date): readonly FormEntrySeed[] => [
  { form: 'contact', ip: '203.0.113.24', body: { name: 'Ritika Sharma', phone: '+91 98100 00001', email: 'ritika.sharma@example.com', subject: 'Parking for wheelchair users', message: 'Is there accessible parking near the OPD block? My father uses a wheelchair.', submit_ip: '203.0.113.24' } },
  { form: 'contact', ip: '198.51.100.7', body: { name: 'Joseph Varghese', phone: '+91 98100 00002', email: 'joseph.v@example.com', subject: 'Medical records request', message: '', submit_ip: 'Unknown' } },
  { form: 'contact', ip: '203.0.113.90', body: { name: 'Ananya Ghosh', phone: '+91 98100 00003', email: 'ananya.ghosh@example.net', subject: 'Observership for medical students', message: 'I am a final-year student and would like to observe in the cardiology department for two weeks in June.', submit_ip: '203.0.113.90' } },
  { form: 'appointment', ip: '198.51.100.12', body: { name: 'Harish Patel', phone: '+91 98100 00004', email: 'harish.patel@example.com', date_time: demoSlot('Dr. Farah Siddiqui', now, 7), department: 'Cardiology', doctor: 'Dr. Farah Siddiqui', message: 'Follow-up after my echo test.', submit_ip: '198.51.100.12' } },
  { form: 'appointment', ip: '203.0.113.45', body: { name: 'Meenakshi Sundaram', phone: '+91 98100 00005', email: 'meenakshi.s@example.org', date_time: demoSlot('Dr. Tenzin Norbu', now, 3), department: 'Orthopaedics', doctor: 'Dr. Tenzin Norbu', message: '', submit_ip: '203.0.113.45' } },
  { form: 'appointment', ip: '198.51.100.66', body: { name: 'Farhan Ali', phone: '+91 98100 00006', email: 'farhan.ali@example.com', date_time: demoSlot('Dr. Sameer Kulkarni', now, 4), department: 'Paediatrics', doctor: 'Dr. Sameer Kulkarni', message: 'Vaccination for my 18-month-old daughter.', submit_ip: '198.51.100.66' } },
  { form: 'feedback', ip: '203.0.113.8', body: { name: 'Lata Kulkarni', phone: '+91 98100 00007', email: 'lata.k@example.com', subject: 'Thank you to ward 4B', message: 'The nurses on ward 4B were patient and kind with my mother. Please pass on our thanks.', submit_ip: '203.0.113.8' } },
  { form: 'feedback', ip: '198.51.100.31', body: { name: 'Devendra Singh', phone: '+91 98100 00008', email: 'devendra.singh@example.net', subject: 'Long wait at billing', message: 'We waited almost an hour at the billing counter at discharge. More staff in the evening would help.', submit_ip: '198.51.100.31' } },
  { form: 'feedback', ip: '203.0.113.77', body: { name: 'Priyanka Das', phone: '+91 98100 00009', email: 'priyanka.das@example.org', subject: 'Clean and well signposted', message: '', submit_ip: '203.0.113.77' } },
  { form: 'getintouch', ip: '198.51.100.54', body: { patientName: 'Ramesh Chandra', uhidNo: 'SR-2026-048213', dateTimeOfAdmission: '02/11/2026 09:15 PM', dateTimeOfDischarge: '08/11/2026 11:00 AM', fullName: 'Suresh Chandra', relationshipToPatient: 'Son', city: 'Ambarpur', state: 'Central Province', phone: '+91 98100 00010', email: 'suresh.chandra@example.com', comments: 'The discharge summary was explained clearly. The food could be warmer.', submit_ip: '198.51.100.54' } },
  { form: 'getintouch', ip: '203.0.113.19', body: { patientName: 'Asha Rani', uhidNo: 'SR-2026-051877', dateTimeOfAdmission: '10/11/2026 07:40 AM', dateTimeOfDischarge: '13/11/2026 05:30 PM', fullName: 'Asha Rani', relationshipToPatient: 'Self', city: 'Sonpur', state: 'Central Province', phone: '+91 98100 00011', email: 'asha.rani@example.net', comments: '', submit_ip: '203.0.113.19' } },
  { form: 'getintouch', ip: '198.51.100.88', body: { patientName: 'Baby of Nazia Khan', uhidNo: 'SR-2026-049920', dateTimeOfAdmission: '28/10/2026 03:10 AM', dateTimeOfDischarge: '12/11/2026 12:00 PM', fullName: 'Nazia Khan', relationshipToPatient: 'Mother', city: 'Ambarpur', state: 'Central Province', phone: '+91 98100 00012', email: 'nazia.khan@example.com', comments: 'The NICU team were wonderful. Thank you for teaching us kangaroo care.', submit_ip: '198.51.100.88' } },
];
