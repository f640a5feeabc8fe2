import { siteSettings } from '@hospital/content/types/site-settings/index';

/** The site settings form in sections, by field name; every declared field is in one of them. */
export const settingsGroups: readonly { title: string; help?: string; fields: readonly string[] }[] = [
  { title: 'Identity', fields: ['siteTitle', 'header_logo', 'footer_logo', 'footerText'] },
  { title: 'Contact', fields: ['site_mail_id', 'site_phone_no_1', 'site_address', 'google_map_url', 'google_map_iframe'] },
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
    fields: ['consent_notice', 'privacy_policy_link', 'consent_checkbox'],
  },
  {
    title: 'Appointments',
    help: "How patients book: the page doctors' Book an appointment links lead to, and the hours requests must fall within.",
    fields: ['booking_page_link', 'outpatient_hours'],
  },
  {
    title: 'Requests desk',
    help: 'Who hears of new form entries, and the time zone of their dates. More in Form entries → Desk settings.',
    fields: ['notification_emails', 'time_zone'],
  },
];

/** Declared fields no group shows (none, unless the declaration grows): shown under "Other". */
export const ungroupedFields = (): string[] => {
  const grouped = new Set(settingsGroups.flatMap((g) => g.fields));
  return siteSettings.fields.map((f) => f.name).filter((name) => !grouped.has(name));
};
