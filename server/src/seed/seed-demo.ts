import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentType } from '@hospital/content/content-type';
import { formByKey } from '@hospital/content/forms/index';
import type { MenuLocation } from '@hospital/content/types/menus/index';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import { slugify } from '@hospital/content/slug';
import type { TemplateDataEntry } from '@hospital/content/templates/template-data';
import type { Config } from '../config/config';
import { createRecord } from '../content/content-operations';
import { syncTemplates } from '../content/sync-templates';
import { contentTableName, type Db } from '../db/database';
import { submitForm } from '../forms/form-operations';
import { saveUpload, storedNamePattern, uploadsDir } from '../media/media-operations';
import { saveMenu } from '../menus/menu-operations';
import { recordCreated } from '../publishing/publishing-operations';
import { clearSearchIndex } from '../search/search-index';
import { saveSynonyms } from '../search/search-synonyms';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { createdDaysAgo, datesInYear, daysBefore, isoDate } from './dates';
import { blogCategories, blogs } from './data/blogs';
import { departments } from './data/departments';
import { demoHolidays, expertProfile, experts, opdScheduleOf } from './data/experts';
import { faqs } from './data/faqs';
import {
  hindiBanners,
  hindiBlogCategories,
  hindiBlogs,
  hindiDepartments,
  hindiExperts,
  hindiFacilities,
  hindiFaqs,
  hindiHolidayNames,
  hindiLeaders,
  hindiMenus,
  hindiPages,
  hindiSiteSettings,
  hindiSpecialities,
} from './data/hindi/index';
import { formEntries } from './data/form-entries';
import { bookDemoAppointments } from '../appointments/demo-bookings';
import { leaders } from './data/leaders';
import { banners, galleryCategories, videos } from './data/media-library';
import { footerMenu, headerMenu, quickLinks, type MenuItemSeed } from './data/menus';
import { announcements, camps, events, mediaCoverage, type DatedSeed } from './data/news';
import { pageSeeds, type SeedRow, type SeedValue } from './data/pages';
import { facilities, hirings, specialities } from './data/services';
import { hospital } from './data/hospital';
import { demoLocations, hindiLocations, openingHoursOf, type LocationKey } from './data/locations';
import { demoSynonyms } from './data/search-synonyms';
import { logoSpecs, siteSettings } from './data/site';
import { motifAlt, renderImage, topicScene, type ImageSpec } from './images';
import { inHindi, menuItemKey, translatedTemplateData } from './translations';

/**
 * The demo hospital: fills an empty database with a complete, believable website through the
 * same operations the studio uses (validation, slugs, sanitising, the media pipeline).
 */

export interface SeedOptions {
  /** The moment dates are counted from; now unless a test fixes it. */
  now?: Date;
  /**
   * Every picture a small plain square instead of a drawing: for measurements that never look
   * at pictures (the search's judged queries), drawing them is most of a seed's time.
   */
  plainPictures?: boolean;
}

export interface SeedResult {
  /** False when the database already had content and nothing was written. */
  seeded: boolean;
  /** Wall-clock seconds the seed took. */
  seconds: number;
  /** Of which drawing and storing the pictures. */
  imagesSeconds?: number;
  /**
   * Processor time of the whole process (all threads) during the seed: what it costs on an idle
   * machine, whatever else shares the processor.
   */
  cpuSeconds?: number;
  /** Records written per content type, plus `media`, `menus` and `form-entries`. */
  counts: Record<string, number>;
}

const typeOf = (key: string): ContentType => {
  const type = contentTypeByKey(key);
  if (!type) throw new Error(`The content type ${key} is not declared.`);
  return type;
};

/** Collection tables whose rows count as content (the template definitions are written at start-up). */
const contentCollections = contentTypes.filter((t) => t.kind === 'collection' && t.key !== 'templates');

/** True when any content record, media item, menu or site settings exist. */
export async function hasContent(db: Db): Promise<boolean> {
  for (const type of contentCollections) {
    const row = await db.kysely.selectFrom(contentTableName(type.key)).select('id').limit(1).executeTakeFirst();
    if (row) return true;
  }
  const media = await db.kysely.selectFrom('media').select('id').limit(1).executeTakeFirst();
  const menu = await db.kysely.selectFrom('menus').select('location').limit(1).executeTakeFirst();
  const settings = await db.kysely.selectFrom('settings').select('key').limit(1).executeTakeFirst();
  return Boolean(media ?? menu ?? settings);
}

/**
 * Removes all content, media (records and files), menus, settings and form entries; keeps the
 * administrators and their sessions. The start of `seed --reset`.
 */
