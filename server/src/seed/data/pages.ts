import { slugify } from '@hospital/content/slug';
import { daysBefore, isoDate } from '../dates';
import { sceneWidth, topicScene, type ImageSpec, type MotifName } from '../images';
import { hospital, opdHours } from './hospital';
import { specialities } from './services';

/** A department named by its slug, resolved to its id when the page is written. */
export interface DepartmentRef {
  department: string;
}

/** A template value before the seed resolves it: text, a picture to make, or a department. */
export type SeedValue = string | ImageSpec | DepartmentRef;
export type SeedRow = Record<string, SeedValue>;

export interface PageSeed {
  title: string;
  pageRoute: string;
  template: string;
  description: string;
  fields: Record<string, SeedValue | readonly SeedRow[]>;
  seo?: { title?: string; description?: string; keyword?: string };
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]): string => `<ul>${items.map((text) => `<li>${text}</li>`).join('')}</ul>`;

/** A drawn scene shared by key: the same key always means the same picture. */
export const sceneSpec = (
  key: string,
  motif: MotifName,
  palette: number,
  alt: string,
  companion?: MotifName,
  size: { width: number; height: number } = { width: sceneWidth, height: sceneWidth / 2 },
): ImageSpec => ({
  key,
  kind: 'scene',
  motif,
  palette,
  alt,
  title: alt,
  ...(companion ? { companion } : {}),
  ...size,
});
const iconSpec = (key: string, motif: MotifName, palette: number, alt: string): ImageSpec => ({
  key: `icon-${key}`,
  kind: 'icon',
  motif,
  palette,
  alt,
  title: alt,
});
const badgeSpec = (shortName: string, motif: MotifName, palette: number, alt: string): ImageSpec => ({
  key: `badge-${shortName.toLowerCase()}`,
  kind: 'badge',
  shortName,
  motif,
  palette,
  alt,
  title: alt,
});
const portraitSpec = (name: string, palette: number): ImageSpec => ({
  key: `portrait-${slugify(name)}`,
  kind: 'portrait',
  name,
  palette,
  alt: `Portrait of ${name}`,
  title: name,
});

/** Pictures several pages and the gallery share. */
export const sharedScenes = {
  building: sceneSpec('scene-main-building', 'building', 2, 'The main building of Saffron Ridge Teaching Hospital', 'cross'),
  motherChild: sceneSpec('scene-mother-child-block', 'building', 0, 'The mother-and-child block', 'family'),
  garden: sceneSpec('scene-riverside-garden', 'leaf', 5, 'The riverside garden on the hospital campus'),
  lobby: sceneSpec('scene-main-lobby', 'building', 7, 'The main lobby with the registration desks', 'people'),
  library: sceneSpec('scene-library', 'book', 1, 'The library of the medical college'),
  cathLab: sceneSpec('scene-cath-lab', 'heart', 6, 'The cardiac catheterisation laboratory'),
  nicu: sceneSpec('scene-nicu', 'family', 3, 'The neonatal intensive care unit'),
  physio: sceneSpec('scene-physio-gym', 'yoga', 1, 'Patients exercising in the physiotherapy gym'),
  walkathon: sceneSpec('scene-walkathon', 'heart', 0, 'Staff and neighbours at the World Heart Day walkathon', 'people'),
  graduation: sceneSpec('scene-graduation', 'award', 4, 'Nurses receiving their diplomas at graduation'),
  yoga: sceneSpec('scene-yoga-day', 'yoga', 5, 'Yoga Day on the hospital lawns', 'people'),
  research: sceneSpec('scene-research-day', 'podium', 3, 'Residents presenting posters on research day'),
  foundation: sceneSpec('scene-foundation-day', 'award', 2, 'Foundation Day celebrations', 'building'),
  bls: sceneSpec('scene-bls-training', 'people', 6, 'Teachers practising chest compressions', 'heart'),
  camp: sceneSpec('scene-village-camp', 'tent', 3, 'A health camp tent in a village', 'people'),
} satisfies Record<string, ImageSpec>;

export const pdfSpec: ImageSpec = {
  key: 'doc-statutory-disclosure',
  kind: 'pdf',
  title: 'Statutory disclosure: Saffron Ridge Medical College',
  alt: '',
  lines: [
    `Name of the institution: ${hospital.name} and Saffron Ridge Medical College`,
    `Address: ${hospital.address}`,
    `Year of establishment: ${hospital.founded}`,
    `Teaching beds: ${hospital.beds}`,
    'Undergraduate seats (MBBS): 150 per year',
    'Postgraduate seats: 96 per year across 18 disciplines',
    'Dean: Prof. (Dr.) Rakesh Sinha',
    'Medical Superintendent: Dr. Nirmala Joseph',
    'Anti-ragging committee: chaired by the Dean; helpline at the Registrar’s office',
    'This document is part of the demonstration content of the website.',
  ],
};

const specialitySlug = (index: number): string => slugify(specialities[index]?.title ?? '');

