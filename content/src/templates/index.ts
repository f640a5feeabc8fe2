import {
  boolean,
  date,
  file,
  image,
  number,
  relation,
  repeater,
  richText,
  text,
  type Field,
} from '../fields';
import { publicPages } from '../public-urls';
import { defaultTemplateId } from './template-data';

/**
 * Page templates: each id selects a layout of the public site (`web/src/public/templates/{id}`)
 * and lists the template fields that layout reads; the page editor renders exactly these.
 * A page stores their values in `templateData` (see `TemplateDataEntry`); the page's title and
 * description are page fields, not template fields.
 *
 * Values are stored as text: images and files as their `/uploads/…` path, dates as
 * `YYYY-MM-DD`, booleans as "true" or "false", numbers in decimal, relations as the record's
 * `_id`, rich text as HTML (sanitised by the server like any rich text field).
 */
export interface PageTemplate {
  id: string;
  name: string;
  description: string;
  fields: readonly Field[];
  /**
   * Content types whose active listing the layout shows (the FAQ accordion reads `faqs`), so
   * the server can embed them when it renders the page.
   */
  listings?: readonly string[];
}


/** The footer contact block's wording, which any page may override (SPEC §2). */
export const commonTemplateFields: readonly Field[] = [
  text('footerformsubtitle', 'Contact block: subtitle', {
    help: 'Left empty: the site-wide text, else "Contact Us".',
  }),
  text('footerformtitle', 'Contact block: title', {
    help: 'Left empty: the site-wide text, else "Get in Touch".',
  }),
  text('footerformdescription', 'Contact block: description', {
    multiline: true,
    help: 'Left empty: the site-wide text, else "We would love to hear from you. Please fill out the form below."',
  }),
];

const icon = (name = 'icon', label = 'Icon') =>
  image(name, label, { help: 'A small square image, e.g. a transparent PNG or SVG.' });
const pageImage = (label = 'Page image') => image('page_image', label);
const fourImages = () => [1, 2, 3, 4].map((n) => image(`image_${n}`, `Image ${n}`));
const formLeftContent = () =>
  richText('form_left_content', 'Text beside the form', {
    help: "Shown left of the form, above the hospital's phone, email and address.",
  });
/** A home page section's heading, text and button. */
const homeSection = (prefix: string, label: string, withButton = true): Field[] => [
  text(`${prefix}_section_title`, `${label}: title`),
  text(`${prefix}_section_text`, `${label}: text`, { multiline: true }),
  ...(withButton
    ? [
        text(`${prefix}_section_button_text`, `${label}: button text`),
        text(`${prefix}_section_button_link`, `${label}: button link`, { format: 'link' }),
      ]
    : []),
];
/** A layout that shows a listing under the page description and needs no fields of its own. */
const listing = (id: string, name: string, description: string, listings: readonly string[]): PageTemplate => ({
  id,
  name,
  description,
  fields: [],
  listings,
});

