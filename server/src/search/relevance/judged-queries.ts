/**
 * The judged query set of the demo hospital (issue 31): what patients type, each with the
 * results that count as right, as `kind:slug` (a record without a slug by its title made a slug).
 * Written from the demo's content, not from the search's answers: a query's right answers are
 * the records a patient asking it wants, whatever the search shows today.
 *
 * Kinds: dept (a department), spec (a speciality), fac (a facility), page, faq, blog, event,
 * camp, job (a job opening), doc (a doctor).
 */

import { heldOutLines } from './held-out-queries';
import { admission, blood, cancer, cardiology, careers, checkup, dental, derm, emergency, ent, eye, gastro, icu, imaging, insurance, kidney, lab, lungs, medicine, neuro, obgyn, opd, ortho, paeds, pharmacy, psych, surgery, urology } from './answer-keys';

export const judgedCategories = ['english', 'misspelling', 'symptom', 'service', 'name', 'hindi', 'hinglish', 'held-out'] as const;
export type JudgedCategory = (typeof judgedCategories)[number];

export interface JudgedQuery {
  category: JudgedCategory;
  query: string;
  right: readonly string[];
}

const bp = `${medicine} blog:why-your-blood-pressure-reading-varies camp:diabetes-and-blood-pressure-camp-kalindi-nagar-market`;
const diabetes = `${medicine} blog:the-plate-method-for-people-with-diabetes page:health-check-up-plans camp:diabetes-and-blood-pressure-camp-kalindi-nagar-market event:world-diabetes-day-screening`;
const dialysis = `fac:dialysis-unit ${kidney}`;