export async function clearContent(db: Db, config: Config): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('content_relations').execute();
    await clearSearchIndex(trx);
    for (const type of contentTypes.filter((t) => t.kind === 'collection')) {
      await trx.deleteFrom(contentTableName(type.key)).execute();
    }
    await trx.deleteFrom('menus').execute();
    await trx.deleteFrom('settings').execute();
    await trx.deleteFrom('form_entries').execute();
    await trx.deleteFrom('appointment_bookings').execute();
    await trx.deleteFrom('appointment_blocks').execute();
    await trx.deleteFrom('media').execute();
    // The workflow's records of that content go with it, so the new content's history starts afresh.
    for (const table of ['content_state', 'content_revisions', 'preview_links', 'review_submissions'] as const) await trx.deleteFrom(table).execute();
  });
  // Every media record is gone, so every stored file (originals and variants) is an orphan.
  const dir = uploadsDir(config);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => storedNamePattern.test(name)).map((name) => fs.rm(path.join(dir, name), { force: true })));
}

/** Uploads each picture once, however many records use it; a few at a time to use both cores. */
class MediaLibrary {
  private readonly urls = new Map<string, Promise<string>>();
  count = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly plain = false,
  ) {}

  url(spec: ImageSpec): Promise<string> {
    let url = this.urls.get(spec.key);
    if (!url) {
      url = this.upload(spec);
      this.urls.set(spec.key, url);
    }
    return url;
  }

  async prefetch(specs: readonly ImageSpec[], concurrency = 3): Promise<void> {
    const queue = [...new Map(specs.map((s) => [s.key, s])).values()];
    const worker = async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) await this.url(spec);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  private async upload(spec: ImageSpec): Promise<string> {
    const { data, originalName } = this.plain ? { data: await plainSquare(), originalName: `${spec.key}.png` } : await renderImage(spec);
    const record = await saveUpload(this.db, this.config, { data, originalName, title: spec.title, alt: spec.alt });
    this.count += 1;
    return record.url;
  }
}

let plainSquarePng: Promise<Buffer> | undefined;
const plainSquare = (): Promise<Buffer> => (plainSquarePng ??= sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 200, b: 200 } } }).png().toBuffer());

const portraitOf = (name: string, index: number): ImageSpec => ({
  key: `portrait-${slugify(name)}`,
  kind: 'portrait',
  name,
  palette: index,
  alt: `Portrait of ${name}`,
  title: name,
});

const paragraphs = (texts: readonly string[]): string => texts.map((t) => `<p>${t}</p>`).join('');

const isImageSpec = (value: SeedValue): value is ImageSpec => typeof value === 'object' && 'kind' in value;

/**
 * Seeds the demo hospital when the database has no content; does nothing otherwise, so it is
 * safe to run on every start.
 */
