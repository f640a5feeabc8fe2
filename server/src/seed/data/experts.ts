import { defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { hospitalDay } from '@hospital/content/hospital-time';
import { addDays, scheduleOf, slotsBetween, weekdays, type Weekday } from '@hospital/content/opd/schedule';
import { demoLocations, type LocationKey } from './locations';

/**
 * A span of a doctor's weekly OPD: its days ("mon wed fri", or a run "mon-sat") and times on the
 * hospital's 24-hour clock. The one source of the demo's hours: the doctors' pages show the
 * timings made from them, and the FAQ, the booking page and the `outpatient_hours` setting name
 * the same hours (OPD 9 am to 5 pm, Monday to Saturday; evening clinics 5 pm to 7 pm for some).
 */
export interface OpdSeed {
  days: readonly Weekday[];
  start: string;
  end: string;
  /** Where (issue 48): the main hospital unless named. */
  at: LocationKey;
}

const opd = (days: string, start: string, end: string, at: LocationKey = 'main'): OpdSeed => {
  const run = /^(\w{3})-(\w{3})$/.exec(days);
  const list = run ? weekdays.slice(weekdays.indexOf(run[1] as Weekday), weekdays.indexOf(run[2] as Weekday) + 1) : (days.split(' ') as Weekday[]);
  return { days: list, start, end, at };
};

export interface ExpertSeed {
  title: string;
  designation: string;
  education: string;
  /** Department slugs; the first is the doctor's main department. */
  departments: readonly string[];
  years: number;
  /** What the doctor is known for, completing "Special interests include …". */
  interests: string;
  opd: readonly OpdSeed[];
  languages: string;
  /** A few doctors have no photo yet, to show the placeholder. */
  withPhoto: boolean;
}

const d = (
  title: string,
  designation: string,
  education: string,
  departments: readonly string[],
  years: number,
  interests: string,
  opd: readonly OpdSeed[],
  languages = 'English and Hindi',
  withPhoto = true,
): ExpertSeed => ({ title, designation, education, departments, years, interests, opd, languages, withPhoto });

/** The doctors. Names are invented; any likeness to a real person is a coincidence. */
export const experts: readonly ExpertSeed[] = [
  d('Dr. Arvind Menon', 'Professor & Head of Department', 'MBBS, MD (Medicine), DM (Cardiology)', ['cardiology'], 26, 'complex coronary angioplasty, heart failure and training the next generation of interventional cardiologists', [opd('mon wed fri', '09:00', '13:00')], 'English, Hindi and Malayalam'),
  d('Dr. Farah Siddiqui', 'Senior Consultant', 'MBBS, MD (Medicine), DM (Cardiology)', ['cardiology'], 17, 'echocardiography, heart disease in pregnancy and women’s cardiovascular health', [opd('tue thu', '10:00', '14:00'), opd('tue thu', '17:00', '19:00', 'kothrud')], 'English, Hindi and Urdu'),
  d('Dr. Rohan Deshpande', 'Associate Professor', 'MBBS, MD (Medicine), DNB (Cardiology)', ['cardiology'], 11, 'cardiac rhythm disorders, pacemakers and device clinics', [opd('mon-fri', '14:00', '17:00'), opd('sat', '14:00', '17:00', 'kothrud')], 'English, Hindi and Marathi'),
  d('Dr. Meera Pillai', 'Consultant Cardiothoracic Surgeon', 'MBBS, MS (General Surgery), MCh (CTVS)', ['cardiology', 'general-surgery'], 14, 'beating-heart bypass surgery and valve repair', [opd('wed sat', '10:00', '13:00')]),
  d('Dr. Omar Farooq', 'Consultant Interventional Cardiologist', 'MBBS, MD (Medicine), DM (Cardiology)', ['cardiology'], 9, 'primary angioplasty for heart attacks and peripheral vascular interventions', [opd('tue thu sat', '09:00', '12:00'), opd('mon wed fri', '17:00', '19:00', 'lakeview')], 'English, Hindi and Urdu', false),
  d('Dr. Kavita Raghunathan', 'Professor & Head of Department', 'MBBS, MD (Medicine), DM (Neurology)', ['neurosciences'], 23, 'acute stroke care, epilepsy surgery evaluation and women with epilepsy', [opd('mon thu', '09:00', '13:00')], 'English, Hindi and Tamil'),
  d('Dr. Imran Qureshi', 'Senior Consultant Neurosurgeon', 'MBBS, MS (General Surgery), MCh (Neurosurgery)', ['neurosciences'], 15, 'minimally invasive spine surgery and brain tumour surgery', [opd('tue fri', '10:00', '14:00')], 'English, Hindi and Urdu'),
  d('Dr. Sunil Batra', 'Assistant Professor', 'MBBS, MD (Medicine), DM (Neurology)', ['neurosciences'], 7, 'headache, Parkinson’s disease and botulinum toxin clinics', [opd('mon-fri', '15:00', '17:00')], 'English, Hindi and Punjabi'),
  d('Dr. Harpreet Sandhu', 'Professor & Head of Department', 'MBBS, MS (Orthopaedics), FRCS (Trauma & Orthopaedics)', ['orthopaedics'], 24, 'hip and knee replacement and revision joint surgery', [opd('mon wed fri', '10:00', '13:00')], 'English, Hindi and Punjabi'),
  d('Dr. Nikhil Joshi', 'Associate Professor', 'MBBS, MS (Orthopaedics), DNB (Orthopaedics)', ['orthopaedics'], 12, 'complex fractures, pelvic trauma and limb reconstruction', [opd('tue thu', '09:00', '13:00')], 'English, Hindi and Marathi'),
  d('Dr. Tenzin Norbu', 'Consultant, Arthroscopy & Sports Medicine', 'MBBS, MS (Orthopaedics)', ['orthopaedics'], 8, 'ligament reconstruction, shoulder instability and returning athletes to play', [opd('sat', '10:00', '13:00', 'lakeview'), opd('mon-fri', '17:00', '19:00')], 'English, Hindi and Tibetan'),
  d('Dr. Ayesha Khan', 'Assistant Professor', 'MBBS, DNB (Orthopaedics)', ['orthopaedics', 'paediatrics'], 6, 'clubfoot, hip dysplasia and fractures in children', [opd('wed sat', '09:00', '12:00')], 'English, Hindi and Urdu'),
  d('Dr. Lakshmi Narayanan', 'Professor & Head of Department', 'MBBS, MS (Obstetrics & Gynaecology)', ['obstetrics-gynaecology'], 27, 'high-risk pregnancy, twin pregnancies and teaching emergency obstetric skills', [opd('mon-fri', '09:00', '12:00')], 'English, Hindi and Tamil'),
  d('Dr. Priya Chatterjee', 'Senior Consultant, Fetal Medicine', 'MBBS, DNB (Obstetrics & Gynaecology), Fellowship in Fetal Medicine', ['obstetrics-gynaecology'], 13, 'prenatal ultrasound, fetal growth problems and counselling families about screening results', [opd('tue thu sat', '10:00', '13:00')], 'English, Hindi and Bengali'),
  d('Dr. Ritu Agarwal', 'Associate Professor', 'MBBS, MS (Obstetrics & Gynaecology)', ['obstetrics-gynaecology'], 10, 'laparoscopic gynaecological surgery and fibroid management', [opd('mon wed fri', '14:00', '17:00')]),
  d('Dr. Grace D’Souza', 'Consultant, Reproductive Medicine', 'MBBS, MD (Obstetrics & Gynaecology)', ['obstetrics-gynaecology'], 9, 'fertility assessment, polycystic ovary syndrome and menopause care', [opd('tue fri', '14:00', '17:00')], 'English, Hindi and Konkani'),
  d('Dr. Sameer Kulkarni', 'Professor & Head of Department', 'MBBS, MD (Paediatrics)', ['paediatrics'], 22, 'childhood asthma, growth disorders and vaccination policy', [opd('mon-sat', '09:00', '12:00')], 'English, Hindi and Marathi'),
  d('Dr. Anjali Bose', 'Consultant Neonatologist', 'MBBS, MD (Paediatrics), DM (Neonatology)', ['paediatrics', 'obstetrics-gynaecology'], 11, 'care of premature babies, breastfeeding support and follow-up of high-risk newborns', [opd('tue thu', '14:00', '16:00')], 'English, Hindi and Bengali'),
  d('Dr. Joseph Mathew', 'Assistant Professor', 'MBBS, DNB (Paediatrics)', ['paediatrics'], 5, 'childhood infections, nutrition and developmental screening', [opd('mon wed', '14:00', '17:00'), opd('fri', '14:00', '17:00', 'arera')], 'English, Hindi and Malayalam'),
  d('Dr. Ishita Banerjee', 'Consultant Paediatric Surgeon', 'MBBS, MS (General Surgery), MCh (Paediatric Surgery)', ['paediatrics', 'general-surgery'], 10, 'newborn surgery, hernia and urinary tract surgery in children', [opd('wed sat', '10:00', '13:00')], 'English, Hindi and Bengali'),
  d('Dr. Vikram Rathore', 'Professor & Head of Department', 'MBBS, MD (Medicine)', ['general-medicine'], 25, 'diabetes in older adults, tropical fevers and bedside teaching', [opd('mon-sat', '09:00', '13:00')], 'English, Hindi and Rajasthani'),
  d('Dr. Neha Gupta', 'Associate Professor', 'MBBS, MD (Medicine)', ['general-medicine'], 12, 'hypertension, thyroid disorders and preventive health checks', [opd('mon wed fri', '14:00', '17:00'), opd('tue thu', '14:00', '17:00', 'arera')]),
  d('Dr. Abdul Rahman', 'Consultant Physician', 'MBBS, DNB (General Medicine)', ['general-medicine'], 8, 'infectious diseases, antibiotic stewardship and travel medicine', [opd('tue thu sat', '10:00', '13:00')], 'English, Hindi and Urdu', false),
  d('Dr. Sneha Iyer', 'Consultant, Critical Care', 'MBBS, MD (Medicine), IDCCM', ['general-medicine', 'pulmonology'], 9, 'sepsis, ventilation and family communication in the intensive care unit', [opd('fri', '14:00', '16:00')], 'English, Hindi and Tamil'),
  d('Dr. Rajesh Nair', 'Professor & Head of Department', 'MBBS, MS (General Surgery), FRCS', ['general-surgery'], 24, 'laparoscopic hernia repair, thyroid surgery and surgical training', [opd('mon wed fri', '09:00', '12:00')], 'English, Hindi and Malayalam'),
  d('Dr. Manpreet Kaur', 'Associate Professor', 'MBBS, MS (General Surgery), FMAS', ['general-surgery'], 11, 'gallbladder surgery, breast surgery and day-care procedures', [opd('tue', '10:00', '13:00'), opd('thu', '10:00', '13:00', 'lakeview')], 'English, Hindi and Punjabi'),
  d('Dr. Daniel Fernandes', 'Consultant Surgeon', 'MBBS, DNB (General Surgery)', ['general-surgery'], 7, 'emergency surgery, trauma care and wound healing', [opd('mon wed fri', '17:00', '19:00'), opd('tue thu sat', '17:00', '19:00', 'lakeview')], 'English, Hindi and Konkani'),
  d('Dr. Suresh Balakrishnan', 'Professor & Head of Department', 'MBBS, MD (Medicine), DM (Nephrology)', ['nephrology'], 21, 'kidney transplantation and glomerular diseases', [opd('mon thu', '10:00', '13:00')], 'English, Hindi and Tamil'),
  d('Dr. Pooja Venkatesh', 'Consultant Nephrologist', 'MBBS, MD (Medicine), DNB (Nephrology)', ['nephrology'], 8, 'dialysis care, peritoneal dialysis and kidney disease in diabetes', [opd('tue fri sat', '14:00', '17:00')], 'English, Hindi and Kannada'),
  d('Dr. Anil Kapoor', 'Senior Consultant Urologist', 'MBBS, MS (General Surgery), MCh (Urology)', ['urology', 'nephrology'], 18, 'laser stone surgery and kidney transplant surgery', [opd('mon wed fri', '14:00', '17:00')]),
  d('Dr. Kiran Dsouza', 'Consultant Urologist', 'MBBS, MS (General Surgery), DNB (Urology)', ['urology'], 7, 'prostate enlargement, continence problems and urological cancers', [opd('tue sat', '10:00', '13:00')], 'English, Hindi and Kannada'),
  d('Dr. Aditya Saxena', 'Senior Consultant Gastroenterologist', 'MBBS, MD (Medicine), DM (Gastroenterology)', ['gastroenterology'], 16, 'ERCP, liver disease and gastrointestinal bleeding', [opd('mon-fri', '10:00', '13:00')]),
  d('Dr. Shalini Reddy', 'Consultant GI Surgeon', 'MBBS, MS (General Surgery), MCh (Surgical Gastroenterology)', ['gastroenterology', 'general-surgery'], 10, 'pancreatic surgery, liver resection and bariatric surgery', [opd('tue thu', '14:00', '17:00')], 'English, Hindi and Telugu'),
  d('Dr. Karan Malhotra', 'Head of Department', 'MBBS, MD (Respiratory Medicine)', ['pulmonology'], 15, 'asthma, COPD and tuberculosis care close to home', [opd('mon wed fri', '10:00', '13:00')], 'English, Hindi and Punjabi'),
  d('Dr. Zoya Ansari', 'Consultant Pulmonologist', 'MBBS, DNB (Respiratory Medicine)', ['pulmonology'], 6, 'sleep apnoea, interstitial lung disease and pulmonary rehabilitation', [opd('tue thu sat', '14:00', '17:00')], 'English, Hindi and Urdu', false),
  d('Dr. Madhavi Rao', 'Senior Consultant, Medical Oncology', 'MBBS, MD (Medicine), DM (Medical Oncology)', ['oncology'], 17, 'breast cancer, targeted therapies and survivorship care', [opd('mon-fri', '09:00', '12:00')], 'English, Hindi and Telugu'),
  d('Dr. Vivek Chandran', 'Consultant Surgical Oncologist', 'MBBS, MS (General Surgery), MCh (Surgical Oncology)', ['oncology', 'general-surgery'], 12, 'head and neck cancer surgery and breast-conserving surgery', [opd('tue fri', '14:00', '17:00')], 'English, Hindi and Malayalam'),
  d('Dr. Hina Mirza', 'Associate Professor, Radiation Oncology', 'MBBS, MD (Radiation Oncology)', ['oncology'], 10, 'image-guided radiotherapy and palliative radiotherapy', [opd('mon wed sat', '10:00', '13:00')], 'English, Hindi and Urdu'),
  d('Dr. Gopal Krishnan', 'Head of Department', 'MBBS, MS (Ophthalmology)', ['ophthalmology'], 20, 'small-incision cataract surgery and glaucoma', [opd('mon-sat', '09:00', '13:00')], 'English, Hindi and Tamil'),
  d('Dr. Esha Thakur', 'Consultant, Retina', 'MBBS, MS (Ophthalmology), FICO', ['ophthalmology'], 8, 'diabetic retinopathy, retinal lasers and injections', [opd('tue thu', '14:00', '17:00')]),
  d('Dr. Prakash Hegde', 'Head of Department', 'MBBS, MS (ENT)', ['ent'], 19, 'endoscopic sinus surgery and ear surgery', [opd('mon wed fri', '10:00', '13:00')], 'English, Hindi and Kannada'),
  d('Dr. Nandini Das', 'Consultant ENT Surgeon', 'MBBS, DNB (ENT)', ['ent'], 7, 'voice disorders, hearing loss in children and snoring', [opd('tue sat', '14:00', '17:00')], 'English, Hindi and Assamese'),
  d('Dr. Sara Thomas', 'Consultant Dermatologist', 'MBBS, MD (Dermatology, Venereology & Leprosy)', ['dermatology'], 11, 'psoriasis, vitiligo and phototherapy', [opd('mon-fri', '14:00', '17:00')], 'English, Hindi and Malayalam'),
  d('Dr. Arjun Bhatt', 'Assistant Professor', 'MBBS, DNB (Dermatology)', ['dermatology'], 5, 'acne, skin infections and dermatosurgery', [opd('tue thu sat', '10:00', '13:00')], 'English, Hindi and Gujarati', false),
  d('Dr. Rahul Sen', 'Head of Department', 'MBBS, MD (Psychiatry)', ['psychiatry'], 18, 'mood disorders, addiction treatment and community mental health', [opd('mon wed fri', '10:00', '13:00')], 'English, Hindi and Bengali'),
  d('Dr. Fatima Sheikh', 'Consultant Psychiatrist', 'MBBS, MD (Psychiatry), DNB (Psychiatry)', ['psychiatry'], 8, 'anxiety disorders, perinatal mental health and child and adolescent psychiatry', [opd('tue thu', '14:00', '17:00')], 'English, Hindi and Urdu'),
];

/** The doctor's profile as HTML, written from the facts above; the OPD timings are the page's, made from the schedule. */
export const expertProfile = (expert: ExpertSeed, departmentTitles: readonly string[]): string =>
  [
    `<p>${expert.title} is ${/^[AEIOU]/.test(expert.designation) ? 'an' : 'a'} ${expert.designation} in the Department of ${departmentTitles.join(' and the Department of ')} at Saffron Ridge Teaching Hospital, with ${expert.years} years of clinical experience.</p>`,
    `<p>Special interests include ${expert.interests}.</p>`,
    `<p><strong>Qualifications:</strong> ${expert.education}<br><strong>Languages:</strong> ${expert.languages}</p>`,
  ].join('');

/** Each department's outpatient room, where its doctors' sessions are held (by the slug of the doctor's main department). */
export const opdRooms: Readonly<Record<string, string>> = {
  cardiology: 'OPD Block A, Room 1',
  neurosciences: 'OPD Block A, Room 3',
  orthopaedics: 'OPD Block A, Room 7',
  'obstetrics-gynaecology': 'Mother and Child Block, Room 2',
  paediatrics: 'Mother and Child Block, Room 6',
  'general-medicine': 'OPD Block B, Room 1',
  'general-surgery': 'OPD Block B, Room 5',
  nephrology: 'OPD Block B, Room 7',
  gastroenterology: 'OPD Block B, Room 10',
  pulmonology: 'OPD Block B, Room 14',
  oncology: 'Cancer Day-Care Unit, Room 3',
  ophthalmology: 'Eye Clinic, Ground Floor',
  ent: 'OPD Block C, Room 2',
  dermatology: 'OPD Block C, Room 5',
  psychiatry: 'OPD Block C, Room 9',
  urology: 'OPD Block B, Room 9',
};

/** Slots longer than the default 15 minutes, and more than one patient a slot, where the clinic works so. */
const slotMinutes: Readonly<Record<string, number>> = { psychiatry: 30, oncology: 20, 'obstetrics-gynaecology': 20 };
const perSlot: Readonly<Record<string, number>> = { 'general-medicine': 2, ophthalmology: 2 };

/** Doctors on leave in the weeks after the seed day: days from then, inclusive; the reason is internal. */
const leave: Readonly<Record<string, { from: number; to: number; reason: string }>> = {
  'Dr. Farah Siddiqui': { from: 2, to: 6, reason: 'Cardiology conference, Delhi' },
  'Dr. Sameer Kulkarni': { from: 9, to: 12, reason: 'Family leave' },
  'Dr. Esha Thakur': { from: 16, to: 23, reason: 'Retina fellowship teaching' },
};

/** The hospital's day of a moment (the demo sets no time zone: the default's). */
const hospitalToday = (now: Date): string => hospitalDay(now, defaultTimeZone);

/** A doctor's sessions as the `opd_sessions` rows hold them: one per day of each span, in their department's room. */
export const opdSessionsOf = (expert: ExpertSeed, locationIds?: ReadonlyMap<LocationKey, string>): { day: Weekday; start: string; end: string; place: string; location?: string }[] =>
  expert.opd.flatMap((span) =>
    span.days.map((day) => ({
      day,
      start: span.start,
      end: span.end,
      place: span.at === 'main' ? (opdRooms[expert.departments[0] ?? ''] ?? '') : (demoLocations.find((l) => l.key === span.at)?.room ?? ''),
      ...(locationIds?.get(span.at) ? { location: locationIds.get(span.at) } : {}),
    })),
  );

/** A doctor's OPD schedule as the `experts` fields hold it, leave counted from the seed day. */
export function opdScheduleOf(expert: ExpertSeed, now: Date, locationIds?: ReadonlyMap<LocationKey, string>): Record<string, unknown> {
  const department = expert.departments[0] ?? '';
  const today = hospitalToday(now);
  const away = leave[expert.title];
  return {
    opd_sessions: opdSessionsOf(expert, locationIds),
    opd_slot_minutes: slotMinutes[department] ?? null,
    opd_per_slot: perSlot[department] ?? null,
    opd_leave: away ? [{ from: addDays(today, away.from), to: addDays(today, away.to), reason: away.reason }] : [],
  };
}

/** India's fixed-date national holidays. */
const nationalHolidays: readonly { monthDay: string; name: string }[] = [
  { monthDay: '01-26', name: 'Republic Day' },
  { monthDay: '08-15', name: 'Independence Day' },
  { monthDay: '10-02', name: 'Gandhi Jayanti' },
];

/**
 * The hospital's holidays: the national holidays of the seed's year and the next (the free slots
 * of the coming weeks may cross the new year), and the hospital's Foundation Day in the coming two
 * weeks, counted from the seed day, so the demo always shows a closed day among the free slots.
 */
export function demoHolidays(now: Date): { date: string; name: string }[] {
  const today = hospitalToday(now);
  const year = Number(today.slice(0, 4));
  const national = [year, year + 1].flatMap((y) => nationalHolidays.map((h) => ({ date: `${y}-${h.monthDay}`, name: h.name })));
  // A weekday, so that it closes clinics: ten days on, or the Monday after when that is a Sunday.
  let foundation = addDays(today, 10);
  if (new Date(`${foundation}T00:00:00Z`).getUTCDay() === 0) foundation = addDays(foundation, 1);
  return [...national, { date: foundation, name: 'Hospital Foundation Day' }].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A free slot of a demo doctor `afterDays` or more days after the seed day (leave and holidays
 * counted), as the appointment form writes it: the demo's appointment entries ask for times the
 * doctor really sees patients.
 */
export function demoSlot(title: string, now: Date, afterDays: number): string {
  const expert = experts.find((e) => e.title === title);
  const schedule = expert ? scheduleOf(opdScheduleOf(expert, now)) : null;
  if (!schedule) throw new Error(`The seed names a doctor without a schedule: ${title}`);
  const fromDay = addDays(hospitalToday(now), afterDays);
  const holidays = demoHolidays(now).map((h) => h.date);
  const slot = slotsBetween(schedule, { fromDay, days: 14, timeZone: defaultTimeZone, holidays, now })[0];
  if (!slot) throw new Error(`${title} has no free slot in the two weeks from ${fromDay}`);
  return slot.dateTime;
}
