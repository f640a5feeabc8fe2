export interface ExpertSeed {
  title: string;
  designation: string;
  education: string;
  /** Department slugs; the first is the doctor's main department. */
  departments: readonly string[];
  years: number;
  /** What the doctor is known for, completing "Special interests include …". */
  interests: string;
  opd: string;
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
  opd: string,
  languages = 'English and Hindi',
  withPhoto = true,
): ExpertSeed => ({ title, designation, education, departments, years, interests, opd, languages, withPhoto });

/** The doctors. Names are invented; any likeness to a real person is a coincidence. */
export const experts: readonly ExpertSeed[] = [
  d('Dr. Arvind Menon', 'Professor & Head of Department', 'MBBS, MD (Medicine), DM (Cardiology)', ['cardiology'], 26, 'complex coronary angioplasty, heart failure and training the next generation of interventional cardiologists', 'Monday, Wednesday and Friday, 9 am to 1 pm', 'English, Hindi and Malayalam'),
  d('Dr. Farah Siddiqui', 'Senior Consultant', 'MBBS, MD (Medicine), DM (Cardiology)', ['cardiology'], 17, 'echocardiography, heart disease in pregnancy and women’s cardiovascular health', 'Tuesday and Thursday, 10 am to 2 pm', 'English, Hindi and Urdu'),
  d('Dr. Rohan Deshpande', 'Associate Professor', 'MBBS, MD (Medicine), DNB (Cardiology)', ['cardiology'], 11, 'cardiac rhythm disorders, pacemakers and device clinics', 'Monday to Saturday, 2 pm to 5 pm', 'English, Hindi and Marathi'),
  d('Dr. Meera Pillai', 'Consultant Cardiothoracic Surgeon', 'MBBS, MS (General Surgery), MCh (CTVS)', ['cardiology', 'general-surgery'], 14, 'beating-heart bypass surgery and valve repair', 'Wednesday and Saturday, 10 am to 1 pm'),
  d('Dr. Omar Farooq', 'Consultant Interventional Cardiologist', 'MBBS, MD (Medicine), DM (Cardiology)', ['cardiology'], 9, 'primary angioplasty for heart attacks and peripheral vascular interventions', 'Tuesday, Thursday and Saturday, 9 am to 12 noon', 'English, Hindi and Urdu', false),
  d('Dr. Kavita Raghunathan', 'Professor & Head of Department', 'MBBS, MD (Medicine), DM (Neurology)', ['neurosciences'], 23, 'acute stroke care, epilepsy surgery evaluation and women with epilepsy', 'Monday and Thursday, 9 am to 1 pm', 'English, Hindi and Tamil'),
  d('Dr. Imran Qureshi', 'Senior Consultant Neurosurgeon', 'MBBS, MS (General Surgery), MCh (Neurosurgery)', ['neurosciences'], 15, 'minimally invasive spine surgery and brain tumour surgery', 'Tuesday and Friday, 10 am to 2 pm', 'English, Hindi and Urdu'),
  d('Dr. Sunil Batra', 'Assistant Professor', 'MBBS, MD (Medicine), DM (Neurology)', ['neurosciences'], 7, 'headache, Parkinson’s disease and botulinum toxin clinics', 'Monday to Friday, 3 pm to 5 pm', 'English, Hindi and Punjabi'),
  d('Dr. Harpreet Sandhu', 'Professor & Head of Department', 'MBBS, MS (Orthopaedics), FRCS (Trauma & Orthopaedics)', ['orthopaedics'], 24, 'hip and knee replacement and revision joint surgery', 'Monday, Wednesday and Friday, 10 am to 1 pm', 'English, Hindi and Punjabi'),
  d('Dr. Nikhil Joshi', 'Associate Professor', 'MBBS, MS (Orthopaedics), DNB (Orthopaedics)', ['orthopaedics'], 12, 'complex fractures, pelvic trauma and limb reconstruction', 'Tuesday and Thursday, 9 am to 1 pm', 'English, Hindi and Marathi'),
  d('Dr. Tenzin Norbu', 'Consultant, Arthroscopy & Sports Medicine', 'MBBS, MS (Orthopaedics)', ['orthopaedics'], 8, 'ligament reconstruction, shoulder instability and returning athletes to play', 'Monday to Saturday, 4 pm to 7 pm', 'English, Hindi and Tibetan'),
  d('Dr. Ayesha Khan', 'Assistant Professor', 'MBBS, DNB (Orthopaedics)', ['orthopaedics', 'paediatrics'], 6, 'clubfoot, hip dysplasia and fractures in children', 'Wednesday and Saturday, 9 am to 12 noon', 'English, Hindi and Urdu'),
  d('Dr. Lakshmi Narayanan', 'Professor & Head of Department', 'MBBS, MS (Obstetrics & Gynaecology)', ['obstetrics-gynaecology'], 27, 'high-risk pregnancy, twin pregnancies and teaching emergency obstetric skills', 'Monday to Friday, 9 am to 12 noon', 'English, Hindi and Tamil'),
  d('Dr. Priya Chatterjee', 'Senior Consultant, Fetal Medicine', 'MBBS, DNB (Obstetrics & Gynaecology), Fellowship in Fetal Medicine', ['obstetrics-gynaecology'], 13, 'prenatal ultrasound, fetal growth problems and counselling families about screening results', 'Tuesday, Thursday and Saturday, 10 am to 1 pm', 'English, Hindi and Bengali'),
  d('Dr. Ritu Agarwal', 'Associate Professor', 'MBBS, MS (Obstetrics & Gynaecology)', ['obstetrics-gynaecology'], 10, 'laparoscopic gynaecological surgery and fibroid management', 'Monday, Wednesday and Friday, 2 pm to 5 pm'),
  d('Dr. Grace D’Souza', 'Consultant, Reproductive Medicine', 'MBBS, MD (Obstetrics & Gynaecology)', ['obstetrics-gynaecology'], 9, 'fertility assessment, polycystic ovary syndrome and menopause care', 'Tuesday and Friday, 3 pm to 6 pm', 'English, Hindi and Konkani'),
  d('Dr. Sameer Kulkarni', 'Professor & Head of Department', 'MBBS, MD (Paediatrics)', ['paediatrics'], 22, 'childhood asthma, growth disorders and vaccination policy', 'Monday to Saturday, 9 am to 12 noon', 'English, Hindi and Marathi'),
  d('Dr. Anjali Bose', 'Consultant Neonatologist', 'MBBS, MD (Paediatrics), DM (Neonatology)', ['paediatrics', 'obstetrics-gynaecology'], 11, 'care of premature babies, breastfeeding support and follow-up of high-risk newborns', 'Tuesday and Thursday, 2 pm to 4 pm', 'English, Hindi and Bengali'),
  d('Dr. Joseph Mathew', 'Assistant Professor', 'MBBS, DNB (Paediatrics)', ['paediatrics'], 5, 'childhood infections, nutrition and developmental screening', 'Monday, Wednesday and Friday, 3 pm to 6 pm', 'English, Hindi and Malayalam'),
  d('Dr. Ishita Banerjee', 'Consultant Paediatric Surgeon', 'MBBS, MS (General Surgery), MCh (Paediatric Surgery)', ['paediatrics', 'general-surgery'], 10, 'newborn surgery, hernia and urinary tract surgery in children', 'Wednesday and Saturday, 10 am to 1 pm', 'English, Hindi and Bengali'),
  d('Dr. Vikram Rathore', 'Professor & Head of Department', 'MBBS, MD (Medicine)', ['general-medicine'], 25, 'diabetes in older adults, tropical fevers and bedside teaching', 'Monday to Saturday, 9 am to 1 pm', 'English, Hindi and Rajasthani'),
  d('Dr. Neha Gupta', 'Associate Professor', 'MBBS, MD (Medicine)', ['general-medicine'], 12, 'hypertension, thyroid disorders and preventive health checks', 'Monday to Friday, 2 pm to 5 pm'),
  d('Dr. Abdul Rahman', 'Consultant Physician', 'MBBS, DNB (General Medicine)', ['general-medicine'], 8, 'infectious diseases, antibiotic stewardship and travel medicine', 'Tuesday, Thursday and Saturday, 10 am to 1 pm', 'English, Hindi and Urdu', false),
  d('Dr. Sneha Iyer', 'Consultant, Critical Care', 'MBBS, MD (Medicine), IDCCM', ['general-medicine', 'pulmonology'], 9, 'sepsis, ventilation and family communication in the intensive care unit', 'By appointment', 'English, Hindi and Tamil'),
  d('Dr. Rajesh Nair', 'Professor & Head of Department', 'MBBS, MS (General Surgery), FRCS', ['general-surgery'], 24, 'laparoscopic hernia repair, thyroid surgery and surgical training', 'Monday, Wednesday and Friday, 9 am to 12 noon', 'English, Hindi and Malayalam'),
  d('Dr. Manpreet Kaur', 'Associate Professor', 'MBBS, MS (General Surgery), FMAS', ['general-surgery'], 11, 'gallbladder surgery, breast surgery and day-care procedures', 'Tuesday and Thursday, 10 am to 1 pm', 'English, Hindi and Punjabi'),
  d('Dr. Daniel Fernandes', 'Consultant Surgeon', 'MBBS, DNB (General Surgery)', ['general-surgery'], 7, 'emergency surgery, trauma care and wound healing', 'Monday to Saturday, 5 pm to 7 pm', 'English, Hindi and Konkani'),
  d('Dr. Suresh Balakrishnan', 'Professor & Head of Department', 'MBBS, MD (Medicine), DM (Nephrology)', ['nephrology'], 21, 'kidney transplantation and glomerular diseases', 'Monday and Thursday, 10 am to 1 pm', 'English, Hindi and Tamil'),
  d('Dr. Pooja Venkatesh', 'Consultant Nephrologist', 'MBBS, MD (Medicine), DNB (Nephrology)', ['nephrology'], 8, 'dialysis care, peritoneal dialysis and kidney disease in diabetes', 'Tuesday, Friday and Saturday, 2 pm to 5 pm', 'English, Hindi and Kannada'),
  d('Dr. Anil Kapoor', 'Senior Consultant Urologist', 'MBBS, MS (General Surgery), MCh (Urology)', ['urology', 'nephrology'], 18, 'laser stone surgery and kidney transplant surgery', 'Monday, Wednesday and Friday, 2 pm to 5 pm'),
  d('Dr. Kiran Dsouza', 'Consultant Urologist', 'MBBS, MS (General Surgery), DNB (Urology)', ['urology'], 7, 'prostate enlargement, continence problems and urological cancers', 'Tuesday and Saturday, 10 am to 1 pm', 'English, Hindi and Kannada'),
  d('Dr. Aditya Saxena', 'Senior Consultant Gastroenterologist', 'MBBS, MD (Medicine), DM (Gastroenterology)', ['gastroenterology'], 16, 'ERCP, liver disease and gastrointestinal bleeding', 'Monday to Friday, 10 am to 1 pm'),
  d('Dr. Shalini Reddy', 'Consultant GI Surgeon', 'MBBS, MS (General Surgery), MCh (Surgical Gastroenterology)', ['gastroenterology', 'general-surgery'], 10, 'pancreatic surgery, liver resection and bariatric surgery', 'Tuesday and Thursday, 2 pm to 5 pm', 'English, Hindi and Telugu'),
  d('Dr. Karan Malhotra', 'Head of Department', 'MBBS, MD (Respiratory Medicine)', ['pulmonology'], 15, 'asthma, COPD and tuberculosis care close to home', 'Monday, Wednesday and Friday, 10 am to 1 pm', 'English, Hindi and Punjabi'),
  d('Dr. Zoya Ansari', 'Consultant Pulmonologist', 'MBBS, DNB (Respiratory Medicine)', ['pulmonology'], 6, 'sleep apnoea, interstitial lung disease and pulmonary rehabilitation', 'Tuesday, Thursday and Saturday, 3 pm to 6 pm', 'English, Hindi and Urdu', false),
  d('Dr. Madhavi Rao', 'Senior Consultant, Medical Oncology', 'MBBS, MD (Medicine), DM (Medical Oncology)', ['oncology'], 17, 'breast cancer, targeted therapies and survivorship care', 'Monday to Friday, 9 am to 12 noon', 'English, Hindi and Telugu'),
  d('Dr. Vivek Chandran', 'Consultant Surgical Oncologist', 'MBBS, MS (General Surgery), MCh (Surgical Oncology)', ['oncology', 'general-surgery'], 12, 'head and neck cancer surgery and breast-conserving surgery', 'Tuesday and Friday, 2 pm to 5 pm', 'English, Hindi and Malayalam'),
  d('Dr. Hina Mirza', 'Associate Professor, Radiation Oncology', 'MBBS, MD (Radiation Oncology)', ['oncology'], 10, 'image-guided radiotherapy and palliative radiotherapy', 'Monday, Wednesday and Saturday, 10 am to 1 pm', 'English, Hindi and Urdu'),
  d('Dr. Gopal Krishnan', 'Head of Department', 'MBBS, MS (Ophthalmology)', ['ophthalmology'], 20, 'small-incision cataract surgery and glaucoma', 'Monday to Saturday, 9 am to 1 pm', 'English, Hindi and Tamil'),
  d('Dr. Esha Thakur', 'Consultant, Retina', 'MBBS, MS (Ophthalmology), FICO', ['ophthalmology'], 8, 'diabetic retinopathy, retinal lasers and injections', 'Tuesday and Thursday, 2 pm to 5 pm'),
  d('Dr. Prakash Hegde', 'Head of Department', 'MBBS, MS (ENT)', ['ent'], 19, 'endoscopic sinus surgery and ear surgery', 'Monday, Wednesday and Friday, 10 am to 1 pm', 'English, Hindi and Kannada'),
  d('Dr. Nandini Das', 'Consultant ENT Surgeon', 'MBBS, DNB (ENT)', ['ent'], 7, 'voice disorders, hearing loss in children and snoring', 'Tuesday and Saturday, 3 pm to 6 pm', 'English, Hindi and Assamese'),
  d('Dr. Sara Thomas', 'Consultant Dermatologist', 'MBBS, MD (Dermatology, Venereology & Leprosy)', ['dermatology'], 11, 'psoriasis, vitiligo and phototherapy', 'Monday to Friday, 2 pm to 5 pm', 'English, Hindi and Malayalam'),
  d('Dr. Arjun Bhatt', 'Assistant Professor', 'MBBS, DNB (Dermatology)', ['dermatology'], 5, 'acne, skin infections and dermatosurgery', 'Tuesday, Thursday and Saturday, 10 am to 1 pm', 'English, Hindi and Gujarati', false),
  d('Dr. Rahul Sen', 'Head of Department', 'MBBS, MD (Psychiatry)', ['psychiatry'], 18, 'mood disorders, addiction treatment and community mental health', 'Monday, Wednesday and Friday, 10 am to 1 pm', 'English, Hindi and Bengali'),
  d('Dr. Fatima Sheikh', 'Consultant Psychiatrist', 'MBBS, MD (Psychiatry), DNB (Psychiatry)', ['psychiatry'], 8, 'anxiety disorders, perinatal mental health and child and adolescent psychiatry', 'Tuesday and Thursday, 2 pm to 5 pm', 'English, Hindi and Urdu'),
];

/** The doctor's profile as HTML, written from the facts above. */
export const expertProfile = (expert: ExpertSeed, departmentTitles: readonly string[]): string =>
  [
    `<p>${expert.title} is ${/^[AEIOU]/.test(expert.designation) ? 'an' : 'a'} ${expert.designation} in the Department of ${departmentTitles.join(' and the Department of ')} at Saffron Ridge Teaching Hospital, with ${expert.years} years of clinical experience.</p>`,
    `<p>Special interests include ${expert.interests}.</p>`,
    `<p><strong>Qualifications:</strong> ${expert.education}<br><strong>Outpatient clinic:</strong> ${expert.opd}<br><strong>Languages:</strong> ${expert.languages}</p>`,
  ].join('');