/** One page for every template, routed to match the menus and the links between pages. */
export function pageSeeds(now: Date): PageSeed[] {
  const cmeDates = Array.from({ length: 18 }, (_, i) => isoDate(daysBefore(now, 40 + (17 - i) * 38)));
  const programDates = Array.from({ length: 9 }, (_, i) => isoDate(daysBefore(now, 20 + (8 - i) * 45)));

  return [
    {
      title: 'Home',
      pageRoute: 'home',
      template: 'home',
      description: p(`In an emergency, come straight to the emergency department on Riverside Road or call ${hospital.emergencyPhone}, at any hour of any day.`),
      seo: {
        title: `${hospital.name} | Care, teaching and research in ${hospital.city}`,
        description: `A ${hospital.beds}-bed teaching hospital in ${hospital.city} with more than forty specialists, 24-hour emergency care and a medical college.`,
        keyword: 'hospital, Ambarpur, emergency, doctors, teaching hospital',
      },
      fields: {
        after_banner_section_loop: [
          { icon: iconSpec('calendar', 'calendar', 0, 'Calendar'), title: 'Book an Appointment', text: 'Choose a department, a doctor and a time that suits you.', link: '/book-an-appointment' },
          { icon: iconSpec('stethoscope', 'stethoscope', 1, 'Stethoscope'), title: 'Find a Doctor', text: 'Search our specialists by name or department.', link: '/find-a-doctor' },
          { icon: iconSpec('shield', 'shield', 2, 'Shield with a cross'), title: 'Health Check-up', text: 'Preventive plans for every age and need.', link: '/health-check-up-plans' },
          { icon: iconSpec('ambulance', 'ambulance', 6, 'Ambulance'), title: 'Emergency 24×7', text: `Call ${hospital.emergencyPhone} for an ambulance.`, link: `tel:${hospital.emergencyPhone.replace(/\s/g, '')}` },
        ],
        about_section_subtitle: 'About Us',
        about_section_title: 'A teaching hospital that puts patients first',
        about_section_text: p(
          `Since ${hospital.founded}, ${hospital.name} has grown from a 120-bed district hospital into a ${hospital.beds}-bed centre for specialist care, medical education and research.`,
          'Our doctors teach the next generation of clinicians at the bedside, and every patient benefits from a team that keeps learning.',
        ),
        about_section_image: sharedScenes.building,
        about_section_button_text: 'More about the hospital',
        about_section_button_link: '/about-us',
        speciality_section_title: 'Our Specialities',
        speciality_section_text: 'Comprehensive care across more than thirty specialities, from the emergency room to rehabilitation.',
        speciality_section_button_text: 'View All Specialities',
        speciality_section_button_link: '/our-specialities',
        our_speciality_section_loop: [
          ['heart', 'Heart care from prevention to surgery.', 0],
          ['brain', 'Stroke, epilepsy and spine care.', 1],
          ['bone', 'Joint replacement and trauma care.', 2],
          ['family', 'Pregnancy, birth and newborn care.', 3],
          ['kidney', 'Dialysis and kidney transplantation.', 4],
          ['shield', 'Cancer care planned by a team.', 5],
          ['capsule', 'Endoscopy and liver care.', 6],
          ['lungs', 'Asthma, COPD and sleep medicine.', 7],
        ].map(([motif, text, index]) => ({
          icon: iconSpec(String(motif), motif as MotifName, Number(index), String(specialities[Number(index)]?.title)),
          title: specialities[Number(index)]?.title ?? '',
          text: String(text),
          link: `/our-specialities/${specialitySlug(Number(index))}`,
        })),
        testimonial_section_title: 'What Our Patients Say',
        testimonial_section_text: 'Stories from patients and families we have cared for.',
        testimonial_section: [
          { testimonial_name: 'Sunita Verma', testimonial_designation: 'Knee replacement patient, Ambarpur', testimonial_content: 'I was walking with support the day after my surgery and climbing stairs at home within a month. The physiotherapists never let me give up.', testimonial_image: portraitSpec('Sunita Verma', 3), testimonial_video_link: '' },
          { testimonial_name: 'Mohammed Irfan', testimonial_designation: 'Father of twins born at 28 weeks', testimonial_content: 'Our daughters spent nine weeks in the neonatal unit. The nurses taught us to hold them, feed them and finally take them home.', testimonial_image: '', testimonial_video_link: 'https://www.youtube.com/watch?v=SRTHtwin011' },
          { testimonial_name: 'Rev. Thomas George', testimonial_designation: 'Heart attack survivor', testimonial_content: 'From the ambulance to the catheterisation laboratory took under an hour. I am grateful every single day.', testimonial_image: portraitSpec('Thomas George', 5), testimonial_video_link: '' },
          { testimonial_name: 'Kamla Devi', testimonial_designation: 'Cataract camp patient, Sonpur', testimonial_content: 'I can see my grandchildren’s faces again. The camp team even arranged transport to the hospital.', testimonial_image: portraitSpec('Kamla Devi', 1), testimonial_video_link: '' },
          { testimonial_name: 'Aarav Mehta', testimonial_designation: 'Student, treated for a sports injury', testimonial_content: 'My ligament surgery was explained clearly, and I was back on the football field in eight months.', testimonial_image: '', testimonial_video_link: '' },
        ],
        empanelment_section_title: 'Insurance & Empanelment',
        empanelment_section_text: 'We accept the main government health schemes and most private insurers, with cashless treatment wherever the scheme allows.',
        empanelment_section_button_text: 'See All Schemes',
        empanelment_section_button_link: '/insurance-and-empanelment',
        empanelment_section_loop: schemes.slice(0, 6).map((s) => ({ image: s.logo, title: s.title })),
        doctor_section_title: 'Meet Our Doctors',
        doctor_section_text: 'Experienced specialists who also teach and lead research.',
        doctor_section_button_text: 'Find a Doctor',
        doctor_section_button_link: '/find-a-doctor',
      },
    },
    {
      title: 'About Us',
      pageRoute: 'about-us',
      template: 'about-us',
      description: p(
        `${hospital.name} is a not-for-profit teaching hospital serving ${hospital.city} and the surrounding districts. Our ${hospital.beds} beds, 14 operating theatres and 96 intensive care beds treat more than 400,000 outpatients and 38,000 inpatients every year.`,
      ),
      fields: {
        section_1_image: sharedScenes.building,
        section_1_title: 'Who we are',
        section_1_content: p('A community of 2,400 doctors, nurses, therapists and support staff, with a medical college, a nursing school and an allied health institute on one campus.'),
        section_2_image: sharedScenes.library,
        section_2_title: 'Teaching and research',
        section_2_content: p('Every year we train 150 medical students, 96 postgraduate residents and 200 nurses. Our research focuses on the conditions our patients live with: diabetes, heart disease, tuberculosis and maternal health.'),
        section_3_image: sharedScenes.camp,
        section_3_title: 'In the community',
        section_3_content: p('Health camps, school screening and a mobile medical van take our care to villages up to 80 km away.'),
        footerformtitle: 'Questions about the hospital?',
      },
    },
    {
      title: 'Vision & Mission',
      pageRoute: 'vision-and-mission',
      template: 'vision-mission',
      description: p('<strong>Our vision:</strong> that every family in our region can reach excellent, affordable care, given with kindness and backed by learning.'),
      fields: {
        mission_title: 'Our Mission',
        mission_text: p('To heal, to teach and to discover: treating every patient as we would our own family, training clinicians who keep learning for life, and asking research questions that matter to the people we serve.'),
        value_title: 'Our Values',
        value_text: p('Five values guide how we work with patients, families and one another.'),
        value_center_image_loop: [
          { icon: iconSpec('value-compassion', 'heart', 6, 'Heart'), title: 'Compassion', text: 'We listen, we explain and we treat people with dignity.' },
          { icon: iconSpec('value-excellence', 'award', 3, 'Award ribbon'), title: 'Excellence', text: 'We hold ourselves to the standards we teach.' },
          { icon: iconSpec('value-integrity', 'shield', 2, 'Shield'), title: 'Integrity', text: 'We are honest about what we know, what it costs and what went wrong.' },
          { icon: iconSpec('value-learning', 'book', 1, 'Open book'), title: 'Learning', text: 'Every case is a chance to teach and to improve.' },
          { icon: iconSpec('value-community', 'people', 5, 'Group of people'), title: 'Community', text: 'We serve everyone, whatever their means.' },
        ],
      },
    },
    {
      title: 'Why Choose Us',
      pageRoute: 'why-choose-us',
      template: 'why-choose',
      description: p('Patients travel to Saffron Ridge from across the region. Here is why.'),
      fields: {
        why_gmch_loop: [
          { text: 'Specialists who teach', content: p('Senior doctors review every inpatient daily, and teaching rounds mean your case is discussed by more than one expert.') },
          { text: 'Round-the-clock emergency care', content: p('Emergency physicians, a trauma team and a catheterisation laboratory available 24 hours a day.') },
          { text: 'Transparent costs', content: p('Written estimates before planned procedures and an itemised bill at discharge.') },
          { text: 'Accredited quality', content: p('Nationally accredited for patient safety and laboratory quality, with results we publish every year.') },
          { text: 'Care that continues at home', content: p('Discharge nurses, the patient app and follow-up calls help you recover safely at home.') },
          { text: 'Affordable for all', content: p('Empanelled with government schemes and a charitable fund for those who cannot pay.') },
        ],
        page_image: sharedScenes.lobby,
      },
    },
    {
      title: 'Our Leadership',
      pageRoute: 'our-leadership',
      template: 'leadership',
      description: p('The people who guide the hospital and its medical college.'),
      fields: {},
    },
    {
      title: 'Accreditation & Awards',
      pageRoute: 'accreditation-and-awards',
      template: 'accreditation',
      description: p('Independent assessors review our care, our laboratories and our teaching every year.'),
      fields: {
        top_section_left_loop: [
          { date: String(hospital.founded), title: 'Hospital founded as a 120-bed district hospital' },
          { date: '1996', title: 'Medical college recognised for undergraduate teaching' },
          { date: '2008', title: 'Laboratory accredited for quality and competence' },
          { date: '2014', title: 'Blood centre licensed for component separation' },
          { date: '2019', title: 'Hospital accredited for patient safety and quality of care' },
          { date: 'March 2024', title: 'Accreditation renewed with commendation for infection control' },
        ],
        awards_section_loop: [
          { title: 'Regional award for clean and green campus (2017)', image: topicScene('leaf', 0) },
          { title: 'Best teaching hospital in the state, health ministry (2020)', image: topicScene('award', 0) },
          { title: 'Excellence in stroke care (2022)', image: topicScene('brain', 1) },
          { title: 'Patient safety innovation award (2025)', image: topicScene('shield', 0) },
        ],
      },
    },
    {
      title: 'Affiliations',
      pageRoute: 'affiliations',
      template: 'table',
      description: p('Our medical college and nursing school are affiliated with the institutions above. Copies of recognition letters are available from the Registrar.'),
      fields: {
        table_section: [
          { label: 'University', text: 'Ambarpur University of Health Sciences' },
          { label: 'Medical education', text: 'Recognised for MBBS (150 seats) and postgraduate degrees in 18 disciplines' },
          { label: 'Nursing', text: 'Recognised by the State Nursing Council for GNM and B.Sc. Nursing' },
          { label: 'Laboratory', text: 'Accredited for testing and calibration since 2008' },
          { label: 'Blood centre', text: 'Licensed by the state drug controller' },
          { label: 'Research ethics', text: 'Institutional Ethics Committee registered with the national regulator' },
        ],
      },
    },
    {
      title: 'Campus Tour',
      pageRoute: 'campus-tour',
      template: 'four-images',
      description: p('A 22-acre campus on the banks of the river, with gardens between the hospital blocks, the college and the staff residences.'),
      fields: {
        image_1: sharedScenes.building,
        image_2: sharedScenes.motherChild,
        image_3: sharedScenes.garden,
        image_4: sharedScenes.library,
      },
    },
    {
      title: 'Our History',
      pageRoute: 'our-history',
      template: 'image-text',
      description: p(
        `${hospital.name} opened in ${hospital.founded} with 120 beds, four doctors on night duty and a single ambulance. The medical college followed in 1996, the heart institute in 2009 and the mother-and-child block in 2018.`,
        'Through every expansion, we have kept the founders’ promise: no patient is turned away from the emergency department for want of money.',
      ),
      fields: {
        page_image: sharedScenes.foundation,
        small_heading_text: `Since ${hospital.founded}`,
        reverse_layout: 'false',
      },
    },
    {
      title: 'Nursing Excellence',
      pageRoute: 'nursing-excellence',
      template: 'image-text',
      description: p('More than nine hundred nurses care for our patients around the clock. Nurse-led discharge planning, bedside handovers with families and a nursing research council are part of everyday work.'),
      fields: {
        page_image: sharedScenes.graduation,
        small_heading_text: 'Our nurses',
        reverse_layout: 'true',
      },
    },
    {
      title: 'Our Specialities',
      pageRoute: 'our-specialities',
      template: 'specialities',
      description: p('Care across the specialities of a modern teaching hospital.'),
      fields: {},
    },
    {
      title: 'Heart Institute',
      pageRoute: 'heart-institute',
      template: 'service',
      description: p('The Saffron Ridge Heart Institute brings cardiology, cardiac surgery and rehabilitation together in one building.'),
      fields: {
        service_logo: iconSpec('heart-institute', 'heart', 6, 'Heart Institute logo'),
        service_content: p('From the first ECG to surgery and rehabilitation, one team follows each patient. Our outcomes for angioplasty and bypass surgery are audited and published every year.'),
        service_speciality_loop_section: ['Interventional cardiology', 'Cardiac surgery', 'Electrophysiology', 'Heart failure clinic', 'Paediatric cardiology', 'Cardiac rehabilitation'].map((title) => ({ title })),
        services_sub_loop_section: [
          { title: 'Heart attack care, around the clock', content: p('The catheterisation laboratory team is in the hospital within 20 minutes at any hour.'), image: sharedScenes.cathLab },
          { title: 'Surgery with faster recovery', content: p('Beating-heart bypass and valve repair, with most patients sitting out of bed on the first day.'), image: topicScene('heart', 1) },
          { title: 'Rehabilitation and prevention', content: p('A twelve-week supervised programme of exercise, diet and education after a heart attack or surgery.'), image: sharedScenes.physio },
        ],
        page_bottom_right_content: p('To see a cardiologist, book an appointment online or call the Heart Institute desk.'),
        service_image_section: [sharedScenes.cathLab, sharedScenes.walkathon, sharedScenes.physio, sharedScenes.building].map((service_image) => ({ service_image })),
      },
    },
    {
      title: 'Mother & Child Centre',
      pageRoute: 'mother-and-child-centre',
      template: 'service',
      description: p('Pregnancy, birth and children’s care in a block designed for families.'),
      fields: {
        service_logo: iconSpec('mother-child', 'family', 0, 'Mother & Child Centre logo'),
        service_content: p('Obstetricians, neonatologists, paediatricians and paediatric surgeons work together so that mother and baby never have to move far.'),
        service_speciality_loop_section: ['High-risk pregnancy', 'Fetal medicine', 'Labour and delivery', 'Neonatal intensive care', 'Paediatrics', 'Paediatric surgery'].map((title) => ({ title })),
        services_sub_loop_section: [
          { title: 'Safe delivery', content: p('Single-room labour suites, a birthing partner policy and an operating theatre on the same floor.'), image: sharedScenes.motherChild },
          { title: 'Newborn intensive care', content: p('A level III neonatal unit with kangaroo-care corners and a human milk bank.'), image: sharedScenes.nicu },
        ],
        page_bottom_right_content: p('Antenatal classes run every Saturday; ask at the antenatal clinic to join.'),
        service_image_section: [sharedScenes.motherChild, sharedScenes.nicu, sharedScenes.garden].map((service_image) => ({ service_image })),
      },
    },
    {
      title: 'Hospital Facilities',
      pageRoute: 'hospital-facilities',
      template: 'hospital-facilities',
      description: p('The services and spaces that support your care.'),
      fields: {},
    },
    {
      title: 'Health Check-up Plans',
      pageRoute: 'health-check-up-plans',
      template: 'health-plan',
      description: p('Preventive health plans that find problems early, when they are easiest to treat.'),
      fields: {
        page_right_section: p('Each plan includes a consultation with a physician who explains your results the same day, and a written summary you can keep.'),
        page_image: sceneSpec('scene-health-check', 'calendar', 1, 'A health check-up appointment', 'stethoscope'),
        health_plan_section: [
          { title: 'Why a check-up?', content: p('High blood pressure, diabetes and many cancers cause no symptoms at first. A check-up finds them while they are still simple to treat.') },
          { title: 'Before you come', content: p('Fast for 10 to 12 hours (water is allowed), bring your previous reports and a list of your medicines.') },
          { title: 'On the day', content: p('Most plans take three to four hours. Breakfast is served after the fasting tests.') },
          { title: 'After the check-up', content: p('Your physician explains the results and, if needed, books follow-up with the right specialist.') },
        ],
        health_plan_section_title: 'Choose a plan',
        health_plan_section_loop: [
          { icon: iconSpec('plan-basic', 'stethoscope', 1, 'Stethoscope'), title: 'Basic Health Check', content: p('Blood count, sugar, cholesterol, kidney and liver tests, urine test, ECG and a physician consultation.') },
          { icon: iconSpec('plan-executive', 'calendar', 2, 'Calendar'), title: 'Executive Health Check', content: p('Everything in the basic check plus thyroid tests, chest X-ray, abdominal ultrasound, eye and dental check and a dietitian consultation.') },
          { icon: iconSpec('plan-cardiac', 'heart', 6, 'Heart'), title: 'Comprehensive Cardiac Check', content: p('Lipid profile, ECG, echocardiogram, treadmill test and a cardiologist consultation.') },
          { icon: iconSpec('plan-women', 'family', 0, 'Mother and child'), title: 'Women’s Wellness', content: p('Pap smear, breast examination, mammogram or breast ultrasound, thyroid and bone health tests and a gynaecologist consultation.') },
          { icon: iconSpec('plan-senior', 'people', 4, 'Group of people'), title: 'Senior Citizen Plan', content: p('Tests tailored for those over 60, including bone density, hearing and vision screening and a memory check.') },
          { icon: iconSpec('plan-child', 'leaf', 5, 'Leaf'), title: 'Child Health Plan', content: p('Growth and development assessment, vision and hearing screening, dental check and vaccination review.') },
          { icon: iconSpec('plan-diabetes', 'droplet', 7, 'Drop of blood'), title: 'Diabetes Care Plan', content: p('HbA1c, kidney tests, eye and foot examinations and sessions with a diabetologist and a dietitian.') },
        ],
        page_bottom_left_image: sceneSpec('scene-health-plan-family', 'family', 5, 'A family after their check-up', 'shield'),
        page_bottom_right_content: p(`To book a plan, call ${hospital.phone} or use the appointment form. Plans are available Monday to Saturday from 7:30 am.`),
      },
    },
    {
      title: 'Insurance & Empanelment',
      pageRoute: 'insurance-and-empanelment',
      template: 'empanelment',
      description: p('We offer cashless treatment under the schemes and insurers below. Please bring your scheme card or policy details at admission.'),
      fields: {
        empanelment_scheme_section: schemes.map((s) => ({ scheme_image: s.logo, scheme_title: s.title, scheme_text: s.text })),
      },
    },
    {
      title: 'Admission & Discharge Process',
      pageRoute: 'admission-and-discharge',
      template: 'admission-discharge',
      description: p('What to expect from the moment you are admitted until you go home.'),
      fields: {
        page_image: sharedScenes.lobby,
        admission_discharge_process_loop_section: [
          { image: topicScene('book', 0), content: p('<strong>1. Admission.</strong> Bring the admission advice from your doctor, a photo ID and your insurance or scheme card to the admission counter on the ground floor.') },
          { image: topicScene('calendar', 0), content: p('<strong>2. Estimate and deposit.</strong> The billing desk gives you a written estimate; insured patients are helped with pre-authorisation.') },
          { image: topicScene('stethoscope', 0), content: p('<strong>3. In the ward.</strong> Your nurse explains the daily routine, visiting hours and how to call for help.') },
          { image: topicScene('capsule', 0), content: p('<strong>4. Discharge planning.</strong> Your team tells you the expected discharge date early, so medicines and reports are ready on time.') },
          { image: topicScene('family', 1), content: p('<strong>5. Going home.</strong> You receive a discharge summary, your medicines and a follow-up appointment. A nurse calls within 48 hours to see how you are.') },
        ],
      },
    },
    {
      title: 'Patient Rights & Responsibilities',
      pageRoute: 'patient-rights-and-responsibilities',
      template: 'patient-responsibilities',
      description: p('Every patient has the right to safe, respectful care and to take part in decisions about it.') +
        list('Information about your illness and treatment in a language you understand', 'Privacy and confidentiality of your records', 'A second opinion', 'An itemised bill', 'To make a complaint and have it answered'),
      fields: {
        page_image: sceneSpec('scene-rights', 'shield', 4, 'Patient rights', 'people'),
        section_left_image: sceneSpec('scene-responsibilities', 'book', 3, 'Patient responsibilities', 'people'),
        section_right_content: p('Good care is a partnership. We ask patients and families to share complete information about their health, follow the treatment they have agreed to, and respect other patients and staff.'),
        expected_content: list('Bring all previous reports and medicines', 'Tell us about allergies', 'Keep to visiting hours', 'Ask when something is unclear'),
        unexpected_content: list('Smoking or chewing tobacco on campus', 'Abusive behaviour towards staff', 'Taking photographs of other patients', 'Bringing outside food into intensive care units'),
      },
    },
    {
      title: 'Health Camps',
      pageRoute: 'camps',
      template: 'camps',
      description: p('Free screening and treatment camps in the city and the villages around it.'),
      fields: {},
    },
    {
      title: 'Find a Doctor',
      pageRoute: 'find-a-doctor',
      template: 'find-a-doctor',
      description: p('Search by name or department.'),
      fields: {},
    },
    {
      title: 'Our Doctors',
      pageRoute: 'our-doctors',
      template: 'specialist-doctors',
      description: p('Meet the specialists of every department.'),
      fields: { page_small_title: 'Our Specialists', page_sub_title: 'Experienced doctors who also teach', department: '' },
    },
    {
      title: 'Heart Specialists',
      pageRoute: 'heart-specialists',
      template: 'specialist-doctors',
      description: p('The cardiologists and cardiac surgeons of the Heart Institute.'),
      fields: { page_small_title: 'Heart Institute', page_sub_title: 'Our cardiology team', department: { department: 'cardiology' } },
    },
    {
      title: 'Visiting Consultants',
      pageRoute: 'visiting-consultants',
      template: 'custom-doctors',
      description: p('Specialists who hold clinics at Saffron Ridge on set days each month. Please book ahead.'),
      fields: {
        custom_doctor_listing_section: [
          ['Dr. Helen Marcus', 'MBBS, MD, DM (Endocrinology)', 'Visiting Consultant', 'Endocrinology', 'First and third Tuesday, OPD Block B, Room 12', 'endocrine', '+91 755 010 4520', true],
          ['Dr. Yusuf Lakdawala', 'MBBS, MS, MCh (Plastic Surgery)', 'Visiting Consultant', 'Plastic & Reconstructive Surgery', 'Every Thursday, OPD Block A, Room 4', 'plastics', '+91 755 010 4521', true],
          ['Dr. Chitra Venkataraman', 'MBBS, MD (Paediatrics), DM (Paediatric Neurology)', 'Visiting Professor', 'Paediatric Neurology, Paediatrics', 'Second Saturday, Mother & Child Centre', 'paedneuro', '+91 755 010 4522', true],
          ['Dr. Bhaskar Rao', 'MBBS, MD (Rheumatology)', 'Visiting Consultant', 'Rheumatology, General Medicine', 'Every Monday afternoon, OPD Block B, Room 8', 'rheum', '+91 755 010 4523', false],
          ['Dr. Leela Antony', 'MBBS, MS (ENT), Fellowship in Cochlear Implants', 'Visiting Consultant', 'ENT', 'Last Friday, ENT clinic', 'cochlear', '+91 755 010 4524', true],
          ['Dr. Naveen Chhabra', 'MBBS, MD (Medicine), DM (Clinical Haematology)', 'Visiting Consultant', 'Haematology, Oncology', 'First Wednesday, Cancer day-care unit', 'haem', '+91 755 010 4525', false],
        ].map(([name, education, designation, departments, address, mailbox, phone, photo], index) => ({
          image: photo ? portraitSpec(String(name), index + 2) : '',
          name: String(name),
          education: String(education),
          designation: String(designation),
          departments: String(departments),
          address: String(address),
          email: `${String(mailbox)}@saffronridgehospital.example`,
          phone_number: String(phone),
        })),
      },
    },
    {
      title: 'Conferences & CME',
      pageRoute: 'conferences-and-cme',
      template: 'conferences-cme',
      description: p('Conferences and continuing medical education sessions hosted by our departments.'),
      fields: {
        conferences_cme_section_loop: [
          ['Update clinicians on new hypertension guidelines', 'Hypertension: what changed this year', 'Auditorium', 'Cardiology', 64, 'Dr. Arvind Menon, Dr. Farah Siddiqui'],
          ['Improve early recognition of sepsis', 'Sepsis in the first hour', 'Skills centre', 'General Medicine', 48, 'Dr. Sneha Iyer, Dr. Abdul Rahman'],
          ['Share protocols for postpartum haemorrhage', 'Obstetric emergencies drill', 'Labour suite seminar room', 'Obstetrics & Gynaecology', 36, 'Dr. Lakshmi Narayanan, Dr. Ritu Agarwal'],
          ['Standardise stroke thrombolysis', 'Stroke: time is brain', 'Auditorium', 'Neurosciences', 72, 'Dr. Kavita Raghunathan, Dr. Sunil Batra'],
          ['Review antibiotic prescribing', 'Antibiotic stewardship in practice', 'Lecture hall 2', 'General Medicine', 55, 'Dr. Abdul Rahman'],
          ['Teach fracture management in rural settings', 'Fractures for the district doctor', 'Skills centre', 'Orthopaedics', 40, 'Dr. Nikhil Joshi, Dr. Harpreet Sandhu'],
          ['Discuss newborn resuscitation', 'Helping babies breathe', 'Mother & Child Centre', 'Paediatrics', 30, 'Dr. Anjali Bose, Dr. Sameer Kulkarni'],
          ['Update on diabetic kidney disease', 'Protecting the diabetic kidney', 'Lecture hall 1', 'Nephrology', 45, 'Dr. Suresh Balakrishnan, Dr. Pooja Venkatesh'],
          ['Improve cancer pain control', 'Palliative care essentials', 'Cancer day-care unit', 'Oncology', 28, 'Dr. Hina Mirza, Dr. Madhavi Rao'],
          ['Share endoscopy techniques', 'Therapeutic endoscopy workshop', 'Endoscopy suite', 'Gastroenterology', 24, 'Dr. Aditya Saxena'],
          ['Refresh airway management skills', 'Difficult airway workshop', 'Skills centre', 'Critical Care', 32, 'Dr. Sneha Iyer'],
          ['Discuss asthma control in children', 'Childhood asthma update', 'Lecture hall 2', 'Paediatrics', 38, 'Dr. Sameer Kulkarni, Dr. Karan Malhotra'],
          ['Update on tuberculosis treatment', 'TB: new regimens', 'Auditorium', 'Pulmonology', 60, 'Dr. Karan Malhotra, Dr. Zoya Ansari'],
          ['Train teams in trauma triage', 'Trauma: the golden hour', 'Emergency department', 'General Surgery', 50, 'Dr. Rajesh Nair, Dr. Daniel Fernandes'],
          ['Discuss glaucoma screening', 'The silent thief of sight', 'Lecture hall 1', 'Ophthalmology', 26, 'Dr. Gopal Krishnan, Dr. Esha Thakur'],
          ['Improve recognition of depression', 'Depression in primary care', 'Lecture hall 2', 'Psychiatry', 42, 'Dr. Rahul Sen, Dr. Fatima Sheikh'],
          ['Update on heart failure medicines', 'Heart failure: four pillars', 'Auditorium', 'Cardiology', 58, 'Dr. Rohan Deshpande, Dr. Arvind Menon'],
          ['Share experience of laser stone surgery', 'Kidney stones today', 'Lecture hall 1', 'Urology', 34, 'Dr. Anil Kapoor, Dr. Kiran Dsouza'],
        ].map(([object_purpose, topic, location, department, doctors, names], i) => ({
          date_of_cme: cmeDates[i] ?? '',
          object_purpose: String(object_purpose),
          topic: String(topic),
          location: String(location),
          department: String(department),
          no_of_doctors: String(doctors),
          name_of_doctors: String(names),
        })),
      },
    },
    {
      title: 'CME Programmes',
      pageRoute: 'cme-programmes',
      template: 'cme-programs',
      description: p('Accredited continuing medical education programmes open to doctors from the region. Registration is free for government doctors.'),
      fields: {
        cme_program_section: [
          ['Evidence-based management of type 2 diabetes', '<p>Dr. Vikram Rathore<br>Dr. Neha Gupta</p>'],
          ['Emergency obstetric care', '<p>Dr. Lakshmi Narayanan<br>Dr. Priya Chatterjee</p>'],
          ['Interpreting the ECG', '<p>Dr. Rohan Deshpande</p>'],
          ['Rational use of blood and blood products', '<p>Blood centre team</p>'],
          ['Epilepsy in women', '<p>Dr. Kavita Raghunathan</p>'],
          ['Acute kidney injury', '<p>Dr. Pooja Venkatesh<br>Dr. Suresh Balakrishnan</p>'],
          ['Breaking bad news', '<p>Dr. Rahul Sen<br>Dr. Madhavi Rao</p>'],
          ['Sports injuries of the knee', '<p>Dr. Tenzin Norbu</p>'],
          ['Mechanical ventilation basics', '<p>Dr. Sneha Iyer</p>'],
        ].map(([title_subject, resource_faculty_speakers], i) => ({
          date_of_program: programDates[i] ?? '',
          title_subject: String(title_subject),
          resource_faculty_speakers: String(resource_faculty_speakers),
        })),
      },
    },
    {
      title: 'Mandatory Disclosure',
      pageRoute: 'mandatory-disclosure',
      template: 'mandatory-disclosure',
      description: p('Information the medical college publishes as required by the regulator.'),
      fields: {
        details_of_information_section: [
          { details_of_information: p('<strong>Statutory disclosure</strong> of the institution: seats, teaching beds and key officials.'), file_upload: pdfSpec, page_link: '' },
          { details_of_information: p('About the hospital and its history'), file_upload: '', page_link: '/about-us' },
          { details_of_information: p('Leadership and administration'), file_upload: '', page_link: '/our-leadership' },
          { details_of_information: p('Clinical material: outpatients, inpatients and surgeries (annual)'), file_upload: '', page_link: '/hospital-facilities' },
          { details_of_information: p('Anti-ragging committee and helpline. Contact the Registrar’s office for the current members.'), file_upload: '', page_link: '' },
          { details_of_information: p('Grievance redressal officer: the Registrar, available on working days from 10 am to 1 pm.'), file_upload: '', page_link: '' },
        ],
      },
    },
    {
      title: 'Careers',
      pageRoute: 'career',
      template: 'careers',
      description: p(`Join a team that teaches and learns every day. Send questions to ${hospital.careersEmail}.`),
      fields: {},
    },
    {
      title: 'Media Coverage',
      pageRoute: 'media-coverage',
      template: 'media-coverage',
      description: p('Saffron Ridge in the news.'),
      fields: {},
    },
    {
      title: 'Events',
      pageRoute: 'events',
      template: 'events',
      description: p('Conferences, celebrations and awareness drives at the hospital.'),
      fields: {},
    },
    {
      title: 'Announcements',
      pageRoute: 'announcements',
      template: 'announcements',
      description: p('Notices for patients, visitors and students.'),
      fields: {},
    },
    {
      title: 'Photo Gallery',
      pageRoute: 'photo-gallery',
      template: 'photo-gallery',
      description: p('Life on campus, in our clinics and in the community.'),
      fields: {},
    },
    {
      title: 'Video Gallery',
      pageRoute: 'video-gallery',
      template: 'video-gallery',
      description: p('Patient stories, explainers and a tour of the hospital.'),
      fields: {},
    },
    {
      title: 'Blog',
      pageRoute: 'blogs',
      template: 'blog',
      description: p('Health advice from our doctors, nurses and dietitians.'),
      fields: {},
    },
    {
      title: 'Employee Engagement',
      pageRoute: 'employee-engagement',
      template: 'employee-engagement',
      description: p('A hospital is only as good as the people who work in it. We invest in our staff’s wellbeing, learning and sense of belonging.'),
      fields: {
        image_1: sharedScenes.yoga,
        image_2: sharedScenes.foundation,
        image_3: sharedScenes.graduation,
        image_4: sharedScenes.walkathon,
        employee_activities_section: ['Annual sports meet', 'Foundation Day cultural evening', 'Monthly wellness sessions and yoga', 'Long-service awards', 'Staff children’s summer camp', 'Volunteer days at health camps'].map((activities_title) => ({ activities_title })),
        employee_activities_gallery_section: [sharedScenes.yoga, sharedScenes.foundation, sharedScenes.graduation, sharedScenes.walkathon, sharedScenes.research, sharedScenes.bls].map((activity_image) => ({ activity_image })),
      },
    },
    {
      title: 'Contact Us',
      pageRoute: 'contact-us',
      template: 'contact',
      description: p(`Reach us by phone, email or in person. For emergencies, come straight to the emergency department or call the emergency number shown at the top of this page, ${hospital.emergencyPhone}, at any hour.`),
      fields: {},
    },
    {
      title: 'Book an Appointment',
      pageRoute: 'book-an-appointment',
      template: 'book-appointment',
      description: p('Choose a department and a doctor, then one of the doctor’s free times: your appointment is confirmed at once.'),
      fields: {
        form_left_content: p(
          `<strong>Outpatient clinics</strong>: ${opdHours.days}, ${opdHours.clinics.text}; evening clinics for some specialities ${opdHours.evening.text}. Choosing a doctor shows their free slots.`,
          `<strong>Appointment desk</strong> (phone): ${opdHours.desk.text}, for help with booking and for same-day appointments.`,
        ),
      },
    },
    {
      title: 'Feedback',
      pageRoute: 'feedback',
      template: 'feedback',
      description: p('Tell us what went well and what we could do better. Every message is read by the patient relations team.'),
      fields: {
        form_left_content: p('Your feedback helps us improve. If you would like a reply, please leave a phone number or email.'),
        footerformtitle: 'Still have a question?',
      },
    },
    {
      title: 'Discharge Feedback',
      pageRoute: 'discharge-feedback',
      template: 'get-in-touch',
      description: p('Recently discharged? Tell us about your stay, so we can make the next patient’s stay better.'),
      fields: {
        form_left_content: p('Please keep the UHID number from your discharge summary handy.'),
      },
    },
    {
      title: 'Frequently Asked Questions',
      pageRoute: 'faqs',
      template: 'faq',
      description: p('Answers to the questions patients and visitors ask us most.'),
      fields: {},
    },
    {
      title: 'Patient App',
      pageRoute: 'patient-app',
      template: 'app-booking',
      description: p('Book appointments, see reports and pay bills from your phone. Scan the code for your phone to download the Saffron Ridge patient app.'),
      fields: {
        android_qr_image: { key: 'qr-android', kind: 'qr', seed: 11, alt: 'QR code to download the patient app for Android', title: 'Android app QR code' },
        ios_qr_image: { key: 'qr-ios', kind: 'qr', seed: 29, alt: 'QR code to download the patient app for iPhone', title: 'iOS app QR code' },
      },
    },
    {
      title: 'Campus Map',
      pageRoute: 'campus-map',
      template: 'single-image',
      description: '',
      fields: {
        page_image: sceneSpec('scene-campus-map', 'building', 7, 'Campus map: the main building, mother-and-child block, college and car park', 'ambulance', { width: sceneWidth, height: 880 }),
      },
    },
    {
      title: 'Privacy Policy',
      pageRoute: 'privacy-policy',
      template: 'default',
      description:
        p('We collect the personal and health information needed to care for you, and we keep it confidential.') +
        '<h2>What we collect</h2>' +
        p('Your name, contact details, medical history, test results and billing information. Forms on this website send us only what you type into them, with the network address of your device.') +
        '<h2>How we use it</h2>' +
        p('To treat you, to contact you about appointments and results, and, without your name, to improve our services. We never sell personal information.') +
        '<h2>Your choices</h2>' +
        p('You may ask for a copy of your records, for corrections, or for the deletion of website form entries, by writing to the patient relations officer.'),
      fields: {},
    },
    {
      title: 'Terms of Use',
      pageRoute: 'terms-of-use',
      template: 'default',
      description:
        p('The information on this website is general and does not replace a consultation with a doctor. In an emergency, call the emergency number shown at the top of every page or go to the nearest emergency department.') +
        p('An appointment booked on this website in a doctor’s free slot is confirmed on screen. Other appointment requests are confirmed only when our appointment desk calls you back.'),
      fields: {},
    },
    {
      title: 'Visitor Guidelines',
      pageRoute: 'visitor-guidelines',
      template: 'default',
      description:
        p('Visitors help patients recover. To keep everyone safe, please:') +
        list('Visit during visiting hours and carry your visitor pass', 'Use the hand rub at every ward entrance', 'Keep your phone on silent in wards', 'Not visit if you have a cough, cold or fever'),
      fields: { footerformsubtitle: 'Visiting?', footerformtitle: 'Ask us before you come' },
    },
    // The pages India's government web guidelines (GIGW 3.0) ask every site for, linked from the footer.
    {
      title: 'Accessibility Statement',
      pageRoute: 'accessibility-statement',
      template: 'default',
      description:
        p(`${hospital.name} wants everyone to be able to use this website, whatever their abilities and whatever device they use.`) +
        '<h2>What we do</h2>' +
        list(
          'Pages follow the Guidelines for Indian Government Websites (GIGW 3.0) and the Web Content Accessibility Guidelines (WCAG 2.1, level AA).',
          'Every page can be used with a keyboard alone; a "Skip to main content" link comes first.',
          'Pictures have text alternatives; headings and landmarks give each page its structure.',
          'Text can be enlarged to 200% without loss of content, and colours keep a contrast of at least 4.5:1.',
          'Every page says when it was last updated.',
        ) +
        '<h2>Known limits</h2>' +
        p('Some older documents (PDF files) may not be fully accessible. Ask us and we will send you the information in another format.') +
        '<h2>Tell us</h2>' +
        p(`If something on this website is hard to use, write to ${hospital.email} or call ${hospital.phone}. We answer within five working days.`),
      fields: {},
    },
    {
      title: 'Screen Reader Access',
      pageRoute: 'screen-reader-access',
      template: 'default',
      description:
        p('This website works with screen readers, which read a page aloud for people who are blind or have low vision. These free and paid screen readers are known to work with it:') +
        '<table><thead><tr><th>Screen reader</th><th>Website</th><th>Free or paid</th></tr></thead><tbody>' +
        '<tr><td>NVDA (NonVisual Desktop Access)</td><td>https://www.nvaccess.org</td><td>Free</td></tr>' +
        '<tr><td>JAWS (Job Access With Speech)</td><td>https://www.freedomscientific.com</td><td>Paid</td></tr>' +
        '<tr><td>VoiceOver</td><td>Built into Apple devices</td><td>Free</td></tr>' +
        '<tr><td>TalkBack</td><td>Built into Android phones</td><td>Free</td></tr>' +
        '</tbody></table>',
      fields: {},
    },
    {
      title: 'Sitemap',
      pageRoute: 'sitemap',
      template: 'html-sitemap',
      description: p('Every page of this website, grouped. The same addresses are listed for search engines at /sitemap.xml.'),
      fields: {},
    },
  ];
}

