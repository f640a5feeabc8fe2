import type { MotifName } from '../images';

/** An item dated by the seed: `year` 0 is this year, 1 last year, 2 the year before. */
export interface DatedSeed {
  title: string;
  year: 0 | 1 | 2;
  paragraphs: readonly string[];
  image: MotifName | false;
}

const item = (year: 0 | 1 | 2, title: string, image: MotifName | false, ...paragraphs: string[]): DatedSeed => ({
  title,
  year,
  image,
  paragraphs,
});

/** Events at the hospital. The seed spreads each year's items over that year, newest first. */
export const events: readonly DatedSeed[] = [
  item(0, 'World Heart Day walkathon', 'heart', 'More than six hundred people joined our 5 km walk along the riverfront, followed by free blood pressure and sugar checks.', 'Cardiologists answered questions at the finish line and handed out heart-healthy recipe cards.'),
  item(0, 'Annual nursing conference: safer handovers', 'podium', 'Nurses from eleven hospitals met to share how structured bedside handovers reduce errors.', 'The day ended with a simulation workshop in our skills laboratory.'),
  item(0, 'Basic life support training for school teachers', 'people', 'Forty teachers from city schools learnt chest compressions and the use of an automated defibrillator.'),
  item(0, 'Inauguration of the new dialysis wing', 'kidney', 'Our dialysis unit grows from 16 to 24 stations, with a dedicated waiting lounge for patients and families.'),
  item(0, 'International Yoga Day on the hospital lawns', 'yoga', 'Staff, patients’ families and neighbours practised together at sunrise, led by our physiotherapy team.'),
  item(0, 'Graduation day for the nursing school', 'award', 'Ninety-two nurses received their diplomas in front of proud families and faculty.'),
  item(0, 'Organ donation awareness week', 'heart', 'Talks, a signature campaign and stories from transplant recipients and donor families.'),
  item(0, 'Research day: posters from residents', 'microscope', 'Sixty-four posters on topics from antibiotic use to stroke outcomes; three were chosen for the state conference.'),
  item(1, 'World Kidney Day public lecture', 'kidney', 'Our nephrologists explained how diabetes and high blood pressure harm the kidneys and how simple tests catch damage early.'),
  item(1, 'Mock drill: mass casualty response', 'ambulance', 'The emergency department, security and the fire service rehearsed our disaster plan with volunteer “casualties”.'),
  item(1, 'Breastfeeding week at the mother-and-child block', 'family', 'Lactation counselling sessions, a photo exhibition and a support group launch for new mothers.'),
  item(1, 'Hospital Foundation Day', 'building', 'We celebrated thirty-six years of care with a staff awards ceremony and a cultural evening.'),
  item(1, 'Cancer survivors’ meet', 'shield', 'Survivors, families and the oncology team came together to share stories of recovery.'),
  item(1, 'Hand hygiene day', 'droplet', 'Wards competed for the best hand-hygiene compliance, and a poster competition for students drew 120 entries.'),
  item(2, 'Opening of the skills and simulation centre', 'podium', 'High-fidelity manikins and a mock operating theatre give students and staff a safe place to practise.'),
  item(2, 'World Diabetes Day screening', 'capsule', 'Free sugar tests and foot examinations for more than a thousand visitors over two days.'),
  item(2, 'Continuing education series on antibiotic use', 'microscope', 'A six-week series for doctors and pharmacists on prescribing antibiotics wisely.'),
  item(2, 'Blood donation drive with city colleges', 'droplet', 'Students from five colleges donated 312 units in a single day.'),
  item(2, 'Women’s health day', 'family', 'Talks on anaemia, cervical cancer screening and menopause, with a free check-up camp.'),
];

/** Press coverage of the hospital (publication names are invented). */
export const mediaCoverage: readonly DatedSeed[] = [
  item(0, 'Ambarpur Herald: city hospital performs its hundredth kidney transplant', 'newspaper', 'The Herald reported on the milestone and spoke to a patient who received a kidney from her brother.'),
  item(0, 'Morning Dispatch: free cataract surgeries restore sight to 300 villagers', 'eye', 'A feature on our rural eye camps and the patients who travelled for surgery.'),
  item(0, 'Radio Riverside: doctors on monsoon fevers', 'people', 'Our physicians answered listeners’ questions about dengue, malaria and typhoid in a live phone-in.'),
  item(0, 'Health Today magazine: nurses who lead', 'newspaper', 'A profile of our nurse-led discharge programme and the difference it makes for families.'),
  item(0, 'Central Times: new dialysis wing opens', 'kidney', 'Coverage of the inauguration of our expanded dialysis unit.'),
  item(0, 'Ambarpur Herald: simulation lab trains rural doctors', 'podium', 'A report on our weekend emergency skills courses for doctors from district hospitals.'),
  item(0, 'City TV: living with heart failure', 'heart', 'A half-hour programme filmed in our heart-failure clinic.'),
  item(0, 'Morning Dispatch: teenagers and mental health', 'brain', 'Our psychiatrists spoke about exam stress and where young people can find help.'),
  item(1, 'Central Times: stroke unit cuts treatment delays', 'brain', 'The newspaper described how our stroke pathway brings patients to treatment within an hour of arrival.'),
  item(1, 'Ambarpur Herald: premature twins go home', 'family', 'A story about twins born at 28 weeks and their months in our neonatal unit.'),
  item(1, 'Health Today magazine: the hospital’s green campus', 'leaf', 'On our solar panels, rainwater harvesting and the kitchen garden that supplies the staff canteen.'),
  item(1, 'Radio Riverside: myths about organ donation', 'heart', 'A discussion with our transplant coordinator.'),
  item(1, 'Morning Dispatch: record blood donation', 'droplet', 'Coverage of our blood donation drive with city colleges.'),
  item(1, 'City TV: knee replacement questions answered', 'bone', 'Our orthopaedic surgeons answered viewers’ questions in a studio programme.'),
  item(2, 'Central Times: teaching hospital earns quality accreditation', 'award', 'A report on our accreditation and what it means for patients.'),
  item(2, 'Ambarpur Herald: a day in the emergency department', 'ambulance', 'A reporter followed our emergency team through a twelve-hour shift.'),
  item(2, 'Health Today magazine: cancer care under one roof', 'shield', 'A feature on our tumour board and day-care chemotherapy unit.'),
  item(2, 'Morning Dispatch: free surgery camp for children with cleft lip', 'family', 'Surgeons operated on 42 children over a week-long camp.'),
];