export const pageTemplates: readonly PageTemplate[] = [
  {
    id: 'home',
    name: 'Home',
    description:
      'Banner slider, appointment cards, about block, speciality cards, testimonials, empanelment logos and the doctor slider.',
    listings: ['banners', 'experts', 'expert-categories'],
    fields: [
      repeater('after_banner_section_loop', 'Cards under the banner', {
        help: 'e.g. Book an appointment, Find a doctor, Health check-up.',
        fields: [
          icon(),
          text('title', 'Title'),
          text('text', 'Text', { multiline: true }),
          text('link', 'Link', { format: 'link' }),
        ],
      }),
      text('about_section_subtitle', 'About: small title', { help: 'e.g. About Us.' }),
      text('about_section_title', 'About: title'),
      richText('about_section_text', 'About: text'),
      image('about_section_image', 'About: image'),
      text('about_section_button_text', 'About: button text', { help: 'Left empty: "Read More". Say where it leads ("More about the hospital"): a screen reader lists links by their words alone.' }),
      text('about_section_button_link', 'About: button link', { format: 'link' }),
      ...homeSection('speciality', 'Specialities'),
      repeater('our_speciality_section_loop', 'Speciality cards', {
        fields: [
          icon(),
          text('title', 'Title'),
          text('text', 'Text', { multiline: true }),
          text('link', 'Link', { format: 'link' }),
        ],
      }),
      ...homeSection('testimonial', 'Testimonials', false),
      repeater('testimonial_section', 'Testimonials', {
        fields: [
          text('testimonial_name', 'Name'),
          text('testimonial_designation', 'Designation', { help: 'e.g. Patient, or the city.' }),
          text('testimonial_content', 'Testimonial', { multiline: true }),
          image('testimonial_image', 'Photo', { help: 'Left empty, a placeholder is shown.' }),
          text('testimonial_video_link', 'Video link', { format: 'url' }),
        ],
      }),
      ...homeSection('empanelment', 'Empanelment'),
      repeater('empanelment_section_loop', 'Empanelment logos', {
        fields: [image('image', 'Logo'), text('title', 'Name')],
      }),
      ...homeSection('doctor', 'Doctors'),
    ],
  },
  {
    id: 'why-choose',
    name: 'Why choose us',
    description: 'Reasons, each a heading and text, beside a page image.',
    fields: [
      repeater('why_gmch_loop', 'Reasons', {
        fields: [text('text', 'Heading'), richText('content', 'Content')],
      }),
      pageImage(),
    ],
  },
  listing('faq', 'FAQ', 'The active FAQs as an accordion, one open at a time.', ['faqs']),
  {
    id: 'vision-mission',
    name: 'Vision and mission',
    description: 'Description, mission, values and value cards with icons.',
    fields: [
      text('mission_title', 'Mission title'),
      richText('mission_text', 'Mission text'),
      text('value_title', 'Values title'),
      richText('value_text', 'Values text'),
      repeater('value_center_image_loop', 'Values', {
        fields: [icon(), text('title', 'Title'), text('text', 'Text', { multiline: true })],
      }),
    ],
  },
  {
    id: 'accreditation',
    name: 'Accreditation',
    description: 'A timeline of dates and titles, and the awards (latest first).',
    fields: [
      repeater('top_section_left_loop', 'Timeline', {
        fields: [text('date', 'Date', { help: 'As it should read, e.g. 2019 or March 2021.' }), text('title', 'Title')],
      }),
      repeater('awards_section_loop', 'Awards', {
        help: 'Add the newest last: the page lists them in reverse order.',
        fields: [text('title', 'Title'), image('image', 'Image')],
      }),
    ],
  },
  {
    id: 'employee-engagement',
    name: 'Employee engagement',
    description: 'Four images, a list of activities and a gallery slider.',
    fields: [
      ...fourImages(),
      repeater('employee_activities_section', 'Activities', { fields: [text('activities_title', 'Activity')] }),
      repeater('employee_activities_gallery_section', 'Activity photos', {
        fields: [image('activity_image', 'Photo')],
      }),
    ],
  },
  {
    id: 'image-text',
    name: 'Image and text',
    description: 'The description beside an image, optionally the other way round.',
    fields: [
      pageImage(),
      text('small_heading_text', 'Small heading', { help: 'A short line above the title.' }),
      boolean('reverse_layout', 'Image on the left'),
    ],
  },
  {
    id: 'four-images',
    name: 'Four images',
    description: 'The description with four images.',
    fields: fourImages(),
  },
  {
    id: 'about-us',
    name: 'About us',
    description: 'Three sections, each an image beside a title and text.',
    fields: [1, 2, 3].flatMap((n) => [
      image(`section_${n}_image`, `Section ${n}: image`),
      text(`section_${n}_title`, `Section ${n}: title`),
      richText(`section_${n}_content`, `Section ${n}: content`),
    ]),
  },
  {
    id: 'service',
    name: 'Service',
    description: 'A service or centre: logo, specialities, sub-sections with alternating images, closing text and an image slider.',
    fields: [
      image('service_logo', 'Logo'),
      richText('service_content', 'Introduction'),
      repeater('service_speciality_loop_section', 'Specialities', { fields: [text('title', 'Speciality')] }),
      repeater('services_sub_loop_section', 'Sub-sections', {
        fields: [text('title', 'Title'), richText('content', 'Content'), image('image', 'Image')],
      }),
      richText('page_bottom_right_content', 'Closing text'),
      repeater('service_image_section', 'Image slider', { fields: [image('service_image', 'Image')] }),
    ],
  },
  listing('leadership', 'Leadership', 'The active leaders, each linking to their profile.', ['leaders']),
  listing('media-coverage', 'Media coverage', 'Media coverage by year, with Load More.', ['media-coverage']),
  listing('events', 'Events', 'Events by year, with Load More.', ['events']),
  listing('specialities', 'Specialities', 'The specialities, with Load More.', ['specialities']),
  listing('announcements', 'Announcements', 'The announcements, newest first.', ['announcements']),
  listing('hospital-facilities', 'Hospital facilities', 'Facility cards, each opening its full description.', [
    'hospitalfacilities',
  ]),
  listing('find-a-doctor', 'Find a doctor', 'Doctor search with a department filter.', ['experts', 'expert-categories']),
  {
    id: 'specialist-doctors',
    name: 'Specialist doctors',
    description: "A grid of doctors' cards, of one department or of all.",
    listings: ['experts', 'expert-categories'],
    fields: [
      text('page_small_title', 'Small title'),
      text('page_sub_title', 'Sub title'),
      relation('department', 'Department', {
        to: 'expert-categories',
        help: 'The department whose doctors are listed; left empty, all doctors.',
      }),
    ],
  },
  {
    id: 'custom-doctors',
    name: 'Custom doctor listing',
    description: 'Doctor cards entered by hand, e.g. visiting consultants.',
    fields: [
      repeater('custom_doctor_listing_section', 'Doctors', {
        fields: [
          image('image', 'Photo'),
          text('name', 'Name'),
          text('education', 'Education'),
          text('designation', 'Designation'),
          text('departments', 'Departments', { help: 'As it should read, e.g. Cardiology, Medicine.' }),
          text('address', 'Address', { multiline: true }),
          text('email', 'Email', { format: 'email' }),
          text('phone_number', 'Phone number', { format: 'phone' }),
        ],
      }),
    ],
  },
  listing('photo-gallery', 'Photo gallery', 'Gallery photos by category, with a lightbox.', [
    'galleries',
    'gallery-categories',
  ]),
  listing('video-gallery', 'Video gallery', 'Videos with thumbnails, playing in a popup.', ['video-galleries']),
  listing('blog', 'Blog', 'Blog posts with search, month and category tabs, and the latest posts.', [
    'blogs',
    'blog-categories',
  ]),
  listing('careers', 'Careers', 'Job openings with an Apply Now link.', ['hirings']),
  {
    id: 'patient-responsibilities',
    name: 'Patient rights and responsibilities',
    description: 'The description beside an image, then optional blocks of what to expect and what not.',
    fields: [
      pageImage(),
      image('section_left_image', 'Section: image'),
      richText('section_right_content', 'Section: text', { help: 'Shown beside the section image.' }),
      richText('expected_content', 'Expected', { help: 'e.g. what patients are expected to do.' }),
      richText('unexpected_content', 'Not expected', { help: 'e.g. what patients should not do.' }),
    ],
  },
  {
    id: 'conferences-cme',
    name: 'Conferences and CME',
    description: 'A table of conferences and CMEs, the last entered shown first.',
    fields: [
      repeater('conferences_cme_section_loop', 'Conferences', {
        fields: [
          date('date_of_cme', 'Date of CME'),
          text('object_purpose', 'Object / Purpose', { multiline: true }),
          text('topic', 'Topic'),
          text('location', 'Location'),
          text('department', 'Department'),
          number('no_of_doctors', 'No. of doctors', { integer: true, min: 0 }),
          text('name_of_doctors', 'Name of doctors', { multiline: true }),
        ],
      }),
    ],
  },
  {
    id: 'cme-programs',
    name: 'CME programs',
    description: 'A table of CME programs.',
    fields: [
      repeater('cme_program_section', 'Programs', {
        fields: [
          date('date_of_program', 'Date of program'),
          text('title_subject', 'Title / Subject'),
          richText('resource_faculty_speakers', 'Resource faculty / Speakers'),
        ],
      }),
    ],
  },
  {
    id: 'admission-discharge',
    name: 'Admission and discharge process',
    description: 'The description beside an image, then the steps, image and text alternating.',
    fields: [
      pageImage(),
      repeater('admission_discharge_process_loop_section', 'Steps', {
        fields: [image('image', 'Image'), richText('content', 'Content')],
      }),
    ],
  },
  listing('camps', 'Camps', 'Camps by year, newest first.', ['camps']),
  // GIGW 3.0 asks for an HTML sitemap: every public address, grouped, from the menus and the public URL table.
  listing('html-sitemap', 'HTML sitemap', 'Every address of the website, grouped: the main menu, the pages, the departments and their doctors, and each kind of record.', [
    'pages',
    ...Object.keys(publicPages),
  ]),
  {
    id: 'empanelment',
    name: 'Empanelment',
    description: 'Cards of the insurance and government schemes the hospital is empanelled with.',
    fields: [
      repeater('empanelment_scheme_section', 'Schemes', {
        fields: [
          image('scheme_image', 'Logo'),
          text('scheme_title', 'Name'),
          text('scheme_text', 'Text', { multiline: true }),
        ],
      }),
    ],
  },
  {
    id: 'mandatory-disclosure',
    name: 'Mandatory disclosure',
    description: 'A table of disclosures, each linking to a document or a page.',
    fields: [
      repeater('details_of_information_section', 'Disclosures', {
        fields: [
          richText('details_of_information', 'Details of information'),
          file('file_upload', 'Document', { help: 'A PDF; "Read More" opens it in a new tab.' }),
          text('page_link', 'Page link', {
            format: 'link',
            help: 'Used when no document is given, e.g. /about-us.',
          }),
        ],
      }),
    ],
  },
  {
    id: 'app-booking',
    name: 'App booking',
    description: 'The description with the QR codes of the Android and iOS apps.',
    fields: [image('android_qr_image', 'Android QR code'), image('ios_qr_image', 'iOS QR code')],
  },
  {
    id: 'health-plan',
    name: 'Health plan',
    description: 'Titled text blocks, a side image, plan cards opening a popup and closing text.',
    fields: [
      richText('page_right_section', 'Text beside the image'),
      pageImage('Side image'),
      repeater('health_plan_section', 'Text blocks', {
        fields: [text('title', 'Title'), richText('content', 'Content')],
      }),
      text('health_plan_section_title', 'Plans: title'),
      repeater('health_plan_section_loop', 'Plans', {
        help: 'The card shows the first 8 words of the content; "Know More" opens all of it.',
        fields: [icon(), text('title', 'Title'), richText('content', 'Content')],
      }),
      image('page_bottom_left_image', 'Closing image'),
      richText('page_bottom_right_content', 'Closing text'),
    ],
  },
  {
    id: 'contact',
    name: 'Contact',
    description: "The hospital's address, phone, email and map from the site settings.",
    fields: [],
  },
  {
    id: 'single-image',
    name: 'Single image',
    description: 'The page banner and one image.',
    fields: [pageImage()],
  },
  {
    id: 'table',
    name: 'Table',
    description: 'Rows of label and text (e.g. affiliations), then the description.',
    fields: [
      repeater('table_section', 'Rows', {
        fields: [text('label', 'Label'), text('text', 'Text', { multiline: true })],
      }),
    ],
  },
  {
    id: 'book-appointment',
    name: 'Book an appointment',
    description: 'The appointment form beside the contact details.',
    listings: ['expert-categories'],
    fields: [formLeftContent()],
  },
  {
    id: 'feedback',
    name: 'Feedback',
    description: 'The feedback form beside the contact details.',
    fields: [formLeftContent()],
  },
  {
    id: 'get-in-touch',
    name: 'Discharge feedback (Get in touch)',
    description: 'Address, phone and email cards and the discharge feedback form.',
    fields: [formLeftContent()],
  },
  {
    id: defaultTemplateId,
    name: 'Default',
    description: 'The title banner and the description.',
    fields: [],
  },
];

const byId = new Map(pageTemplates.map((t) => [t.id, t]));

/** The template of that id, or undefined (the public site then uses the default layout). */
export const pageTemplateById = (id: string): PageTemplate | undefined => byId.get(id);

/** What the page editor shows for a template: its own fields, then the contact block's. */
export const editorFields = (template: PageTemplate): readonly Field[] => [
  ...template.fields,
  ...commonTemplateFields,
];
