import { defineContentType } from '../../content-type';
import { outpatientHoursPattern } from '../../forms/appointment-time';
import { date, repeater, select, text, type TextField } from '../../fields';
import { defaultConsentNotice, defaultPhoneCountry, defaultPrivacyPolicyLink, defaultTimeZone } from '../../forms/desk-declarations';
import { defaultEmergencyLabel } from '../../emergency';
import { picture } from '../common-fields';
import { languageCodePattern } from '../../i18n/languages';

const socialLink = (name: string, label: string): TextField =>
  text(name, label, { format: 'url', help: 'The full address of the page; its icon shows only when set.' });

/** Optional wording of the footer contact form; left empty, the site's defaults are used. */
const formText = (name: string, label: string, fallback: string, multiline = false): TextField =>
  text(name, label, { ...(multiline ? { multiline: true } : {}), help: `Left empty: "${fallback}".`, translatable: true });

export const siteSettings = defineContentType({
  key: 'site-settings',
  adminPath: 'site-settings',
  label: { singular: 'Site settings', plural: 'Site settings' },
  section: 'Site',
  icon: 'Settings',
  kind: 'singleton',
  fields: [
    text('siteTitle', 'Site title', {
      required: true,
      translatable: true,
      help: "The hospital's name: the default page title and the copyright line.",
    }),
    text('languages', 'Languages', {
      many: true,
      maxLength: 3,
      pattern: { regex: languageCodePattern, message: 'Write each language as its code in lower case, e.g. hi for Hindi, mr for Marathi.' },
      help: 'The languages the website is published in besides English, by code (hi for Hindi, mr for Marathi): press Enter after each. English is always the first, at today\'s addresses; each other language is under its code (/hi/…), and a page not yet translated shows English.',
    }),
    picture('header_logo', 'Header logo', { help: 'Also the default image when a page is shared.' }),
    picture('footer_logo', 'Footer logo'),
    text('footerText', 'Footer text', {
      multiline: true,
      translatable: true,
      help: 'A few lines about the hospital; also the default page description for search engines.',
    }),
    text('site_mail_id', 'Email', { format: 'email' }),
    text('site_phone_no_1', 'Phone', { format: 'phone', help: 'Shown in the header and used for "Call Us".' }),
    text('emergency_phone', 'Emergency number', {
      format: 'phone',
      help: 'The 24-hour emergency line: a tap-to-call link at the top of every page, apart from the general line, and in the search engines\' data.',
    }),
    text('emergency_label', 'Emergency number: label', {
      maxLength: 24,
      translatable: true,
      help: `The word or two before the emergency number in the header, e.g. "Emergency 24×7". Left empty: "${defaultEmergencyLabel}".`,
    }),
    text('site_address', 'Address', { multiline: true, translatable: true }),
    text('google_map_url', 'Google Maps link', {
      format: 'url',
      help: 'Where the address links to, e.g. https://maps.app.goo.gl/…',
    }),
    text('google_map_iframe', 'Embedded map', {
      multiline: true,
      help: 'The embed URL of the map, or the whole iframe code copied from Google Maps ("Share" → "Embed a map").',
    }),
    socialLink('facebook_link', 'Facebook'),
    socialLink('twitter_link', 'X (Twitter)'),
    socialLink('instagram_link', 'Instagram'),
    socialLink('linkedin_link', 'LinkedIn'),
    socialLink('youtube_link', 'YouTube'),
    text('headerbtnLink', 'Contact Us button link', {
      format: 'link',
      help: 'Where the header button leads, e.g. /contact-us; the button shows only when set.',
    }),
    formText('nameplaceholder', 'Form: name placeholder', 'Your Name'),
    formText('phoneplaceholder', 'Form: phone placeholder', 'Your Phone Number'),
    formText('emailplaceholder', 'Form: email placeholder', 'Your Email'),
    formText('subjectplaceholder', 'Form: subject placeholder', 'Subject'),
    formText('messageplaceholder', 'Form: message placeholder', 'Your Message'),
    formText('submitbuttontext', 'Form: button text', 'Submit'),
    formText('footerformsubtitle', 'Contact block: subtitle', 'Contact Us'),
    formText('footerformtitle', 'Contact block: title', 'Get in Touch'),
    formText(
      'footerformdescription',
      'Contact block: description',
      'We would love to hear from you. Please fill out the form below.',
      true,
    ),
    text('booking_page_link', 'Appointments: booking page', {
      format: 'link',
      help: "The page with the appointment form, e.g. /book-an-appointment. Each doctor's page and card links to it with the department and doctor chosen; left empty, they show no booking link.",
    }),
    text('outpatient_hours', 'Appointments: outpatient hours', {
      pattern: { regex: outpatientHoursPattern, message: 'Write the hours as 09:00-17:00 (24-hour clock).' },
      help: 'Appointment requests must fall within them, e.g. 09:00-17:00. Left empty: any time, as long as it is not in the past.',
    }),
    repeater('holidays', "Hospital's holidays", {
      help: 'Days the outpatient clinics are closed: patients are offered no appointment slots on them.',
      fields: [date('date', 'Date', { required: true }), text('name', 'Holiday', { maxLength: 80, translatable: true, help: 'e.g. Republic Day.' })],
    }),
    text('time_zone', "Hospital's time zone", {
      pattern: { regex: /^[A-Za-z]+(\/[A-Za-z0-9_+-]+)*$/, message: 'Use a time zone name such as Asia/Kolkata.' },
      help: `Dates of form entries, exports and the daily jobs follow it. Left empty: ${defaultTimeZone}.`,
    }),
    text('notification_emails', 'Requests desk: notification e-mails', {
      multiline: true,
      pattern: {
        regex: /^\s*[^\s,;@]+@[^\s,;@]+(\s*[,;]\s*[^\s,;@]+@[^\s,;@]+)*\s*[,;]?\s*$/,
        message: 'Enter e-mail addresses separated by commas.',
      },
      help: 'Who hears of every new form entry, separated by commas. Never shown on the website.',
    }),
    text('consent_notice', 'Forms: consent notice', {
      multiline: true,
      maxLength: 1000,
      translatable: true,
      help: `Shown under every public form with a link to the privacy policy. Left empty: "${defaultConsentNotice}"`,
    }),
    text('privacy_policy_link', 'Forms: privacy policy page', {
      format: 'link',
      help: `The page the consent notice links to. Left empty: ${defaultPrivacyPolicyLink}.`,
    }),
    select('consent_checkbox', 'Forms: consent checkbox', {
      options: [
        { value: 'off', label: 'No checkbox: the notice alone' },
        { value: 'required', label: 'A required checkbox under the notice' },
      ],
      help: 'With the checkbox, a form is sent only once the visitor ticks it. Left empty: no checkbox.',
    }),
    text('phone_country', "Forms: phone numbers' country", {
      pattern: { regex: /^\s*[A-Za-z]{2}\s*$/, message: 'Use the two-letter country code, e.g. IN for India.' },
      help: `Phone numbers on the forms are read as this country's (a 10-digit mobile, a landline with its STD code), or as international with +; they are stored as +91…. Left empty: ${defaultPhoneCountry} (India).`,
    }),
    select('check_external_links', 'Link report: check links to other websites', {
      options: [
        { value: 'off', label: 'No: only links within this website' },
        { value: 'on', label: 'Yes: also ask other websites whether their pages answer' },
      ],
      help: 'The link check then asks each linked website once (a few at a time, with a time-out). Left empty: no.',
    }),
    select('every_change_reviewed', 'Every change is reviewed', {
      options: [
        { value: 'off', label: 'No: editors publish their own changes' },
        { value: 'on', label: 'Yes: editors submit for review, and another person publishes' },
      ],
      help: 'On, an editor cannot publish their own change: they submit it for review, and a reviewer, administrator or another editor publishes it. Left empty: no.',
    }),
  ],
  // The settings screen's sections.
  formGroups: [
    { title: 'Identity', fields: ['siteTitle', 'header_logo', 'footer_logo', 'footerText'] },
    { title: 'Languages', fields: ['languages'] },
    { title: 'Contact', fields: ['site_mail_id', 'site_phone_no_1', 'emergency_phone', 'emergency_label', 'site_address', 'google_map_url', 'google_map_iframe'] },
    {
      title: 'Social links',
      help: 'Each icon shows in the header and footer only when its link is set.',
      fields: ['facebook_link', 'twitter_link', 'instagram_link', 'linkedin_link', 'youtube_link'],
    },
    { title: 'Header button', fields: ['headerbtnLink'] },
    {
      title: 'Form texts',
      help: 'The wording of the contact form at the foot of the pages. Left empty, the usual texts are used.',
      fields: [
        'footerformsubtitle',
        'footerformtitle',
        'footerformdescription',
        'nameplaceholder',
        'phoneplaceholder',
        'emailplaceholder',
        'subjectplaceholder',
        'messageplaceholder',
        'submitbuttontext',
      ],
    },
    {
      title: 'Consent and privacy',
      help: 'Every public form shows the consent notice (DPDP Act 2023); each entry keeps the version its sender saw.',
      fields: ['consent_notice', 'privacy_policy_link', 'consent_checkbox', 'phone_country'],
    },
    {
      title: 'Appointments',
      help: "How patients book: the page doctors' Book an appointment links lead to, and the hours requests must fall within.",
      fields: ['booking_page_link', 'outpatient_hours', 'holidays'],
    },
    {
      title: 'Requests desk',
      help: 'Who hears of new form entries, and the time zone of their dates. More in Form entries → Desk settings.',
      fields: ['notification_emails', 'time_zone'],
    },
    { title: 'Link report', fields: ['check_external_links'] },
    { title: 'Review', fields: ['every_change_reviewed'] },
  ],
  titleField: 'siteTitle',
  listColumns: ['siteTitle', 'updatedAt'],
  searchFields: ['siteTitle'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
});
