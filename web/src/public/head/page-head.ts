import { lastModified } from '@hospital/content/page-dates';
import { defaultLanguage, languagePath } from '@hospital/content/i18n/languages';
import { en as englishTexts, type SiteMessages } from '@hospital/content/i18n/messages/site';
import { excerptWords, plainText } from '@hospital/content/text';
import { scheduleOf } from '@hospital/content/opd/schedule';
import { openingHoursSpecification } from '@hospital/content/opd/timings';
import { settingText, type SiteSettings } from '../data/site-settings';
import { directionsHref, openingHoursSchedule, positionOf, schemaTypeOf } from '@hospital/content/network/locations';
import { departmentsOf, type ExpertCategory, type Location, type PublicRecord } from '../routing/public-records';
import { pageUpdatedAt } from '../routing/page-updated';
import { detailKinds, locationPath, normalisePath, type Resolution } from '../routing/resolve-route';

/**
 * The page head of SPEC §9 "Page titles", built from the same route resolution as the page:
 * - a page: its seo title, else "{title} | {siteTitle}";
 * - a detail record: its seo title, else "{title} | {suffix} | {siteTitle}" with the suffixes
 *   Leadership, Blog, Event, Media Coverage, Speciality, Camp, Career;
 * - an expert category or an expert: "{title} | Experts | {siteTitle}";
 * - the not-found page: "Page not found | {siteTitle}"; loading or failed: the site title.
 * An empty site title drops its part. Description: the seo description, else an excerpt of the
 * record's text, else the footer text; image: the record's picture, else the header logo.
 */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute URL, or '' when there is no picture at all. */
  image: string;
  canonical: string;
  ogType: 'website' | 'article' | 'profile';
  keywords: string;
  siteName: string;
  jsonLd: Record<string, unknown>[];
  /** The robots meta; 'index,follow' unless the page says otherwise (search results: noindex). */
  robots?: string;
  /**
   * The page in each language it exists in (`hreflang` → absolute URL, `x-default` the default
   * language's): printed only when the page exists in more than one.
   */
  alternates?: { hreflang: string; href: string }[];
}

const joinTitle = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' | ');

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A meta description: whole words, at most about 160 characters. */
export function metaDescription(value: string): string {
  const plain = plainText(value);
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}...`;
}

const absolute = (origin: string, path: string): string => {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
};

const imageOf = (record: PublicRecord): string => text(record.imageUrl) || text(record.mediaimageUrl) || text(record.image);

const socialFields = ['facebook_link', 'twitter_link', 'instagram_link', 'linkedin_link', 'youtube_link'] as const;

/** The Hospital every page declares (schema.org). */
export function hospitalJsonLd(settings: SiteSettings | null, origin: string): Record<string, unknown> {
  const logo = settingText(settings, 'header_logo');
  const sameAs = socialFields.map((f) => settingText(settings, f)).filter((url) => /^https?:\/\//i.test(url));
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    '@id': `${origin}/#hospital`,
    name: settingText(settings, 'siteTitle'),
    url: `${origin}/`,
    logo: logo ? absolute(origin, logo) : undefined,
    image: logo ? absolute(origin, logo) : undefined,
    telephone: settingText(settings, 'site_phone_no_1') || undefined,
    // The emergency line, from the site settings as the header shows it (issue 30).
    contactPoint: settingText(settings, 'emergency_phone')
      ? [{ '@type': 'ContactPoint', telephone: settingText(settings, 'emergency_phone'), contactType: 'emergency' }]
      : undefined,
    email: settingText(settings, 'site_mail_id') || undefined,
    address: settingText(settings, 'site_address') || undefined,
    hasMap: /^https?:\/\//i.test(settingText(settings, 'google_map_url')) ? settingText(settings, 'google_map_url') : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

/** Drops empty values so the JSON-LD holds only what the hospital filled in. */
function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

export interface HeadInput {
  resolution: Resolution;
  settings: SiteSettings | null;
  origin: string;
  pathname: string;
  categories?: readonly ExpertCategory[];
  /** A preview of a draft (`?preview=`): never indexed. */
  preview?: boolean;
  /** The page's language; `pathname` is its path without the language's prefix. Default: the default language. */
  language?: string;
  /**
   * The languages the page exists in (the default language's always; another's when its record is
   * translated, `_translated`), default first; the page's canonical address is the default
   * language's when the page's own language is not among them (it shows the default language's text).
   */
  languages?: readonly string[];
  /** The page's language's titles of the pages without a record (English's unless told). */
  texts?: Pick<SiteMessages, 'pageNotFound' | 'search' | 'manageAppointment' | 'locations' | TitlePart>;
}

