/**
 * The right answers of the query sets (judged, held-out, blind), by what a patient means: each
 * a space-separated list of `kind:slug` keys of the demo's records. One place, so the sets agree.
 */
export const cardiology = 'dept:cardiology spec:cardiac-sciences page:heart-institute page:heart-specialists';
export const neuro = 'dept:neurosciences spec:neurosciences';
export const ortho = 'dept:orthopaedics spec:orthopaedics-joint-replacement';
export const paeds = 'dept:paediatrics spec:mother-child-care page:mother-and-child-centre';
export const obgyn = 'dept:obstetrics-gynaecology spec:mother-child-care page:mother-and-child-centre';
export const derm = 'dept:dermatology';
export const eye = 'dept:ophthalmology spec:eye-care';
export const dental = 'spec:dental-oral-surgery';
export const ent = 'dept:ent';
export const kidney = 'dept:nephrology spec:kidney-care-transplant';
export const urology = 'dept:urology spec:kidney-care-transplant';
export const gastro = 'dept:gastroenterology spec:gastroenterology-liver-care';
export const lungs = 'dept:pulmonology spec:respiratory-medicine';
export const cancer = 'dept:oncology spec:cancer-care';
export const psych = 'dept:psychiatry spec:mental-health';
export const medicine = 'dept:general-medicine';
export const surgery = 'dept:general-surgery';
export const emergency = 'spec:emergency-trauma-care fac:24-hour-emergency faq:is-there-a-24-hour-emergency-service';
export const checkup = 'page:health-check-up-plans faq:do-you-offer-health-check-up-packages';
export const imaging = 'fac:imaging-centre';
export const icu = 'fac:intensive-care-units spec:critical-care';
export const insurance = 'page:insurance-and-empanelment faq:which-insurance-plans-and-schemes-do-you-accept';
export const careers = 'page:career faq:how-do-i-apply-for-a-job-at-the-hospital';
export const blood = 'fac:blood-centre faq:do-you-have-a-blood-bank';
export const lab = 'fac:laboratory-services faq:can-i-get-my-test-reports-online';
export const pharmacy = 'fac:24-hour-pharmacy faq:is-there-a-pharmacy-on-campus';
export const opd = 'faq:what-are-the-outpatient-opd-timings';
export const admission = 'page:admission-and-discharge';
export const nicu = 'fac:neonatal-intensive-care';
export const estimate = 'faq:can-i-get-a-cost-estimate-before-surgery';
