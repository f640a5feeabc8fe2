import { hospital } from './hospital';

export interface MenuItemSeed {
  title: string;
  path: string;
  openInNewTab?: boolean;
  custom_class?: string;
  children?: readonly MenuItemSeed[];
}

const item = (title: string, path: string, children?: readonly MenuItemSeed[]): MenuItemSeed => ({
  title,
  path,
  ...(children ? { children } : {}),
});

/** The header navigation: three levels where the department list hangs under Our Doctors. */
export function headerMenu(departments: readonly { slug: string; title: string }[]): MenuItemSeed[] {
  return [
    item('Home', '/'),
    item('About Us', '#', [
      item('About the Hospital', '/about-us'),
      item('Vision & Mission', '/vision-and-mission'),
      item('Why Choose Us', '/why-choose-us'),
      item('Our History', '/our-history'),
      item('Our Leadership', '/our-leadership'),
      item('Accreditation & Awards', '/accreditation-and-awards'),
      item('Affiliations', '/affiliations'),
      item('Campus Tour', '/campus-tour'),
      item('Campus Map', '/campus-map'),
    ]),
    item('Patient Care', '#', [
      item('Our Specialities', '/our-specialities'),
      item('Centres of Excellence', '#', [
        item('Heart Institute', '/heart-institute'),
        item('Mother & Child Centre', '/mother-and-child-centre'),
      ]),
      item('Hospital Facilities', '/hospital-facilities'),
      item('Health Check-up Plans', '/health-check-up-plans'),
      item('Insurance & Empanelment', '/insurance-and-empanelment'),
      item('Admission & Discharge', '/admission-and-discharge'),
      item('Patient Rights & Responsibilities', '/patient-rights-and-responsibilities'),
      item('Nursing Excellence', '/nursing-excellence'),
      item('Visitor Guidelines', '/visitor-guidelines'),
    ]),
    item('Our Doctors', '#', [
      item('Find a Doctor', '/find-a-doctor'),
      item('All Specialists', '/our-doctors'),
      item('Heart Specialists', '/heart-specialists'),
      item('Visiting Consultants', '/visiting-consultants'),
      item(
        'Departments',
        '#',
        departments.map((d) => item(d.title, `/our-experts/${d.slug}`)),
      ),
    ]),
    item('Academics', '#', [
      item('Conferences & CME', '/conferences-and-cme'),
      item('CME Programmes', '/cme-programmes'),
      item('Mandatory Disclosure', '/mandatory-disclosure'),
      item('Careers', '/career'),
      item('Employee Engagement', '/employee-engagement'),
    ]),
    item('Media', '#', [
      item('Media Coverage', '/media-coverage'),
      item('Events', '/events'),
      item('Health Camps', '/camps'),
      item('Announcements', '/announcements'),
      item('Photo Gallery', '/photo-gallery'),
      item('Video Gallery', '/video-gallery'),
      item('Blog', '/blogs'),
    ]),
    item('Contact', '#', [
      item('Contact Us', '/contact-us'),
      item('Book an Appointment', '/book-an-appointment'),
      item('Feedback', '/feedback'),
      item('Discharge Feedback', '/discharge-feedback'),
      item('FAQs', '/faqs'),
      item('Patient App', '/patient-app'),
    ]),
  ];
}

/** The footer's Quick Links list. */
export const quickLinks: readonly MenuItemSeed[] = [
  item('Find a Doctor', '/find-a-doctor'),
  item('Book an Appointment', '/book-an-appointment'),
  item('Health Check-up Plans', '/health-check-up-plans'),
  item('Health Camps', '/camps'),
  item('Careers', '/career'),
  item('FAQs', '/faqs'),
  item('Blog', '/blogs'),
  { title: 'WHO Health Topics', path: 'https://www.who.int/health-topics', openInNewTab: true, custom_class: 'external-link' },
];

/** The footer's About Us list. */
export const footerMenu: readonly MenuItemSeed[] = [
  item('About the Hospital', '/about-us'),
  item('Our Leadership', '/our-leadership'),
  item('Accreditation & Awards', '/accreditation-and-awards'),
  item('Mandatory Disclosure', '/mandatory-disclosure'),
  item('Privacy Policy', '/privacy-policy'),
  item('Terms of Use', '/terms-of-use'),
  item('Contact Us', '/contact-us'),
  item('Accessibility Statement', '/accessibility-statement'),
  item('Screen Reader Access', '/screen-reader-access'),
  item('Sitemap', '/sitemap'),
  { title: `Email ${hospital.shortName}`, path: `mailto:${hospital.email}` },
];
