import { hospital, opdHours } from './hospital';

export interface FaqSeed {
  title: string;
  answer: string;
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** Questions patients and visitors ask most often. */
export const faqs: readonly FaqSeed[] = [
  { title: 'What are the outpatient (OPD) timings?', answer: p(`Outpatient clinics run from ${opdHours.clinics.text}, ${opdHours.days}. Evening clinics for some specialities run from ${opdHours.evening.text}. Each doctor’s page shows their own OPD timings and next free slot. Clinics are closed on public holidays; the emergency department is open 24 hours a day, every day.`) },
  { title: 'How do I book an appointment?', answer: p(`On the Book an Appointment page, choose a doctor and one of their free slots: your appointment is confirmed at once, with a link to cancel or move it. You can also call the appointment desk (${opdHours.desk.text}) or visit the registration counter at the main entrance.`) },
  { title: 'Do I need a referral to see a specialist?', answer: p('No. You may book directly with any specialist. If you have reports or a referral letter from another doctor, please bring them along.') },
  { title: 'What should I bring to my first visit?', answer: p('A photo identity card, previous prescriptions and test reports, a list of the medicines you take, and your insurance card or scheme card if you have one.') },
  { title: 'Is there a 24-hour emergency service?', answer: p(`Yes. The emergency department is staffed round the clock by emergency physicians, with surgeons, anaesthetists and cardiologists on call. Ambulances can be requested on the emergency number shown at the top of this page, ${hospital.emergencyPhone}.`) },
  { title: 'Which insurance plans and schemes do you accept?', answer: p('We are empanelled with the main government health schemes and most private insurers and third-party administrators. See the Insurance & Empanelment page for the list, or ask at the insurance desk near the admission counter.') },
  { title: 'What are the visiting hours?', answer: p('General wards: 4 pm to 7 pm. Intensive care units: one visitor at a time, 11 am to 12 noon and 5 pm to 6 pm. Children under 12 are asked not to visit intensive care areas.') },
  { title: 'How many attendants may stay with a patient?', answer: p('One attendant may stay with each inpatient. Attendant passes are issued at the admission counter.') },
  { title: 'How can I get a copy of my medical records?', answer: p('Apply at the Medical Records Department on the ground floor with a photo ID. Copies are usually ready within three working days. A patient may authorise a relative in writing to collect them.') },
  { title: 'Can I get my test reports online?', answer: p('Yes. Laboratory and radiology reports are sent by text message with a secure link, and are available in the patient app as soon as they are approved.') },
  { title: 'Is parking available?', answer: p('A multi-level car park is next to the main entrance, with free drop-off bays and accessible parking near the lifts.') },
  { title: 'Is the hospital accessible for wheelchair users?', answer: p('All buildings have ramps and lifts, and wheelchairs are available free of charge at the main entrance and the emergency department.') },
  { title: 'Do you offer health check-up packages?', answer: p('Yes. Our preventive health plans range from a basic check to comprehensive cardiac and women’s health assessments. See the Health Check-up Plans page for what each includes.') },
  { title: 'How do I pay my bill?', answer: p('Bills can be paid by card, UPI, bank transfer or cash at the billing counters, which are open 24 hours. An itemised bill is provided at discharge.') },
  { title: 'Can I get a cost estimate before surgery?', answer: p('Yes. After your surgeon advises a procedure, the billing desk prepares a written estimate, including the expected length of stay and what your insurance is likely to cover.') },
  { title: 'Do you provide interpreters?', answer: p('Our staff speak many regional languages. For other languages and sign language, please tell the registration desk when you book and we will arrange help.') },
  { title: 'Is there a pharmacy on campus?', answer: p('The main pharmacy near the outpatient block is open 24 hours. A second counter in the cancer day-care unit is open during clinic hours.') },
  { title: 'Can I bring food for a patient?', answer: p('Please check with the nurse first: many patients are on special diets. Our dietitians plan meals for every inpatient, and the cafeteria is open to visitors from 7 am to 10 pm.') },
  { title: 'How do I give feedback or make a complaint?', answer: p('Use the Feedback page, write to the patient relations officer, or drop a note in the boxes on every floor. We acknowledge every complaint within two working days.') },
  { title: 'Do you have a blood bank?', answer: p('Yes, a licensed blood centre with component separation works round the clock. Voluntary donors are always welcome from 9 am to 5 pm.') },
  { title: 'How do I apply for a job at the hospital?', answer: p('Current openings are listed on the Careers page. Each opening shows the qualification and experience required and how to apply.') },
  { title: 'Are students allowed to observe in clinics?', answer: p('Students of recognised institutions may apply for observerships through the Academics office. Patients are always asked for consent before an observer joins a consultation.') },
];