interface SchemeSeed {
  title: string;
  text: string;
  logo: ImageSpec;
}

/** Insurance and health schemes (invented names). */
export const schemes: readonly SchemeSeed[] = [
  { title: 'State Health Assurance Scheme', text: 'Cashless treatment up to the scheme limit for eligible families, with a help desk at the admission counter.', logo: badgeSpec('SHAS', 'shield', 2, 'State Health Assurance Scheme logo') },
  { title: 'Public Sector Employees’ Health Scheme', text: 'Outpatient and inpatient care for serving and retired employees and their dependants.', logo: badgeSpec('PSEHS', 'building', 7, 'Public Sector Employees’ Health Scheme logo') },
  { title: 'Ex-Servicemen Health Cover', text: 'Cashless care for veterans and their families on presentation of the scheme card.', logo: badgeSpec('ESHC', 'award', 3, 'Ex-Servicemen Health Cover logo') },
  { title: 'Workers’ Welfare Health Fund', text: 'Treatment for insured workers on referral from the fund’s dispensary.', logo: badgeSpec('WWHF', 'people', 5, 'Workers’ Welfare Health Fund logo') },
  { title: 'Riverside Mutual Health Insurance', text: 'Cashless hospitalisation for policyholders; pre-authorisation is handled by our insurance desk.', logo: badgeSpec('RMHI', 'heart', 6, 'Riverside Mutual Health Insurance logo') },
  { title: 'Kalpataru General Insurance', text: 'Cashless and reimbursement claims for individual and group policies.', logo: badgeSpec('KGI', 'leaf', 1, 'Kalpataru General Insurance logo') },
  { title: 'Senior Citizens Care Card', text: 'Priority registration and concessional rates for citizens over 65.', logo: badgeSpec('SCCC', 'family', 4, 'Senior Citizens Care Card logo') },
  { title: 'Sahyog Health TPA', text: 'Third-party administration for corporate and group health policies.', logo: badgeSpec('SAHYOG', 'cross', 0, 'Sahyog Health TPA logo') },
];