const lines = `
english | cardiologist | ${cardiology}
english | cardiology | ${cardiology}
english | heart | ${cardiology}
english | heart specialist | ${cardiology}
english | neurologist | ${neuro}
english | neurology | ${neuro}
english | brain | ${neuro}
english | orthopaedic surgeon | ${ortho}
english | orthopedic doctor | ${ortho}
english | bone doctor | ${ortho}
english | joint replacement | ${ortho}
english | paediatrician | ${paeds}
english | child specialist | ${paeds}
english | children's doctor | ${paeds}
english | gynaecologist | ${obgyn}
english | pregnancy | ${obgyn}
english | maternity | ${obgyn}
english | dermatologist | ${derm}
english | skin | ${derm} camp:skin-health-camp
english | eye doctor | ${eye}
english | eye | ${eye}
english | dentist | ${dental}
english | teeth | ${dental}
english | ent specialist | ${ent}
english | ear nose throat | ${ent}
english | nephrologist | ${kidney}
english | kidney | ${kidney}
english | urologist | ${urology}
english | gastroenterologist | ${gastro}
english | liver | ${gastro}
english | lung doctor | ${lungs}
english | pulmonologist | ${lungs}
english | oncologist | ${cancer}
english | cancer | ${cancer}
english | psychiatrist | ${psych}
english | mental health | ${psych}
english | general physician | ${medicine}
english | surgeon | ${surgery}
english | emergency | ${emergency}
english | critical care | ${icu}
english | health checkup | ${checkup}
english | insurance | ${insurance}
english | careers | ${careers} job:staff-nurse-critical-care
english | jobs | ${careers}
english | visiting hours | faq:what-are-the-visiting-hours page:visitor-guidelines
english | book appointment | page:book-an-appointment faq:how-do-i-book-an-appointment
english | contact | page:contact-us
english | health camps | page:camps
english | blog | page:blogs
english | parking | faq:is-parking-available
english | medical records | faq:how-can-i-get-a-copy-of-my-medical-records
english | nursing jobs | job:staff-nurse-critical-care page:career
english | stroke | ${neuro} blog:atrial-fibrillation-and-stroke-risk
english | diabetes | ${diabetes}
misspelling | cardiolgy | ${cardiology}
misspelling | cardiologyst | ${cardiology}
misspelling | neurologst | ${neuro}
misspelling | nuerologist | ${neuro}
misspelling | orthopadic | ${ortho}
misspelling | pediatrition | ${paeds}
misspelling | peadiatrician | ${paeds}
misspelling | gynecolgist | ${obgyn}
misspelling | dermatolgist | ${derm}
misspelling | opthalmologist | ${eye}
misspelling | gastroentrologist | ${gastro}
misspelling | nefrologist | ${kidney}
misspelling | oncolgist | ${cancer}
misspelling | psychiatrst | ${psych}
misspelling | pulmonolgist | ${lungs}
misspelling | emergancy | ${emergency}
misspelling | dialisis | ${dialysis}
misspelling | insurence | ${insurance}
misspelling | helth checkup | ${checkup}
misspelling | appointmnet | page:book-an-appointment faq:how-do-i-book-an-appointment
misspelling | diabetis | ${diabetes}
misspelling | pharmasy | ${pharmacy}
misspelling | laboratry | ${lab}
misspelling | physiotheraphy | fac:physiotherapy-rehabilitation job:physiotherapist
symptom | chest pain | ${cardiology} blog:chest-pain-when-to-call-for-help-and-when-to-wait
symptom | heart attack | ${cardiology} blog:life-after-a-heart-attack fac:cardiac-catheterisation-laboratory
symptom | knee pain | ${ortho}
symptom | back pain | ${ortho} ${neuro}
symptom | joint pain | ${ortho}
symptom | fracture | ${ortho}
symptom | headache | ${neuro}
symptom | migraine | ${neuro}
symptom | fits | ${neuro}
symptom | paralysis | ${neuro}
symptom | fever | ${medicine} blog:fever-in-children-when-to-worry
symptom | fever in children | blog:fever-in-children-when-to-worry ${paeds}
symptom | cough | ${lungs} blog:tuberculosis-can-be-cured camp:tb-awareness-and-screening-camp
symptom | breathlessness | ${lungs}
symptom | asthma | ${lungs}
symptom | stomach pain | ${gastro}
symptom | acidity | ${gastro}
symptom | jaundice | ${gastro}
symptom | kidney stone | ${urology}
symptom | skin rash | ${derm}
symptom | pimples | ${derm}
symptom | hair fall | ${derm}
symptom | toothache | ${dental}
symptom | blurred vision | ${eye}
symptom | cataract | ${eye}
symptom | hearing loss | ${ent}
symptom | depression | ${psych} blog:recognising-depression-in-older-adults blog:postnatal-depression-is-common-and-treatable
symptom | anxiety | ${psych} blog:understanding-anxiety
symptom | high blood pressure | ${bp}
symptom | sugar | ${diabetes}
symptom | infertility | ${obgyn}
symptom | irregular periods | ${obgyn}
service | MRI | ${imaging}
service | CT scan | ${imaging}
service | x-ray | ${imaging}
service | xray | ${imaging}
service | ultrasound | ${imaging}
service | BP | ${bp}
service | ECG | page:health-check-up-plans camp:heart-check-camp-at-the-railway-colony camp:heart-check-camp-sadar-bazaar ${cardiology}
service | ICU | ${icu}
service | NICU | fac:neonatal-intensive-care ${paeds}
service | OPD | ${opd}
service | OPD timings | ${opd}
service | IPD | ${admission}
service | admission | ${admission}
service | dialysis | ${dialysis}
service | blood bank | ${blood}
service | blood test | ${lab} page:health-check-up-plans
service | lab | ${lab}
service | pharmacy | ${pharmacy}
service | checkup | ${checkup}
service | check-up | ${checkup}
service | full body checkup | ${checkup}
service | ambulance | ${emergency}
service | physiotherapy | fac:physiotherapy-rehabilitation job:physiotherapist
service | cashless | ${insurance}
service | ayushman bharat | ${insurance}
service | cath lab | fac:cardiac-catheterisation-laboratory ${cardiology}
service | angioplasty | ${cardiology} fac:cardiac-catheterisation-laboratory doc:dr-omar-farooq doc:dr-arvind-menon
service | knee replacement | ${ortho} doc:dr-harpreet-sandhu
service | operation theatre | fac:modular-operating-theatres
service | vaccination | blog:vaccines-for-grown-ups camp:vaccination-camp-for-adults ${paeds}
service | canteen | fac:cafeteria-family-lounge
service | kidney transplant | ${kidney} doc:dr-suresh-balakrishnan
name | Dr Arvind Menon | doc:dr-arvind-menon
name | arvind | doc:dr-arvind-menon
name | menon | doc:dr-arvind-menon
name | kapoor | doc:dr-anil-kapoor
name | dr kapoor | doc:dr-anil-kapoor
name | farah siddiqui | doc:dr-farah-siddiqui
name | siddiqui | doc:dr-farah-siddiqui
name | dr sandhu | doc:dr-harpreet-sandhu
name | harpreet | doc:dr-harpreet-sandhu
name | kavita | doc:dr-kavita-raghunathan
name | dr kaur | doc:dr-manpreet-kaur
name | neha gupta | doc:dr-neha-gupta
name | sara thomas | doc:dr-sara-thomas
name | dr iyer | doc:dr-sneha-iyer
name | rahul sen | doc:dr-rahul-sen
name | dr joshi | doc:dr-nikhil-joshi
name | dr khan | doc:dr-ayesha-khan
name | prakash hegde | doc:dr-prakash-hegde
name | dr menon cardiologist | doc:dr-arvind-menon
hindi | दिल का डॉक्टर | ${cardiology}
hindi | दिल | ${cardiology}
hindi | हृदय रोग विशेषज्ञ | ${cardiology}
hindi | हड्डी रोग विशेषज्ञ | ${ortho}
hindi | हड्डी | ${ortho}
hindi | घुटने का दर्द | ${ortho}
hindi | बच्चों का डॉक्टर | ${paeds}
hindi | बच्चे | ${paeds}
hindi | त्वचा | ${derm}
hindi | त्वचा रोग | ${derm}
hindi | आँख | ${eye}
hindi | आंख का डॉक्टर | ${eye}
hindi | दाँत | ${dental}
hindi | दांत का डॉक्टर | ${dental}
hindi | कान | ${ent}
hindi | गुर्दा | ${kidney}
hindi | पेट दर्द | ${gastro}
hindi | सिर दर्द | ${neuro}
hindi | बुखार | ${medicine} blog:fever-in-children-when-to-worry
hindi | मधुमेह | ${diabetes}
hindi | गर्भावस्था | ${obgyn}
hindi | कैंसर | ${cancer}
hindi | खून जांच | ${lab}
hindi | बीमा | ${insurance}
hindi | नौकरी | ${careers}
hindi | मानसिक स्वास्थ्य | ${psych}
hinglish | dil ka doctor | ${cardiology}
hinglish | dil ke doctor | ${cardiology}
hinglish | haddi ka doctor | ${ortho}
hinglish | haddi | ${ortho}
hinglish | ghutne ka dard | ${ortho}
hinglish | bachon ka doctor | ${paeds}
hinglish | bachche ka doctor | ${paeds}
hinglish | bacchon ke doctor | ${paeds}
hinglish | twacha ka doctor | ${derm}
hinglish | twacha | ${derm}
hinglish | aankh ka doctor | ${eye}
hinglish | aankh | ${eye}
hinglish | daant ka doctor | ${dental}
hinglish | daant dard | ${dental}
hinglish | kaan ka doctor | ${ent}
hinglish | gurda | ${kidney}
hinglish | kidney ka doctor | ${kidney}
hinglish | pet dard | ${gastro}
hinglish | pet ka doctor | ${gastro}
hinglish | sir dard | ${neuro}
hinglish | bukhar | ${medicine} blog:fever-in-children-when-to-worry
hinglish | sugar ka doctor | ${diabetes}
hinglish | madhumeh | ${diabetes}
hinglish | garbh | ${obgyn}
hinglish | pregnancy doctor | ${obgyn}
hinglish | lady doctor | ${obgyn}
hinglish | khoon ki jaanch | ${lab}
hinglish | naukri | ${careers}
hinglish | bima | ${insurance}
hinglish | saans ki problem | ${lungs}
`;

export const judgedQueries: readonly JudgedQuery[] = `${lines.trim()}\n${heldOutLines.trim()}`
  .split('\n')
  .map((line) => {
    const [category = '', query = '', right = ''] = line.split('|').map((part) => part.trim());
    return { category: category as JudgedCategory, query, right: right.split(/\s+/).filter(Boolean) };
  });
