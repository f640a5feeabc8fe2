import type { MotifName } from '../images';

export interface DepartmentSeed {
  slug: string;
  title: string;
  description: string;
  motif: MotifName;
  /** Departments without a picture show the site's fallback. */
  withImage: boolean;
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** The hospital's clinical departments (the expert categories). */
export const departments: readonly DepartmentSeed[] = [
  {
    slug: 'cardiology',
    title: 'Cardiology',
    motif: 'heart',
    withImage: true,
    description: p(
      'Our heart team looks after everything from a first episode of chest pain to complex valve disease. A 24-hour catheterisation laboratory, a twelve-bed coronary care unit and a dedicated heart-failure clinic work side by side.',
      'Primary angioplasty for heart attacks is available round the clock, with a door-to-balloon time that we publish every quarter.',
    ),
  },
  {
    slug: 'neurosciences',
    title: 'Neurosciences',
    motif: 'brain',
    withImage: true,
    description: p(
      'Neurologists and neurosurgeons share one floor, one stroke pathway and one weekly case conference. We treat stroke, epilepsy, movement disorders, headache, spine disorders and brain tumours.',
      'The stroke unit offers thrombolysis and clot retrieval, followed by early rehabilitation with our physiotherapists and speech therapists.',
    ),
  },
  {
    slug: 'orthopaedics',
    title: 'Orthopaedics',
    motif: 'bone',
    withImage: true,
    description: p(
      'Joint replacement, trauma surgery, arthroscopy, sports injuries and paediatric orthopaedics, supported by a physiotherapy gym on the same corridor.',
      'Most knee and hip replacement patients walk on the day after surgery and go home within four days.',
    ),
  },
  {
    slug: 'obstetrics-gynaecology',
    title: 'Obstetrics & Gynaecology',
    motif: 'family',
    withImage: true,
    description: p(
      'Antenatal care, high-risk pregnancy, labour and delivery, fertility counselling and minimally invasive gynaecological surgery.',
      'Our labour suites have a birthing partner policy, and the level III neonatal unit is one floor below the delivery rooms.',
    ),
  },
  {
    slug: 'paediatrics',
    title: 'Paediatrics',
    motif: 'family',
    withImage: true,
    description: p(
      'Care for newborns, children and adolescents: general paediatrics, neonatal intensive care, immunisation, growth and development clinics and paediatric surgery.',
      'Our play therapists help children feel at home during tests and hospital stays.',
    ),
  },
  {
    slug: 'general-medicine',
    title: 'General Medicine',
    motif: 'stethoscope',
    withImage: true,
    description: p(
      'Physicians who look at the whole person: diabetes, high blood pressure, infections, thyroid disorders, fevers that will not settle and the care of older adults with several conditions at once.',
    ),
  },
  {
    slug: 'general-surgery',
    title: 'General Surgery',
    motif: 'cross',
    withImage: true,
    description: p(
      'Laparoscopic and open surgery for hernia, gallbladder, appendix, thyroid, breast and bowel conditions, with day-care surgery for suitable patients.',
    ),
  },
  {
    slug: 'nephrology',
    title: 'Nephrology',
    motif: 'kidney',
    withImage: true,
    description: p(
      'Chronic kidney disease clinics, a 24-station dialysis unit open seven days a week, and kidney transplantation with a living-donor programme.',
    ),
  },
  {
    slug: 'gastroenterology',
    title: 'Gastroenterology',
    motif: 'capsule',
    withImage: true,
    description: p(
      'Diagnostic and therapeutic endoscopy, liver clinics, inflammatory bowel disease care and nutrition support for patients who cannot eat normally.',
    ),
  },
  {
    slug: 'pulmonology',
    title: 'Pulmonology',
    motif: 'lungs',
    withImage: true,
    description: p(
      'Asthma, COPD, tuberculosis, interstitial lung disease and sleep-related breathing disorders, with a lung function laboratory and a sleep study suite.',
    ),
  },
  {
    slug: 'oncology',
    title: 'Oncology',
    motif: 'shield',
    withImage: true,
    description: p(
      'Medical, surgical and radiation oncologists plan each patient’s treatment together at a weekly tumour board. Day-care chemotherapy, a linear accelerator and a palliative care team complete the service.',
    ),
  },
  {
    slug: 'ophthalmology',
    title: 'Ophthalmology',
    motif: 'eye',
    withImage: true,
    description: p(
      'Cataract surgery with foldable lenses, glaucoma and retina clinics, squint correction for children and diabetic eye screening.',
    ),
  },
  {
    slug: 'ent',
    title: 'ENT (Ear, Nose & Throat)',
    motif: 'people',
    withImage: false,
    description: p(
      'Sinus and ear surgery, hearing and balance assessment, voice clinic and cochlear implant evaluation.',
    ),
  },
  {
    slug: 'dermatology',
    title: 'Dermatology',
    motif: 'leaf',
    withImage: false,
    description: p(
      'Medical dermatology for eczema, psoriasis, acne and infections, with phototherapy and minor skin procedures.',
    ),
  },
  {
    slug: 'psychiatry',
    title: 'Psychiatry',
    motif: 'brain',
    withImage: true,
    description: p(
      'Outpatient and inpatient care for depression, anxiety, bipolar disorder, psychosis and addiction, with clinical psychologists offering talking therapies.',
    ),
  },
  {
    slug: 'urology',
    title: 'Urology',
    motif: 'kidney',
    withImage: true,
    description: p(
      'Kidney stone treatment by laser, prostate surgery, urological cancers and continence care for men and women.',
    ),
  },
];
