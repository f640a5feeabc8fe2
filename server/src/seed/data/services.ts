import type { MotifName } from '../images';

export interface SpecialitySeed {
  title: string;
  motif: MotifName;
  paragraphs: readonly string[];
  withImage: boolean;
}

const s = (title: string, motif: MotifName, withImage: boolean, ...paragraphs: string[]): SpecialitySeed => ({
  title,
  motif,
  withImage,
  paragraphs,
});

/** The specialities listed on "Our Specialities", each with a page of its own. */
export const specialities: readonly SpecialitySeed[] = [
  s('Cardiac Sciences', 'heart', true, 'Interventional cardiology, cardiac surgery, electrophysiology and cardiac rehabilitation in one heart institute, with a catheterisation laboratory that never closes.', 'Our heart team meets every morning to review every patient admitted overnight.'),
  s('Neurosciences', 'brain', true, 'Stroke care, epilepsy, movement disorders, spine and brain surgery, and neuro-rehabilitation.', 'A dedicated stroke team reaches the emergency department within ten minutes of a stroke alert.'),
  s('Orthopaedics & Joint Replacement', 'bone', true, 'Hip and knee replacement, arthroscopy, trauma and spine surgery with early mobilisation.'),
  s('Mother & Child Care', 'family', true, 'Pregnancy care, safe delivery, neonatal intensive care and paediatrics under one roof.'),
  s('Kidney Care & Transplant', 'kidney', true, 'Nephrology, dialysis, urology and kidney transplantation with a living-donor programme.'),
  s('Cancer Care', 'shield', true, 'Medical, surgical and radiation oncology planned together at a weekly tumour board.'),
  s('Gastroenterology & Liver Care', 'capsule', true, 'Endoscopy, liver clinics and gastrointestinal surgery.'),
  s('Respiratory Medicine', 'lungs', true, 'Asthma, COPD, tuberculosis, sleep medicine and interventional pulmonology.'),
  s('Eye Care', 'eye', true, 'Cataract, glaucoma, retina and children’s eye services.'),
  s('Emergency & Trauma Care', 'ambulance', true, 'A 24-hour emergency department with a trauma bay, resuscitation room and dedicated ambulance network.'),
  s('Critical Care', 'stethoscope', true, 'Medical, surgical, cardiac and neonatal intensive care units with 96 beds in total.'),
  s('Mental Health', 'brain', false, 'Psychiatry, clinical psychology and de-addiction services, for adults, children and adolescents.'),
  s('Dental & Oral Surgery', 'tooth', true, 'General dentistry, root canal treatment, orthodontics and oral cancer surgery.'),
];

export interface FacilitySeed {
  title: string;
  motif: MotifName;
  text: string;
  withImage: boolean;
}

/** The hospital's facilities, shown as cards that open their full description. */
export const facilities: readonly FacilitySeed[] = [
  { title: '24-hour Emergency', motif: 'ambulance', withImage: true, text: 'A 30-bed emergency department with a triage desk at the door, a resuscitation room, a trauma bay with its own X-ray, and an ambulance fleet with advanced life support. Emergency physicians are present round the clock, with every major speciality on call.' },
  { title: 'Cardiac Catheterisation Laboratory', motif: 'heart', withImage: true, text: 'Two catheterisation laboratories perform angiography, angioplasty, pacemaker implantation and electrophysiology studies, with a team on call for heart attacks at any hour.' },
  { title: 'Modular Operating Theatres', motif: 'cross', withImage: true, text: 'Fourteen modular theatres with laminar airflow, including two dedicated to joint replacement and one hybrid theatre for combined surgical and catheter procedures.' },
  { title: 'Intensive Care Units', motif: 'stethoscope', withImage: true, text: 'Ninety-six intensive care beds across medical, surgical, cardiac, neurological, paediatric and neonatal units, each with central monitoring and one nurse for every one or two patients.' },
  { title: 'Dialysis Unit', motif: 'kidney', withImage: true, text: 'Twenty-four haemodialysis stations open seven days a week from 6 am to midnight, with separate stations for patients with hepatitis and a training room for home peritoneal dialysis.' },
  { title: 'Imaging Centre', motif: 'microscope', withImage: true, text: '3 Tesla MRI, 128-slice CT, digital mammography, ultrasound and digital X-ray, with reports available in the patient app.' },
  { title: 'Laboratory Services', motif: 'flask', withImage: true, text: 'A fully automated laboratory working 24 hours a day for biochemistry, haematology, microbiology and pathology, with home sample collection in the city.' },
  { title: 'Blood Centre', motif: 'droplet', withImage: true, text: 'A licensed blood centre with component separation, apheresis and a voluntary donor programme.' },
  { title: 'Neonatal Intensive Care', motif: 'family', withImage: true, text: 'A level III neonatal unit with 30 cots, kangaroo-care corners for mothers and a milk bank.' },
  { title: 'Physiotherapy & Rehabilitation', motif: 'yoga', withImage: true, text: 'A rehabilitation gym, hydrotherapy pool and occupational therapy room for recovery after stroke, surgery and injury.' },
  { title: '24-hour Pharmacy', motif: 'capsule', withImage: false, text: 'The main pharmacy is open day and night, with a counter for discharge medicines so families do not wait.' },
  { title: 'Cafeteria & Family Lounge', motif: 'leaf', withImage: true, text: 'A cafeteria serving fresh vegetarian and non-vegetarian meals from 7 am to 10 pm, and a quiet lounge with charging points and prayer rooms for families.' },
];

