import type { ImageSpec } from '../images';
import { hospital, opdHours } from './hospital';

export const logoSpecs = {
  header: { key: 'logo-header', kind: 'logo', variant: 'dark', name: hospital.name, tagline: hospital.tagline, alt: `${hospital.name} logo`, title: 'Header logo' },
  footer: { key: 'logo-footer', kind: 'logo', variant: 'light', name: hospital.name, tagline: hospital.tagline, alt: `${hospital.name} logo`, title: 'Footer logo' },
} satisfies Record<string, ImageSpec>;

/** The site settings, logos excepted (the seed adds their paths once they are uploaded). */
export const siteSettings = {
  siteTitle: hospital.name,
  // The demo hospital publishes in English and Hindi.
  languages: ['hi'],
  footerText: `${hospital.name} is a ${hospital.beds}-bed not-for-profit teaching hospital in ${hospital.city}, caring for patients since ${hospital.founded} and training doctors and nurses for the region.`,
  site_mail_id: hospital.email,
  site_phone_no_1: hospital.phone,
  emergency_phone: hospital.emergencyPhone,
  emergency_label: 'Emergency 24×7',
  site_address: hospital.address,
  google_map_url: 'https://www.google.com/maps/search/?api=1&query=Riverside+Road+Ambarpur',
  google_map_iframe:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3666.0!2d77.4126!3d23.2599!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zU2FmZnJvbiBSaWRnZQ!5e0!3m2!1sen!2sin!4v1700000000000',
  facebook_link: 'https://www.facebook.com/saffronridgehospital.example',
  twitter_link: 'https://x.com/saffronridge_example',
  instagram_link: 'https://www.instagram.com/saffronridgehospital.example',
  linkedin_link: 'https://www.linkedin.com/company/saffron-ridge-hospital-example',
  youtube_link: 'https://www.youtube.com/@saffronridgehospital-example',
  headerbtnLink: '/contact-us',
  booking_page_link: '/book-an-appointment',
  // Requests without a doctor's schedule fall within the clinics' hours, evening clinics included.
  outpatient_hours: `${opdHours.clinics.start}-${opdHours.evening.end}`,
  nameplaceholder: 'Your Name*',
  phoneplaceholder: 'Your Phone Number*',
  emailplaceholder: 'Your Email*',
  subjectplaceholder: 'Subject*',
  messageplaceholder: 'How can we help?',
  submitbuttontext: 'Send',
  footerformsubtitle: 'Contact Us',
  footerformtitle: 'Get in Touch',
  footerformdescription: 'Questions about an appointment, a bill or a visit? Write to us and the patient relations team will reply within one working day.',
} as const;