export function buildHead(input: HeadInput): HeadData {
  const head = withDateModified(pageHead(input), pageUpdatedAt(input.resolution));
  return input.preview ? { ...head, robots: 'noindex,nofollow' } : head;
}

/**
 * The page as a schema.org WebPage with its `dateModified`: the moment its "Last updated" shows
 * and the sitemap's `lastmod` gives (GIGW 3.0).
 */
function withDateModified(head: HeadData, modified: string | undefined): HeadData {
  if (!modified) return head;
  const page = compact({ '@context': 'https://schema.org', '@type': 'WebPage', url: head.canonical, name: head.title || undefined, dateModified: modified });
  return { ...head, jsonLd: [...head.jsonLd, page] };
}

/** The absolute address of a page's path (without prefix) in a language. */
const pageUrl = (origin: string, path: string, language: string) => `${origin}${languagePath(path, language)}`;

/** The message of each record page's title part, in the page's language (English: SPEC §9's suffixes). */
type TitlePart =
  | 'titlePartLeadership'
  | 'titlePartBlog'
  | 'titlePartEvent'
  | 'titlePartMediaCoverage'
  | 'titlePartSpeciality'
  | 'titlePartCamp'
  | 'titlePartCareer'
  | 'titlePartExperts'
  | 'titlePartLocations';
const detailTitlePart: Record<keyof typeof detailKinds, TitlePart> = {
  leader: 'titlePartLeadership',
  blog: 'titlePartBlog',
  event: 'titlePartEvent',
  mediaCoverage: 'titlePartMediaCoverage',
  speciality: 'titlePartSpeciality',
  camp: 'titlePartCamp',
  career: 'titlePartCareer',
};