export interface HiringSeed {
  title: string;
  subGroup: string;
  department: string;
  educationalQualification: string;
  experience: string;
  daysAgo: number;
  duties: readonly string[];
}

/** Current job openings. */
export const hirings: readonly HiringSeed[] = [
  { title: 'Staff Nurse, Critical Care', subGroup: 'Nursing', department: 'Critical Care', educationalQualification: 'B.Sc. Nursing or GNM with state registration', experience: '2–5 years', daysAgo: 3, duties: ['Care for ventilated and critically ill patients', 'Take part in bedside handovers and family meetings'] },
  { title: 'Senior Resident, Cardiology', subGroup: 'Medical', department: 'Cardiology', educationalQualification: 'MD (Medicine) or DNB (General Medicine)', experience: '1–3 years after postgraduation', daysAgo: 8, duties: ['Care for patients in the coronary care unit', 'Teach undergraduate students'] },
  { title: 'Physiotherapist', subGroup: 'Paramedical', department: 'Physiotherapy & Rehabilitation', educationalQualification: 'BPT; MPT preferred', experience: '1–4 years', daysAgo: 15, duties: ['Post-operative rehabilitation of orthopaedic and cardiac patients', 'Run group exercise classes'] },
  { title: 'Laboratory Technician', subGroup: 'Paramedical', department: 'Laboratory Services', educationalQualification: 'B.Sc. or Diploma in Medical Laboratory Technology', experience: '1–3 years', daysAgo: 21, duties: ['Process samples on automated analysers', 'Follow quality control procedures'] },
  { title: 'Dietitian', subGroup: 'Allied Health', department: 'Clinical Nutrition', educationalQualification: 'M.Sc. in Food & Nutrition or Clinical Nutrition', experience: '2–4 years', daysAgo: 30, duties: ['Plan therapeutic diets for inpatients', 'Counsel outpatients with diabetes and kidney disease'] },
  { title: 'Medical Social Worker', subGroup: 'Allied Health', department: 'Patient Services', educationalQualification: 'MSW (Medical & Psychiatric Social Work)', experience: '2–5 years', daysAgo: 38, duties: ['Support families through long admissions', 'Help patients access government health schemes'] },
  { title: 'Billing Executive', subGroup: 'Administration', department: 'Finance', educationalQualification: 'B.Com or any graduate with computer skills', experience: '1–3 years in hospital billing', daysAgo: 46, duties: ['Prepare inpatient estimates and bills', 'Coordinate with insurers and scheme desks'] },
  { title: 'Assistant Professor, Community Medicine', subGroup: 'Faculty', department: 'Community Medicine', educationalQualification: 'MD (Community Medicine) with teaching experience as per regulations', experience: '3+ years as Senior Resident', daysAgo: 55, duties: ['Teach undergraduate and postgraduate students', 'Lead community outreach and health camps'] },
];
