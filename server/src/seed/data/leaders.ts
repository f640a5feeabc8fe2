export interface LeaderSeed {
  title: string;
  designation: string;
  profile: readonly string[];
  withPhoto: boolean;
}

/** The hospital's leadership. Invented people. */
export const leaders: readonly LeaderSeed[] = [
  {
    title: 'Dr. Malini Varadarajan',
    designation: 'Chairperson, Board of Governors',
    withPhoto: true,
    profile: [
      'Dr. Varadarajan chairs the board that oversees the hospital and its medical college. A paediatrician by training, she spent two decades building rural child-health programmes before joining the board in 2015.',
      'Under her leadership the hospital opened its mother-and-child block and its community outreach wing.',
    ],
  },
  {
    title: 'Prof. (Dr.) Rakesh Sinha',
    designation: 'Dean, Saffron Ridge Medical College',
    withPhoto: true,
    profile: [
      'Prof. Sinha leads undergraduate and postgraduate medical education, research and the simulation centre. He is a physiologist with a long interest in how students learn clinical reasoning.',
    ],
  },
  {
    title: 'Dr. Nirmala Joseph',
    designation: 'Medical Superintendent',
    withPhoto: true,
    profile: [
      'Dr. Joseph is responsible for the day-to-day running of all clinical services, from the emergency department to the wards. She trained in community medicine and hospital administration.',
      'She meets patient representatives every month and reads every written complaint herself.',
    ],
  },
  {
    title: 'Mr. Siddharth Bhandari',
    designation: 'Chief Executive Officer',
    withPhoto: true,
    profile: [
      'Mr. Bhandari looks after strategy, finance and infrastructure. Before joining Saffron Ridge he led the expansion of a network of district hospitals.',
    ],
  },
  {
    title: 'Dr. Feroz Khan',
    designation: 'Deputy Medical Superintendent',
    withPhoto: true,
    profile: ['Dr. Khan oversees emergency services, bed management and the hospital’s disaster preparedness plan.'],
  },
  {
    title: 'Ms. Mary Kurian',
    designation: 'Chief Nursing Officer',
    withPhoto: true,
    profile: [
      'Ms. Kurian leads a nursing team of more than nine hundred. She introduced nurse-led discharge planning and the bedside handover that patients and families now take part in.',
    ],
  },
  {
    title: 'Dr. Ashok Tiwari',
    designation: 'Director, Academics & Research',
    withPhoto: true,
    profile: ['Dr. Tiwari coordinates the institutional ethics committee, research grants and the continuing medical education calendar.'],
  },
  {
    title: 'Dr. Revathi Subramaniam',
    designation: 'Head, Quality & Patient Safety',
    withPhoto: true,
    profile: [
      'Dr. Subramaniam leads accreditation, infection control audits and the patient safety reporting system, where any staff member can report a near miss without blame.',
    ],
  },
  {
    title: 'Mr. Gaurav Malhotra',
    designation: 'Chief Financial Officer',
    withPhoto: false,
    profile: ['Mr. Malhotra manages the hospital’s finances, insurance partnerships and the patient billing help desk.'],
  },
  {
    title: 'Ms. Deepa Raman',
    designation: 'Head, Human Resources',
    withPhoto: true,
    profile: ['Ms. Raman leads recruitment, staff wellbeing and the employee engagement programme.'],
  },
  {
    title: 'Mr. Prateek Sharma',
    designation: 'Registrar',
    withPhoto: false,
    profile: ['Mr. Sharma looks after student admissions, examinations and statutory disclosures of the medical college.'],
  },
];