function pageHead({ resolution, settings, origin, pathname, language = defaultLanguage, languages = [defaultLanguage], texts = englishTexts }: HeadInput): HeadData {
  const siteTitle = settingText(settings, 'siteTitle');
  const path = normalisePath(pathname);
  const exists = languages.includes(language);
  const url = pageUrl(origin, path, exists ? language : defaultLanguage);
  const alternates =
    exists && languages.length > 1
      ? [...languages.map((l) => ({ hreflang: l, href: pageUrl(origin, path, l) })), { hreflang: 'x-default', href: pageUrl(origin, path, defaultLanguage) }]
      : undefined;
  const hospital = hospitalJsonLd(settings, origin);
  const worksFor = { '@id': hospital['@id'] };
  const base: HeadData = {
    title: siteTitle,
    description: metaDescription(settingText(settings, 'footerText')),
    image: absolute(origin, settingText(settings, 'header_logo')),
    canonical: url,
    ogType: 'website',
    keywords: '',
    siteName: siteTitle,
    jsonLd: [hospital],
    ...(alternates ? { alternates } : {}),
  };

  const fromRecord = (record: PublicRecord, title: string): HeadData => {
    const seoDescription = text(record.seo?.description);
    const ownText = excerptWords(text(record.description), 40);
    return {
      ...base,
      title: text(record.seo?.title) || title,
      description: metaDescription(seoDescription || ownText) || base.description,
      image: imageOf(record) ? absolute(origin, imageOf(record)) : base.image,
      keywords: text(record.seo?.keyword),
    };
  };

  switch (resolution.state) {
    case 'loading':
    case 'error':
      return base;
    case 'not-found':
      return { ...base, title: joinTitle(texts.pageNotFound, siteTitle) };
    case 'search':
      return { ...base, title: joinTitle(texts.search, siteTitle), robots: 'noindex,follow' };
    case 'manage-appointment':
      // One patient's appointment, opened by its token: never indexed, its links never followed.
      return { ...base, title: joinTitle(texts.manageAppointment, siteTitle), robots: 'noindex,nofollow' };
    case 'page': {
      const { page } = resolution;
      const head = fromRecord({ ...page, slug: page.pageRoute } as PublicRecord, joinTitle(page.title, siteTitle));
      return { ...head, image: base.image };
    }
    case 'detail': {
      const { record, detail } = resolution;
      const head = fromRecord(record, joinTitle(record.title, texts[detailTitlePart[detail]], siteTitle));
      const ld = detailJsonLd(detail, record, head, url, worksFor, settings);
      return { ...head, ogType: detail === 'blog' || detail === 'mediaCoverage' ? 'article' : 'website', jsonLd: ld ? [hospital, ld] : [hospital] };
    }
    case 'expert-category': {
      const { category, experts } = resolution;
      const head = fromRecord(category, joinTitle(category.title, texts.titlePartExperts, siteTitle));
      const specialty = compact({
        '@context': 'https://schema.org',
        '@type': 'MedicalSpecialty',
        name: category.title,
        description: head.description || undefined,
        url,
      });
      const list = compact({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `${category.title}: doctors`,
        itemListElement: experts.map((e, i) => ({ '@type': 'ListItem', position: i + 1, name: e.title, url: `${url}/${e.slug}` })),
      });
      return { ...head, jsonLd: [hospital, specialty, list] };
    }
    case 'expert': {
      const { expert, category } = resolution;
      const head = fromRecord(expert, joinTitle(expert.title, texts.titlePartExperts, siteTitle));
      const departments = departmentsOf(expert, [category]).map((d) => d.title);
      // The hours the page shows, from the same OPD schedule (issue 33).
      const schedule = scheduleOf(expert as Record<string, unknown>);
      const physician = compact({
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: expert.title,
        url,
        image: imageOf(expert) ? absolute(origin, imageOf(expert)) : undefined,
        description: head.description || undefined,
        medicalSpecialty: departments.length ? departments : [category.title],
        jobTitle: text(expert.designation) || undefined,
        hasCredential: text(expert.education) || undefined,
        worksFor,
        openingHoursSpecification: schedule ? openingHoursSpecification(schedule) : undefined,
      });
      return { ...head, ogType: 'profile', jsonLd: [hospital, physician] };
    }
    case 'location': {
      const { location } = resolution;
      const head = fromRecord(location, joinTitle(location.title, texts.titlePartLocations, siteTitle));
      const place = locationJsonLd(location, url, origin);
      return { ...head, jsonLd: [networkJsonLd(hospital, origin, [{ '@id': place['@id'] }]), place] };
    }
    case 'locations': {
      const head = { ...base, title: joinTitle(texts.locations, siteTitle) };
      const places = resolution.locations.map((l) => compact({ '@type': schemaTypeOf(l.location_kind), '@id': `${pageUrl(origin, locationPath(l.slug), defaultLanguage)}#location`, name: l.title, url: pageUrl(origin, locationPath(l.slug), defaultLanguage) }));
      return { ...head, jsonLd: [networkJsonLd(hospital, origin, places)] };
    }
  }
}

/**
 * The hospital network as schema.org sees it (issue 48): the organisation every location belongs
 * to, a `MedicalOrganization` with the site's name, logo and contacts, its locations as
 * `subOrganization`.
 */
function networkJsonLd(hospital: Record<string, unknown>, origin: string, locations: Record<string, unknown>[]): Record<string, unknown> {
  return { ...hospital, '@type': 'MedicalOrganization', '@id': `${origin}/#organization`, subOrganization: locations };
}

/** One location: a `Hospital`, `MedicalClinic` or `DiagnosticLab` with its address, position, hours and phones. */
function locationJsonLd(location: Location, url: string, origin: string): Record<string, unknown> {
  const at = positionOf(location);
  const hours = openingHoursSchedule(location);
  const phones = (location.phones ?? []).filter((p) => p.trim());
  return compact({
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(location.location_kind),
    '@id': `${pageUrl(origin, locationPath(location.slug), defaultLanguage)}#location`,
    name: location.title,
    url,
    image: imageOf(location) ? absolute(origin, imageOf(location)) : undefined,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: text(location.address) || undefined,
      addressLocality: text(location.city) || undefined,
      postalCode: text(location.pin_code) || undefined,
      addressCountry: 'IN',
    }),
    geo: at ? { '@type': 'GeoCoordinates', latitude: at.lat, longitude: at.lng } : undefined,
    hasMap: directionsHref(location),
    telephone: phones[0] ?? (text(location.emergency_phone) || undefined),
    contactPoint: text(location.emergency_phone) ? [{ '@type': 'ContactPoint', telephone: text(location.emergency_phone), contactType: 'emergency' }] : undefined,
    openingHoursSpecification: hours ? openingHoursSpecification(hours) : undefined,
    amenityFeature: (location.facilities ?? []).length ? (location.facilities ?? []).map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) : undefined,
    parentOrganization: { '@id': `${origin}/#organization` },
  });
}