/** Health camps run by the hospital in the city and the villages around it. */
export const camps: readonly DatedSeed[] = [
  item(0, 'Free eye screening camp, Sonpur village', 'eye', 'Our ophthalmologists examined 410 people; 62 were scheduled for free cataract surgery.'),
  item(0, 'Diabetes and blood pressure camp, Kalindi Nagar market', 'capsule', 'Free sugar and blood pressure checks, with advice from our dietitians.'),
  item(0, 'Women’s health camp, Rampura', 'family', 'Anaemia testing, breast examination and cervical cancer screening for 280 women.'),
  item(0, 'Children’s nutrition camp, Government School No. 4', 'leaf', 'Growth checks, deworming and nutrition advice for 540 schoolchildren.'),
  item(0, 'Bone health camp for senior citizens', 'bone', 'Bone density screening and fall-prevention exercises.'),
  item(0, 'Heart check camp at the railway colony', 'heart', 'ECGs and cholesterol tests for 350 residents.'),
  item(0, 'Hearing screening for newborns and infants', 'people', 'Our ENT team screened 120 babies with otoacoustic emission tests.'),
  item(0, 'Blood donation camp, Ambarpur University', 'droplet', '180 units collected by our blood centre team.'),
  item(0, 'Dental and oral cancer screening camp', 'tooth', 'Oral examinations and tobacco-cessation counselling for 300 people.'),
  item(1, 'Free eye camp, Bhairav Ghat', 'eye', 'Screening for cataract, glaucoma and refractive errors.'),
  item(1, 'TB awareness and screening camp', 'lungs', 'Sputum testing and chest X-rays for people with long-standing cough.'),
  item(1, 'Multi-speciality camp, Chandanpur', 'stethoscope', 'Physicians, paediatricians and gynaecologists saw more than 700 patients.'),
  item(1, 'Kidney health camp', 'kidney', 'Urine and creatinine tests for people with diabetes and high blood pressure.'),
  item(1, 'Vaccination camp for adults', 'syringe', 'Flu and tetanus vaccination for senior citizens and pregnant women.'),
  item(1, 'Skin health camp', 'leaf', 'Dermatologists treated skin infections and screened for leprosy.'),
  item(2, 'Free cleft lip and palate surgery camp', 'family', 'Surgeons operated on 42 children over a week.'),
  item(2, 'Heart check camp, Sadar Bazaar', 'heart', 'ECG and blood pressure screening for traders and shoppers.'),
  item(2, 'Mental health awareness camp', 'brain', 'Counselling and screening for depression and anxiety.'),
  item(2, 'Eye camp, Gopalpur', 'eye', 'Screening and spectacles for schoolchildren.'),
  item(2, 'Women’s health camp, Rampura', 'family', 'Anaemia testing and antenatal check-ups.'),
];

export interface AnnouncementSeed {
  title: string;
  daysAgo: number;
  text: string;
}

export const announcements: readonly AnnouncementSeed[] = [
  { title: 'Evening OPD for cardiology and orthopaedics', daysAgo: 4, text: 'From next Monday, cardiology and orthopaedics clinics also run from 5 pm to 7 pm, Monday to Friday.' },
  { title: 'Flu vaccination now available', daysAgo: 12, text: 'This season’s influenza vaccine is available at the vaccination room near Gate 2, 9 am to 4 pm.' },
  { title: 'New parking entrance on Riverside Road', daysAgo: 25, text: 'The multi-level car park now has a second entrance on Riverside Road to ease traffic at the main gate.' },
  { title: 'Patient app update', daysAgo: 40, text: 'The latest version of the patient app shows laboratory reports and lets you reschedule appointments.' },
  { title: 'Holiday timings', daysAgo: 58, text: 'Outpatient clinics will be closed on public holidays; the emergency department, pharmacy and laboratory stay open.' },
  { title: 'Admissions open: nursing diploma', daysAgo: 75, text: 'Applications for the next batch of the nursing diploma are open until the end of the month.' },
  { title: 'Blood donors needed', daysAgo: 96, text: 'Our blood centre is running low on O negative and B negative. Donors are welcome 9 am to 5 pm every day.' },
  { title: 'Visiting hours in intensive care units revised', daysAgo: 130, text: 'ICU visiting hours are now 11 am to 12 noon and 5 pm to 6 pm, one visitor at a time.' },
];
