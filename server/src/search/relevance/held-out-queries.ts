import { blood, cancer, cardiology, careers, checkup, dental, derm, emergency, ent, estimate, eye, gastro, icu, imaging, insurance, kidney, lab, lungs, medicine, neuro, nicu, obgyn, ortho, paeds, pharmacy, psych, surgery, urology } from './answer-keys';
/**
 * The held-out part of the judged set (category "held-out"): queries written by someone who had
 * read only the demo hospital's published content (server/src/seed), not the search code, its
 * synonyms or the rest of the judged set, as Indian patients type them. Each query's right answers
 * are the records that patient wants, decided before the search was asked. Before any fix, on
 * both databases alike: top-1 85.3%, top-3 90.5%, MRR 0.882 (14 queries not first). The fixes
 * that followed were general (tokenisation, synonyms a hospital would list, one ranking weight)
 * but were chosen by looking at these misses, so the figures since are no longer blind; a fresh
 * held-out set would be. No query was removed or reworded because it failed. Of the 121 queries first written, 26 turned out to be word for word
 * in the rest of the judged set (which the search was tuned on); they were taken out before the
 * search was asked, so that every query here is new to it.
 *
 * Right answers follow issue 31's ranking by intent: for a speciality, symptom or service, the
 * department, speciality, facility or page that offers it (its doctors are listed next and do not
 * count as first); for a name, the doctor.
 */

const diabetes = `${medicine} blog:the-plate-method-for-people-with-diabetes page:health-check-up-plans camp:diabetes-and-blood-pressure-camp-kalindi-nagar-market event:world-diabetes-day-screening`;

export const heldOutLines = `
held-out | eye checkup price | ${eye} page:health-check-up-plans
held-out | delivery charges | ${obgyn} ${estimate}
held-out | cashless insurance | ${insurance}
held-out | ortho doc near me | ${ortho}
held-out | blood test timing | ${lab}
held-out | kidney stone operation | ${urology}
held-out | gynac | ${obgyn}
held-out | sugar ki bimari | ${diabetes}
held-out | heart attack treatment | ${cardiology} fac:cardiac-catheterisation-laboratory ${emergency}
held-out | angioplasty cost | ${cardiology} fac:cardiac-catheterisation-laboratory ${estimate}
held-out | cataract operation | ${eye}
held-out | knee replacement surgery | ${ortho}
held-out | mri scan | ${imaging}
held-out | ct scan near me | ${imaging}
held-out | ultrasound in pregnancy | ${imaging} ${obgyn}
held-out | sonography | ${imaging}
held-out | ambulance number | ${emergency} page:contact-us
held-out | visiting time | faq:what-are-the-visiting-hours page:visitor-guidelines
held-out | opd timing | faq:what-are-the-outpatient-opd-timings
held-out | doctor appointment booking | page:book-an-appointment faq:how-do-i-book-an-appointment
held-out | medical records copy | faq:how-can-i-get-a-copy-of-my-medical-records
held-out | report online | faq:can-i-get-my-test-reports-online page:patient-app
held-out | wheelchair | faq:is-the-hospital-accessible-for-wheelchair-users
held-out | medical store | ${pharmacy}
held-out | chemist 24 hours | ${pharmacy}
held-out | nursing job | job:staff-nurse-critical-care ${careers}
held-out | vacancy | ${careers}
held-out | dialysis cost | fac:dialysis-unit ${kidney}
held-out | chemotherapy | ${cancer}
held-out | cancer hospital | ${cancer}
held-out | master health checkup | ${checkup}
held-out | womens health package | ${checkup}
held-out | ayushman card | ${insurance}
held-out | tpa | ${insurance}
held-out | mediclaim | ${insurance}
held-out | blood donation | ${blood} event:blood-donation-drive-with-city-colleges camp:blood-donation-camp-ambarpur-university
held-out | vaccination for baby | ${paeds}
held-out | flu vaccine | blog:vaccines-for-grown-ups camp:vaccination-camp-for-adults ${medicine}
held-out | snoring | ${ent} ${lungs} blog:sleep-is-medicine
held-out | hearing problem | ${ent}
held-out | hernia operation | ${surgery}
held-out | gall bladder stone | ${surgery} ${gastro}
held-out | thyroid doctor | ${medicine} ${surgery} page:visiting-consultants
held-out | skin allergy | ${derm}
held-out | tension anxiety | ${psych} blog:understanding-anxiety
held-out | nasha mukti | ${psych}
held-out | tb ka ilaj | ${lungs} blog:tuberculosis-can-be-cured camp:tb-awareness-and-screening-camp
held-out | khansi | ${lungs}
held-out | saans phoolna | ${lungs}
held-out | chakkar aana | ${neuro} ${ent}
held-out | lakwa | ${neuro}
held-out | mirgi ka doctor | ${neuro}
held-out | ghutno ka dard | ${ortho}
held-out | kamar dard | ${ortho} ${neuro}
held-out | peshab me jalan | ${urology}
held-out | pathri | ${urology}
held-out | kaan me dard | ${ent}
held-out | bachche ka bukhar | ${paeds} blog:fever-in-children-when-to-worry
held-out | periods problem | ${obgyn}
held-out | ladies doctor | ${obgyn}
held-out | ivf | ${obgyn}
held-out | cesarean | ${obgyn}
held-out | दिल का दौरा | ${cardiology} fac:cardiac-catheterisation-laboratory ${emergency}
held-out | गुर्दे की पथरी | ${urology}
held-out | आँखों की जांच | ${eye}
held-out | दांत | ${dental}
held-out | स्त्री रोग विशेषज्ञ | ${obgyn}
held-out | खून की जांच | ${lab}
held-out | एमआरआई | ${imaging}
held-out | आपातकालीन | ${emergency}
held-out | pediatrician | ${paeds}
held-out | dermotologist | ${derm}
held-out | cardiac surgen | ${cardiology}
held-out | phychiatrist | ${psych}
held-out | uroligist | ${urology}
held-out | diabetes doctor | ${diabetes}
held-out | ecg test | ${cardiology} page:health-check-up-plans
held-out | echo test | ${cardiology}
held-out | hba1c | ${lab} page:health-check-up-plans
held-out | lipid profile | ${checkup} ${lab}
held-out | thyroid test | ${lab} ${checkup} ${medicine}
held-out | icu charges | ${icu}
held-out | premature baby care | ${nicu} ${paeds}
held-out | dr menon | doc:dr-arvind-menon
held-out | kulkarni | doc:dr-sameer-kulkarni
held-out | dr pooja | doc:dr-pooja-venkatesh
held-out | dr siddiqi | doc:dr-farah-siddiqui
held-out | dr qureshi neuro | doc:dr-imran-qureshi
held-out | sandhu ortho | doc:dr-harpreet-sandhu
held-out | second opinion | page:patient-rights-and-responsibilities
held-out | discharge process | page:admission-and-discharge
held-out | bill payment | faq:how-do-i-pay-my-bill
held-out | complaint | faq:how-do-i-give-feedback-or-make-a-complaint page:feedback
held-out | health camp near me | page:camps
held-out | best hospital for heart in ambarpur | ${cardiology}
`;