function detailJsonLd(
  detail: keyof typeof detailKinds,
  record: PublicRecord,
  head: HeadData,
  url: string,
  worksFor: Record<string, unknown>,
  settings: SiteSettings | null,
): Record<string, unknown> | null {
  const common = { '@context': 'https://schema.org', url, image: head.image || undefined, description: head.description || undefined };
  const place = compact({ '@type': 'Place', name: settingText(settings, 'siteTitle'), address: settingText(settings, 'site_address') || undefined });
  switch (detail) {
    case 'speciality':
      return compact({ ...common, '@type': 'MedicalSpecialty', name: record.title });
    case 'event':
    case 'camp':
      return compact({
        ...common,
        '@type': 'Event',
        name: record.title,
        startDate: text(detail === 'event' ? record.start_date : record.campsdate) || undefined,
        location: place,
        organizer: worksFor,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      });
    case 'blog':
      return compact({
        ...common,
        '@type': 'BlogPosting',
        headline: record.title,
        datePublished: text(record.date) || text(record.createdAt) || undefined,
        dateModified: lastModified(record),
        author: worksFor,
        publisher: worksFor,
        mainEntityOfPage: url,
      });
    case 'mediaCoverage':
      return compact({ ...common, '@type': 'NewsArticle', headline: record.title, datePublished: text(record.coveragedate) || undefined, about: worksFor });
    case 'career':
      return compact({
        ...common,
        '@type': 'JobPosting',
        title: record.title,
        description: text(record.description) || record.title,
        datePosted: text(record.date) || text(record.createdAt) || undefined,
        hiringOrganization: compact({ '@type': 'Organization', name: settingText(settings, 'siteTitle'), sameAs: `${new URL(url).origin}/` }),
        jobLocation: compact({ '@type': 'Place', address: settingText(settings, 'site_address') || undefined }),
        educationRequirements: text(record.educationalQualification) || undefined,
        experienceRequirements: text(record.experience) || undefined,
        occupationalCategory: text(record.subGroup) || undefined,
      });
    case 'leader':
      return compact({ ...common, '@type': 'Person', name: record.title, jobTitle: text(record.designation) || undefined, worksFor });
  }
}

/** One element of the head, as data: the server prints it, the browser creates it. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** JSON inside a script element: `<` escaped so no content can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Whether an address is a preview of a draft (`?preview={token}`, or the studio's own `?studio-preview={type}/{id}`). */
export const isPreviewSearch = (search: string): boolean => /[?&](?:studio-)?preview=/.test(search);

export function headTags(head: HeadData): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag[] => (content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : []);
  return [
    ...meta('name', 'description', head.description),
    ...meta('name', 'keywords', head.keywords),
    ...meta('name', 'robots', head.robots ?? 'index,follow'),
    ...meta('name', 'category', 'Healthcare'),
    { tag: 'link', attrs: { rel: 'canonical', href: head.canonical } },
    ...(head.alternates ?? []).map((a): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.hreflang, href: a.href } })),
    ...meta('property', 'og:type', head.ogType),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.canonical),
    ...meta('property', 'og:image', head.image),
    ...meta('property', 'og:site_name', head.siteName),
    ...meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((ld): HeadTag => ({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(ld) })),
  ];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The head as HTML for the server's page; every value escaped. Marked so the browser can replace it. */
export function headHtml(head: HeadData): string {
  const tags = headTags(head).map((t) => {
    const attrs = Object.entries({ ...t.attrs, 'data-head': '' })
      .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
      .join('');
    return t.tag === 'script' ? `<script${attrs}>${t.text ?? ''}</script>` : `<${t.tag}${attrs}>`;
  });
  return [`<title>${escapeHtml(head.title || 'Hospital')}</title>`, ...tags].join('\n    ');
}