export async function seedDemo(db: Db, config: Config, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const now = options.now ?? new Date();
  await syncTemplates(db, (id) => recordCreated(db, 'templates', id, { now }));
  if (await hasContent(db)) return { seeded: false, seconds: (performance.now() - started) / 1000, counts: {} };

  const media = new MediaLibrary(db, config, options.plainPictures);
  const counts: Record<string, number> = {};
  const create = async (key: string, input: Record<string, unknown>, createdAt?: string) => {
    const record = await createRecord(db, typeOf(key), input, createdAt ? { createdAt } : {});
    // The seed's version is the record's first revision: History starts there and can restore it.
    await recordCreated(db, key, record._id, { now });
    counts[key] = (counts[key] ?? 0) + 1;
    return record;
  };
  /** Lists sorted newest first by createdAt show the first of our list first. */
  const listOrder = (index: number) => createdDaysAgo(now, 30 + index * 0.5);
  /** A dated record is created on its date (never in the future). */
  const createdOn = (date: string) => {
    const at = new Date(`${date}T09:00:00.000Z`);
    return (at > now ? now : at).toISOString();
  };
  const optional = async (spec: ImageSpec | false) => (spec ? media.url(spec) : '');

  // Pictures first, a few at a time: it is most of the work.
  const pages = pageSeeds(now);
  const pageImages = pages.flatMap((page) =>
    Object.values(page.fields).flatMap((value) =>
      Array.isArray(value)
        ? (value as readonly SeedRow[]).flatMap((row) => Object.values(row).filter(isImageSpec))
        : isImageSpec(value as SeedValue)
          ? [value as ImageSpec]
          : [],
    ),
  );
  const datedScene = (item: DatedSeed, variant: number) => (item.image ? topicScene(item.image, variant) : false);
  const campSpecs = camps.map((c, i) => datedScene(c, i));
  const eventSpecs = events.map((e, i) => datedScene(e, i + 1));
  const coverageSpecs = mediaCoverage.map((m) => datedScene(m, 0));
  const blogSpecs = blogs.map((b, i) => (b.image ? topicScene(b.image, i) : false));
  const expertSpecs = experts.map((e, i) => (e.withPhoto ? portraitOf(e.title, i) : false));
  const leaderSpecs = leaders.map((l, i) => (l.withPhoto ? portraitOf(l.title, i + 3) : false));
  const departmentSpecs = departments.map((d, i) => (d.withImage ? topicScene(d.motif, i) : false));
  const specialitySpecs = specialities.map((s, i) => (s.withImage ? topicScene(s.motif, i + 1) : false));
  const facilitySpecs = facilities.map((f, i) => (f.withImage ? topicScene(f.motif, i) : false));
  const gallerySpecs = galleryCategories.map((category, c) =>
    category.photos.map((photo, i) => topicScene(photo.motif, c + i)),
  );
  const bannerSpecs = banners.map(
    (b, i): ImageSpec => ({
      key: `banner-${i + 1}`,
      kind: 'scene',
      motif: b.motif,
      companion: b.companion,
      palette: i + 1,
      width: 1600,
      height: 700,
      align: 'right',
      alt: `${b.top_title}: ${motifAlt[b.motif]}`,
      title: b.title,
    }),
  );
  const videoSpecs = videos.map((v, i) => topicScene(v.thumbnail, i));
  const notFalse = <T,>(specs: readonly (T | false)[]): T[] => specs.filter((s): s is T => s !== false);
  await media.prefetch([
    logoSpecs.header,
    logoSpecs.footer,
    ...bannerSpecs,
    ...pageImages,
    ...notFalse([
      ...expertSpecs,
      ...leaderSpecs,
      ...departmentSpecs,
      ...specialitySpecs,
      ...facilitySpecs,
      ...campSpecs,
      ...eventSpecs,
      ...coverageSpecs,
      ...blogSpecs,
      ...videoSpecs,
    ]),
    ...gallerySpecs.flat(),
  ]);

  const imagesSeconds = (performance.now() - started) / 1000;

  // Site settings and the people.
  const holidays = demoHolidays(now);
  await saveSiteSettings(db, {
    ...siteSettings,
    holidays,
    header_logo: await media.url(logoSpecs.header),
    footer_logo: await media.url(logoSpecs.footer),
    ...inHindi({ ...hindiSiteSettings, holidays: holidays.map((h) => ({ name: hindiHolidayNames[h.name] ?? '' })) }),
  });
  await recordCreated(db, 'site-settings', 'site-settings', { now });
  counts['site-settings'] = 1;

  const departmentIds = new Map<string, string>();
  for (const [i, d] of departments.entries()) {
    const record = await create(
      'expert-categories',
      {
        title: d.title,
        slug: d.slug,
        description: d.description,
        imageUrl: await optional(departmentSpecs[i] ?? false),
        seo: { title: `${d.title} | ${siteSettings.siteTitle}`, description: '', keyword: d.title.toLowerCase() },
        ...inHindi(hindiDepartments[d.slug]),
      },
      listOrder(i),
    );
    departmentIds.set(d.slug, record._id);
  }
  const departmentTitle = new Map(departments.map((d) => [d.slug, d.title]));
  const departmentId = (slug: string): string => {
    const id = departmentIds.get(slug);
    if (!id) throw new Error(`The seed names an unknown department: ${slug}`);
    return id;
  };

  // The network's locations (issue 48): the main hospital first, its departments all of them.
  const locationIds = new Map<LocationKey, string>();
  for (const [i, l] of demoLocations.entries()) {
    const record = await create(
      'locations',
      {
        title: l.title,
        slug: l.slug,
        location_kind: l.kind,
        is_main: l.key === 'main',
        city: hospital.city,
        area: l.area,
        address: l.address,
        pin_code: l.pinCode,
        latitude: l.latitude,
        longitude: l.longitude,
        phones: [...l.phones],
        emergency_phone: l.emergencyPhone ?? '',
        opening_hours: openingHoursOf(l),
        facilities: [...l.facilities],
        description: `<p>${l.description}</p>`,
        departments: (l.departments.length > 0 ? l.departments : departments.map((d) => d.slug)).map(departmentId),
        holidays: l.holidayAfterDays ? [{ date: isoDate(new Date(now.getTime() + l.holidayAfterDays.days * 86_400_000)), name: l.holidayAfterDays.name }] : [],
        ...inHindi(hindiLocations[l.key]),
      },
      listOrder(i),
    );
    locationIds.set(l.key, record._id);
  }

  for (const [i, e] of experts.entries()) {
    await create(
      'experts',
      {
        title: e.title,
        designation: e.designation,
        education: e.education,
        description: expertProfile(e, e.departments.map((slug) => departmentTitle.get(slug) ?? slug)),
        imageUrl: await optional(expertSpecs[i] ?? false),
        departments: e.departments.map(departmentId),
        ...opdScheduleOf(e, now, locationIds),
        ...inHindi(hindiExperts[slugify(e.title)]),
      },
      listOrder(i),
    );
  }

  for (const [i, l] of leaders.entries()) {
    await create(
      'leaders',
      {
        title: l.title,
        designation: l.designation,
        imageUrl: await optional(leaderSpecs[i] ?? false),
        description: paragraphs(l.profile),
        ...inHindi(hindiLeaders[slugify(l.title)]),
      },
      listOrder(i),
    );
  }

  // Content lists.
  for (const [i, f] of faqs.entries()) await create('faqs', { title: f.title, description: f.answer, ...inHindi(hindiFaqs[slugify(f.title)]) }, listOrder(i));

  for (const [i, b] of banners.entries()) {
    await create(
      'banners',
      {
        title: b.title,
        top_title: b.top_title,
        description: `<p>${b.text}</p>`,
        imageUrl: await media.url(bannerSpecs[i]!),
        bannerLink: b.bannerLink,
        videoUrl: b.videoUrl ?? '',
        hideBannerText: b.hideBannerText ?? false,
        ...inHindi(hindiBanners[b.bannerLink]),
      },
      listOrder(i),
    );
  }

  for (const [i, s] of specialities.entries()) {
    await create(
      'specialities',
      { title: s.title, description: paragraphs(s.paragraphs), mediaimageUrl: await optional(specialitySpecs[i] ?? false), ...inHindi(hindiSpecialities[slugify(s.title)]) },
      listOrder(i),
    );
  }

  for (const [i, f] of facilities.entries()) {
    await create(
      'hospitalfacilities',
      { title: f.title, description: `<p>${f.text}</p>`, imageUrl: await optional(facilitySpecs[i] ?? false), ...inHindi(hindiFacilities[slugify(f.title)]) },
      listOrder(i),
    );
  }

  const blogCategoryIds = new Map<string, string>();
  for (const [i, c] of blogCategories.entries()) {
    blogCategoryIds.set(c.key, (await create('blog-categories', { title: c.title, ...inHindi(hindiBlogCategories[c.key]) }, listOrder(i)))._id);
  }
  for (const [i, b] of blogs.entries()) {
    const date = isoDate(daysBefore(now, b.daysAgo));
    await create(
      'blogs',
      {
        title: b.title,
        date,
        blogCategory: blogCategoryIds.get(b.category) ?? '',
        imageUrl: await optional(blogSpecs[i] ?? false),
        description: paragraphs(b.paragraphs),
        ...inHindi(hindiBlogs[slugify(b.title)]),
      },
      createdOn(date),
    );
  }

  const dated = async (key: string, dateField: string, imageField: string, items: readonly DatedSeed[], specs: readonly (ImageSpec | false)[]) => {
    for (const yearsAgo of [0, 1, 2] as const) {
      const ofYear = items.map((item, index) => ({ item, index })).filter(({ item }) => item.year === yearsAgo);
      const dates = datesInYear(now, yearsAgo, ofYear.length);
      for (const [n, { item, index }] of ofYear.entries()) {
        const date = dates[n] ?? isoDate(now);
        await create(
          key,
          { title: item.title, [dateField]: date, [imageField]: await optional(specs[index] ?? false), description: paragraphs(item.paragraphs) },
          createdOn(date),
        );
      }
    }
  };
  await dated('events', 'start_date', 'imageUrl', events, eventSpecs);
  await dated('media-coverage', 'coveragedate', 'mediaimageUrl', mediaCoverage, coverageSpecs);
  await dated('camps', 'campsdate', 'mediaimageUrl', camps, campSpecs);

  for (const a of announcements) {
    const date = isoDate(daysBefore(now, a.daysAgo));
    await create('announcements', { title: a.title, date, description: `<p>${a.text}</p>` }, createdOn(date));
  }

  for (const h of hirings) {
    const date = isoDate(daysBefore(now, h.daysAgo));
    await create(
      'hirings',
      {
        title: h.title,
        date,
        subGroup: h.subGroup,
        department: h.department,
        educationalQualification: h.educationalQualification,
        experience: h.experience,
        description: `<p>Responsibilities:</p><ul>${h.duties.map((d) => `<li>${d}</li>`).join('')}</ul><p>To apply, send your CV with the job title in the subject line to ${hospital.careersEmail}.</p>`,
      },
      createdOn(date),
    );
  }

  for (const [c, category] of galleryCategories.entries()) {
    const { _id } = await create('gallery-categories', { title: category.title }, listOrder(c));
    for (const [i, photo] of category.photos.entries()) {
      await create('galleries', { title: photo.title, imageUrl: await media.url(gallerySpecs[c]![i]!), galleryCategory: _id }, listOrder(c * 10 + i));
    }
  }

  for (const [i, v] of videos.entries()) {
    await create('video-galleries', { title: v.title, videoLink: v.videoLink, thumbnailUrl: await optional(videoSpecs[i] ?? false) }, listOrder(i));
  }

  // Pages, after everything they may point to.
  const resolve = async (value: SeedValue): Promise<string> => {
    if (typeof value === 'string') return value;
    if (isImageSpec(value)) return media.url(value);
    return departmentId(value.department);
  };
  for (const [i, page] of pages.entries()) {
    const templateData: TemplateDataEntry[] = [];
    for (const [name, value] of Object.entries(page.fields)) {
      if (Array.isArray(value)) {
        const rows: Record<string, string>[] = [];
        for (const row of value as readonly SeedRow[]) {
          const resolved: Record<string, string> = {};
          for (const [field, cell] of Object.entries(row)) resolved[field] = await resolve(cell);
          rows.push(resolved);
        }
        templateData.push({ name, value: null, repeaterValues: rows });
      } else {
        templateData.push({ name, value: await resolve(value as SeedValue) });
      }
    }
    const hindiPage = hindiPages[page.pageRoute];
    await create(
      'pages',
      {
        title: page.title,
        pageRoute: page.pageRoute,
        template: page.template,
        description: page.description,
        templateData,
        ...(page.seo ? { seo: page.seo } : {}),
        sortOrder: i,
        ...inHindi(
          hindiPage && {
            title: hindiPage.title,
            description: hindiPage.description,
            ...(hindiPage.seo ? { seo: hindiPage.seo } : {}),
            ...(hindiPage.sections ? { templateData: translatedTemplateData(hindiPage.sections) } : {}),
          },
        ),
      },
      listOrder(i),
    );
  }

  // Menus, settings' neighbours, and a few form entries for the studio's inbox.
  const toItems = (items: readonly MenuItemSeed[], location: MenuLocation): unknown[] =>
    items.map((item) => {
      const title = hindiMenus[location][menuItemKey(item)];
      return {
        title: item.title,
        path: item.path,
        openInNewTab: item.openInNewTab ?? false,
        custom_class: item.custom_class ?? '',
        children: toItems(item.children ?? [], location),
        ...inHindi(title ? { title } : undefined),
      };
    });
  await saveMenu(db, 'header', { items: toItems(headerMenu(departments), 'header') });
  await saveMenu(db, 'quicklinks', { items: toItems(quickLinks, 'quicklinks') });
  await saveMenu(db, 'footer', { items: toItems(footerMenu, 'footer') });
  for (const location of ['header', 'quicklinks', 'footer']) await recordCreated(db, 'menus', location, { now });
  counts.menus = 3;

  for (const entry of formEntries(now)) {
    const form = formByKey(entry.form);
    if (!form) throw new Error(`The seed names an unknown form: ${entry.form}`);
    const result = await submitForm(db, form, entry.body, entry.ip, { mail: false, entryUrl: () => '', now });
    if (!result.ok) throw new Error(`The seed's ${entry.form} entry is not valid: ${JSON.stringify('limited' in result ? result.limited : result.errors)}`);
    counts['form-entries'] = (counts['form-entries'] ?? 0) + 1;
  }

  // A few booked slots of the doctors with an OPD schedule (issue 33).
  counts.appointments = await bookDemoAppointments(db, now);

  // Patients' words in English, Hinglish and Hindi, for the names this site uses.
  await saveSynonyms(db, demoSynonyms);

  counts.media = media.count;
  const cpu = process.cpuUsage(cpuStarted);
  return {
    seeded: true,
    seconds: (performance.now() - started) / 1000,
    imagesSeconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    counts,
  };
}
