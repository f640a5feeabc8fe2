import path from 'node:path';
import { contentTypeByKey } from '@hospital/content/registry';
import { pagePath, publicPages, recordPath } from '@hospital/content/public-urls';
import { slugify } from '@hospital/content/slug';
import { defaultTemplateId } from '@hospital/content/templates/template-data';
import { menuLocations, type MenuLocation } from '@hospital/content/types/menus/index';
import type { Config } from '../config/config';
import { createRecord } from '../content/content-operations';
import type { Db } from '../db/database';
import { openUnitOfWork, type UnitOfWork } from '../db/unit-of-work';
import { sql } from 'kysely';
import { HttpError, ValidationError } from '../errors/http-errors';
import { newId } from '../lib/ids';
import { getMedia, prepareUploads, storePreparedUpload, updateMedia, type MediaRecord, type PreparedMediaUpload } from '../media/media-operations';
import { maxMenuDepth, type MenuItem } from '../menus/menu-operations';
import { publishRecord, recordCreated, saveDraft, workingCopy, type Actor } from '../publishing/publishing-operations';
import { recordActivity } from '../activity/activity-operations';
import { announceChange } from '../cluster/change-fanout';
import { scheduleRecord } from '../publishing/scheduling';
import { reservedPaths } from '../redirects/redirect-rules';
import { siteLanguagePrefixes } from '../redirects/redirect-operations';
import { csvDocument } from '../lib/csv';
import { importRedirectsCsv, maxImportLines } from '../redirects/redirect-operations';
import { cleanContent, type CleanedContent, type GalleryImage } from './clean-content';
import { navigationItems, type NavigationEntry } from './wordpress-navigation';
import { mappableTypes, suggestMapping, type ImportMapping, type TypeMapping } from './import-mapping';
import { contentTableName } from '../db/database';
import type { ImportKind, ImportProgress, ImportReport } from '@hospital/content/wire/wordpress-import';
import { addUnmapped, emptyReport } from './import-report';
import { fetchAll, uploadsPathOf, type Fetched, type MediaSource } from './media-source';
import { readWxrEntries } from './wxr-reader';
import { emptySite, readSiteEntry, toWxrItem, type WxrItem, type WxrSite } from './wxr-records';
import { refreshStatistics } from '../db/statistics';

/**
 * Brings a WordPress export (WXR) in: attachments into the media library, categories and tags as
 * blog categories, pages (their tree as nested page routes), posts as blog posts, menus into the
 * header or footer menu, and redirects from the old addresses. The file is read as a stream,
 * first whole to check it and index its records (without their text), then once per kind. It is
 * written in small batches, each one transaction of whole records (a record and its row in
 * `wordpress_import_items` together) held for at most `batchMs`, so the server's own writes beside
 * it wait a moment for SQLite's write lock instead of failing. A run that stops (a failure, a
 * cancel) rolls back the batch being written and says what the committed batches wrote
 * (`onStopped`). Records are matched by the export's GUIDs, so a second run carries on: it updates
 * what was written and adds the rest.
 */

export interface ImportOptions {
  file: string;
  media: MediaSource;
  /** Records published in WordPress arrive published; otherwise everything arrives as drafts. */
  publish: boolean;
  /** Count what would be created, updated and skipped; write nothing. */
  dryRun: boolean;
  actor?: Actor | null;
  /**
   * Where each WordPress menu goes, by its name (a classic menu's or a block theme's navigation
   * title): header, footer, quicklinks, or none to leave it out. Menus not named go by their name
   * (footer…, quick…, else the header).
   */
  menuPlaces?: Readonly<Record<string, MenuLocation | 'none'>>;
  /** Post types made doctors, departments, specialities, services or FAQs (`--map`). */
  mapping?: ImportMapping;
  /** How long to wait for a busy SQLite database's write lock before giving up (default 60 s). */
  lockWaitMs?: number;
  /** The studio's run (`wordpress_import_runs`) this import is: its row is finished instead of a new one added. */
  runId?: string;
  /** The export's name as the report gives it (default: the file's). */
  fileName?: string;
  /** Told where the import is, at each step and at most twice a second within one. */
  onProgress?: (progress: ImportProgress) => void;
  /** Stops the import: the batch being written is rolled back, the batches before it stay whole. */
  signal?: AbortSignal;
  /** Told, when a run that wrote stops part-way, what its committed batches wrote (its report's counts). */
  onStopped?: (written: ImportReport) => void;
}

/** Images checked and resized at a time (their work runs on libvips's threads, beside the writes). */
const imageConcurrency = 4;

/** How long one batch's transaction is held (then it is committed and the next one begun). */
const batchMs = 500;
/**
 * On SQLite, the pause between two batches: the server's writes waiting for the lock poll for it
 * at most every 100 ms (SQLite's busy handler), so each of them gets its turn in the gap instead of
 * the import taking the lock back at once, again and again, until they give up.
 */
const batchGapMs = 120;

/** The import could not get the database's write lock in time; nothing of the kind it was writing was written. */
export class ImportBusyError extends Error {}

/** A redirect the import asks for: an old address of the site and where it now lives. */
export interface WantedRedirect {
  from: string;
  to: string;
  known: boolean;
}

/** The redirects listed in a saved report (the counts hold them all). */
const maxListedRedirects = 1000;
/** Redirect lines given to the redirects module at once (at most its `maxImportLines`). */
const redirectBatch = Math.min(200, maxImportLines);

/** The post types WordPress keeps for itself: neither content nor worth a line in the report. */
const internalTypes = new Set([
  'revision', 'customize_changeset', 'custom_css', 'oembed_cache', 'user_request', 'wp_global_styles',
  'wp_template', 'wp_template_part', 'wp_navigation', 'wp_font_family', 'wp_font_face',
]);
const formTypes = new Set(['wpcf7_contact_form', 'wpforms', 'nf_sub', 'frm_form', 'forminator_forms']);
const handledTypes = new Set(['page', 'post', 'attachment', 'nav_menu_item']);
const skippedStatuses = new Set(['trash', 'auto-draft']);
/** The post meta kept in the index: what the steps read without reading the record again. */
const indexedMeta = /^(?:_menu_item_.*|_wp_attached_file|_wp_attachment_image_alt|_thumbnail_id)$/;

/** What the import knows of every record after the first read: everything but long text. */
interface Index {
  site: WxrSite;
  byId: Map<number, WxrItem>;
  /** Blog categories to have, by slug: the posts' categories and tags. */
  terms: Map<string, { name: string; domain: string }>;
}

/** The GUID of a record that has none of its own in WXR (a category, a tag). */
const termGuid = (domain: string, slug: string): string => `wordpress-term:${domain}:${slug}`;

interface Mapped {
  kind: string;
  record_type: string;
  record_id: string;
}

class ImportRun {
  readonly report: ImportReport;
  private readonly mapped = new Map<string, Mapped>();
  /** Old media addresses (with and without host, WordPress's resized copies) → the library's. */
  private readonly mediaByUrl = new Map<string, string>();
  /** The library's address and alternative text of each imported attachment, by WordPress id. */
  private readonly mediaByPostId = new Map<number, { url: string; alt: string }>();
  private readonly categoryBySlug = new Map<string, string>();
  /** Page post id → route; post post id → slug. */
  private readonly pageRoutes = new Map<number, string>();
  private readonly postSlugs = new Map<number, string>();
  private readonly redirects: WantedRedirect[] = [];
  private readonly redirectFroms = new Set<string>();
  /** Categories created by this run (their query addresses are new). */
  private readonly createdTerms = new Set<string>();
  private readonly startedAt = new Date();
  private readonly started = process.hrtime.bigint();
  private peakRss = process.memoryUsage.rss();
  private sampledAt = 0;
  private index: Index = { site: emptySite(), byId: new Map(), terms: new Map() };
  /** Pages below a mapped page tree (`--map` pageTrees), by WordPress id: the tree's address and its mapping. */
  private readonly pageTreeOf = new Map<number, { tree: string; mapping: TypeMapping }>();
  private readonly progress: ImportProgress = { step: 'reading', done: 0, total: 0 };
  private progressToldAt = 0;
  /** The batch being written (none in a dry run, or between steps) and when it began. */
  private batch: { unit: UnitOfWork; openedAt: number } | undefined;
  /** The counts of what the committed batches wrote. */
  private written: ImportReport['counts'];
  /** Whether any batch was committed. */
  private wroteAny = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly options: ImportOptions,
  ) {
    this.report = emptyReport(options.fileName ?? path.basename(options.file), options.dryRun, options.publish);
    this.written = structuredClone(this.report.counts);
  }

  /** Reads the memory in use, at most every 50 ms between records (each reading costs a system call). */
  private sampleMemory(always = false): void {
    const at = Date.now();
    if (!always && at - this.sampledAt < 50) return;
    this.sampledAt = at;
    this.peakRss = Math.max(this.peakRss, process.memoryUsage.rss());
  }

  async run(): Promise<ImportReport> {
    try {
      return await this.runSteps();
    } catch (error) {
      if (!this.options.dryRun && this.wroteAny) {
        this.report.counts = this.written;
        this.report.seconds = Number(process.hrtime.bigint() - this.started) / 1e9;
        this.report.peakRssBytes = this.peakRss;
        this.options.onStopped?.(this.report);
        // What was committed is live: the servers beside it drop their cached pages.
        await announceChange(this.db, { method: 'POST', url: '/api/admin/wordpress-imports', unknown: true }).catch(() => undefined);
      }
      throw error;
    }
  }

  private async runSteps(): Promise<ImportReport> {
    this.tell(true);
    await this.readIndex();
    this.progress.total = this.recordsToImport();
    const rows = await this.db.kysely.selectFrom('wordpress_import_items').select(['guid', 'kind', 'record_type', 'record_id']).execute();
    for (const row of rows) this.mapped.set(row.guid, row);
    await this.step('attachments', (db) => this.importAttachments(db));
    await this.step('categories', (db) => this.importCategories(db));
    await this.step('pages', (db) => this.importPages(db));
    await this.step('posts', (db) => this.importPosts(db));
    await this.step('records', (db) => this.importMapped(db));
    await this.step('menuItems', (db) => this.importMenus(db));
    await this.step('redirects', (db) => this.importRedirects(db));
    this.progress.done = this.progress.total;
    this.tell(true);
    this.sampleMemory(true);
    this.report.seconds = Number(process.hrtime.bigint() - this.started) / 1e9;
    this.report.peakRssBytes = this.peakRss;
    if (!this.options.dryRun) {
      // Thousands of new rows: the planner's statistics brought up to date before visitors read them.
      await refreshStatistics(this.db);
      await this.saveRun();
      // The server processes running beside the command drop their cached pages (404s among them) and reload their redirects.
      await announceChange(this.db, { method: 'POST', url: '/api/admin/wordpress-imports', unknown: true });
    }
    return this.report;
  }

  /** The records the steps go through (the progress's total): each counted once, the redirects as one. */
  private recordsToImport(): number {
    const mappedTypes = new Set(Object.keys(this.options.mapping?.postTypes ?? {}));
    let records = 1 + this.index.terms.size + (this.indexed('post').length > 0 && this.index.terms.size === 0 ? 1 : 0);
    for (const item of this.index.byId.values()) {
      if (skippedStatuses.has(item.status)) continue;
      if (handledTypes.has(item.postType) || mappedTypes.has(item.postType) || item.postType === 'wp_navigation') records += 1;
    }
    return records;
  }

  /** Tells `onProgress` where the import is (`now`: whatever the time since it last did). */
  private tell(now = false): void {
    this.options.signal?.throwIfAborted();
    if (!this.options.onProgress) return;
    const at = Date.now();
    if (!now && at - this.progressToldAt < 500) return;
    this.progressToldAt = at;
    this.options.onProgress({ ...this.progress, done: Math.min(this.progress.done, this.progress.total) });
  }

  /**
   * One kind, written in batches (none in a dry run, which writes nothing): `work` is given a
   * database whose queries go to the batch being written, and calls `checkpoint` between records.
   */
  private async step(kind: ImportKind, work: (db: Db) => Promise<void>): Promise<void> {
    this.progress.step = kind;
    this.tell(true);
    const began = process.hrtime.bigint();
    if (this.options.dryRun) await work(this.db);
    else {
      await this.openBatch();
      try {
        await work(this.batchDb());
        await this.commitBatch();
      } catch (error) {
        const open = this.batch;
        this.batch = undefined;
        await open?.unit.rollback().catch(() => undefined);
        throw error;
      }
    }
    this.sampleMemory(true);
    (this.report.stepSeconds ??= {})[kind] = Number(process.hrtime.bigint() - began) / 1e9;
  }

  /** The database as a step writes to it: each query goes to the batch open at that moment. */
  private batchDb(): Db {
    const current = (): Db['kysely'] => {
      if (!this.batch) throw new Error('no batch of the import is open');
      return this.batch.unit.db.kysely;
    };
    return {
      ...this.db,
      get kysely() {
        return current();
      },
    };
  }

  /** Begins a batch, waiting (up to `lockWaitMs`) for a busy SQLite database's write lock. */
  private async openBatch(): Promise<void> {
    await this.whenWritable(async () => {
      const unit = await openUnitOfWork(this.db);
      try {
        // The write lock first, before any read: a transaction that read first and then finds another
        // process's commit cannot write (SQLITE_BUSY_SNAPSHOT), and SQLite does not wait for it.
        if (this.db.dialect === 'sqlite') await sql`update wordpress_import_runs set id = id where 0 = 1`.execute(unit.db.kysely);
      } catch (error) {
        await unit.rollback().catch(() => undefined);
        throw error;
      }
      this.batch = { unit, openedAt: Date.now() };
    });
  }

  private async commitBatch(): Promise<void> {
    const open = this.batch;
    if (!open) return;
    this.batch = undefined;
    await open.unit.commit();
    this.written = structuredClone(this.report.counts);
    this.wroteAny = true;
  }

  /**
   * Between two records: stops here when asked to, and commits the batch once it has been open
   * `batchMs` (the next record begins the next one), so the write lock is never held long.
   */
  private async checkpoint(): Promise<void> {
    this.options.signal?.throwIfAborted();
    if (!this.batch || Date.now() - this.batch.openedAt < batchMs) return;
    await this.commitBatch();
    if (this.db.dialect === 'sqlite') await new Promise((resolve) => setTimeout(resolve, batchGapMs));
    await this.openBatch();
  }

  /** Runs `write`, trying again while SQLite says another process holds its write lock, up to `lockWaitMs`. */
  private async whenWritable(write: () => Promise<void>): Promise<void> {
    const bound = this.options.lockWaitMs ?? 60_000;
    const until = Date.now() + bound;
    for (let pause = 50; ; pause = Math.min(pause * 2, 1000)) {
      try {
        await write();
        return;
      } catch (error) {
        const code = String((error as { code?: unknown }).code ?? '');
        if (!code.startsWith('SQLITE_BUSY') && !/database is locked/i.test(String((error as Error).message))) throw error;
        if (Date.now() >= until) {
          throw new ImportBusyError(
            `The database is busy: another process has held its write lock for more than ${Math.round(bound / 1000)} s. The import stopped there: nothing more was written, and what it had written is whole, each record in one piece. Run the import again when the database is quieter: it carries on where it stopped.`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  /** The first read: checks the whole file (a damaged one fails here, before anything is written) and indexes it. */
  private async readIndex(): Promise<void> {
    for await (const entry of readWxrEntries(this.options.file)) {
      if (entry.node.name !== 'item') {
        readSiteEntry(entry.node, this.index.site);
        continue;
      }
      const item = toWxrItem(entry);
      item.content = '';
      if (item.postType !== 'attachment') item.excerpt = '';
      this.index.byId.set(item.postId, indexEntry(item));
      if (item.postType === 'post' && !skippedStatuses.has(item.status)) {
        for (const term of item.terms) {
          if ((term.domain === 'category' || term.domain === 'post_tag') && term.slug) this.index.terms.set(term.slug, { name: term.name || term.slug, domain: term.domain });
        }
      }
      if (!handledTypes.has(item.postType) && !internalTypes.has(item.postType) && !this.options.mapping?.postTypes[item.postType]) {
        const kind = formTypes.has(item.postType) ? 'form' : 'post-type';
        addUnmapped(this.report, kind, item.postType, item.title || `#${item.postId}`);
      }
    }
    const site = this.index.site;
    this.report.siteUrl = site.baseBlogUrl || site.link || site.baseSiteUrl;
    this.findPageTrees();
    this.sampleMemory(true);
  }

  /** The pages below each mapped page tree: they become records of its type instead of pages. */
  private findPageTrees(): void {
    const trees = Object.entries(this.options.mapping?.pageTrees ?? {});
    if (trees.length === 0) return;
    const slash = (p: string): string => (p.endsWith('/') ? p : `${p}/`);
    const pages = this.indexed('page');
    for (const [tree, mapping] of trees) {
      const top = pages.find((p) => slash(this.oldPath(p.link) ?? '') === slash(tree));
      if (!top) {
        addUnmapped(this.report, 'other', `page tree ${tree} (--map): no page of the export has that address`, tree);
        continue;
      }
      const below = (parentId: number, seen: Set<number>): void => {
        for (const page of pages) {
          if (page.parentId !== parentId || seen.has(page.postId)) continue;
          this.pageTreeOf.set(page.postId, { tree, mapping });
          below(page.postId, new Set([...seen, page.postId]));
        }
      };
      below(top.postId, new Set([top.postId]));
    }
  }

  /** The items of one post type the import brings in, in file order (a second read, with their text). */
  private async *itemsOf(postType: string): AsyncGenerator<WxrItem> {
    for await (const entry of readWxrEntries(this.options.file)) {
      if (entry.node.name !== 'item') continue;
      const item = toWxrItem(entry);
      if (item.postType === postType && !skippedStatuses.has(item.status)) yield item;
    }
  }

  private indexed(postType: string): WxrItem[] {
    return [...this.index.byId.values()].filter((item) => item.postType === postType && !skippedStatuses.has(item.status));
  }

  private count(kind: ImportKind, what: 'created' | 'updated' | 'skipped'): void {
    this.report.counts[kind][what] += 1;
    this.progress.done += 1;
    this.tell();
  }

  private async remember(db: Db, guid: string, kind: string, recordType: string, recordId: string, wordpressId: number | null): Promise<void> {
    const row = { guid, kind, record_type: recordType, record_id: recordId };
    this.mapped.set(guid, row);
    if (this.options.dryRun) return;
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('wordpress_import_items')
      .values({ ...row, wordpress_id: wordpressId, imported_at: now })
      .onConflict((oc) => oc.column('guid').doUpdateSet({ kind, record_type: recordType, record_id: recordId, wordpress_id: wordpressId, imported_at: now }))
      .execute();
  }

  /** The address of the old site's link, as a path of this site (`/about-us/team/`), or undefined when it is another site's. */
  private oldPath(link: string): string | undefined {
    try {
      const url = new URL(link, this.report.siteUrl || 'http://old.invalid');
      const base = this.report.siteUrl ? new URL(this.report.siteUrl) : undefined;
      if (base && url.host !== base.host) return undefined;
      return `${url.pathname}${url.search}`;
    } catch {
      return undefined;
    }
  }

  /** Asks for a redirect; `known`: its record came from an earlier import (a query address is then not new). */
  private redirect(from: string | undefined, to: string, known = false): void {
    if (!from || from === '/' || from.replace(/\/+$/, '') === to || this.redirectFroms.has(from)) return;
    this.redirectFroms.add(from);
    this.redirects.push({ from, to, known });
  }

  /** The guid of an item; WordPress always writes one, an edited export may not. */
  private guidOf(item: WxrItem): string {
    return item.guid || `wordpress-post:${this.report.siteUrl}:${item.postId}`;
  }

  // Attachments ----------------------------------------------------------------------------------

  private async importAttachments(db: Db): Promise<void> {
    const items = this.indexed('attachment');
    const batch = 16;
    const titleOf = (item: WxrItem): string => item.title || path.basename(uploadsPathOf(item)) || `Attachment ${item.postId}`;
    const altOf = (item: WxrItem): string => (item.meta.get('_wp_attachment_image_alt') ?? '').trim() || '';
    /**
     * A slice's files, read (or fetched) and, unless a dry run, checked and resized side by side
     * (libvips's threads), nothing written: the next slice is made ready while this one is stored.
     * It reads nothing of the database (the batch may be between two transactions meanwhile).
     */
    const ready = async (slice: WxrItem[]): Promise<Map<WxrItem, { file: Fetched; upload?: PreparedMediaUpload | HttpError }>> => {
      const toFetch = slice.filter((item) => !this.mapped.has(this.guidOf(item)));
      // A dry run reads the uploads folder (to say which files are missing) but fetches nothing from the old site.
      const files: Fetched[] = this.options.dryRun && this.options.media.kind === 'site' ? toFetch.map(() => ({ ok: true as const, data: Buffer.alloc(0) })) : await fetchAll(this.options.media, toFetch, this.report.siteUrl);
      const fetched = toFetch.map((item, i) => ({ item, file: files[i] ?? { ok: false as const, reason: 'not found' } }));
      const loaded = this.options.dryRun ? [] : fetched.filter((one) => one.file.ok);
      const uploads = await prepareUploads(
        loaded.map(({ item, file }) => ({ data: file.ok ? file.data : Buffer.alloc(0), originalName: path.basename(uploadsPathOf(item)) || titleOf(item), title: titleOf(item).slice(0, 200), alt: altOf(item).slice(0, 300) })),
        imageConcurrency,
      );
      const byItem = new Map<WxrItem, { file: Fetched; upload?: PreparedMediaUpload | HttpError }>(fetched.map(({ item, file }) => [item, { file }]));
      loaded.forEach(({ item, file }, i) => byItem.set(item, { file, upload: uploads[i] }));
      return byItem;
    };
    const sliceAt = (start: number) => {
      const made = ready(items.slice(start, start + batch));
      made.catch(() => undefined); // awaited below; an abort meanwhile leaves no unhandled rejection
      return made;
    };
    let next = items.length > 0 ? sliceAt(0) : undefined;
    for (let start = 0; start < items.length; start += batch) {
      const slice = items.slice(start, start + batch);
      const current = await (next as ReturnType<typeof sliceAt>);
      next = start + batch < items.length ? sliceAt(start + batch) : undefined;
      for (const item of slice) {
        await this.checkpoint();
        const title = titleOf(item);
        const alt = altOf(item);
        const mapped = this.mapped.get(this.guidOf(item));
        if (mapped) {
          await this.updateAttachment(db, item, mapped, title, alt);
          continue;
        }
        const { file, upload } = current.get(item) ?? { file: { ok: false as const, reason: 'not found' } };
        if (!file.ok) {
          this.count('attachments', 'skipped');
          addUnmapped(this.report, 'media', file.reason, title);
          continue;
        }
        if (this.options.dryRun) {
          this.count('attachments', 'created');
          continue;
        }
        try {
          if (!upload) throw new Error(`the image of ${title} was not prepared`);
          if (upload instanceof HttpError) throw upload;
          const media = await storePreparedUpload(db, this.config, upload);
          await this.remember(db, this.guidOf(item), 'attachment', 'media', media._id, item.postId);
          this.knowMedia(item, media, false);
          this.count('attachments', 'created');
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          this.count('attachments', 'skipped');
          addUnmapped(this.report, 'media', error.message, title);
        }
      }
      this.sampleMemory();
    }
  }

  private async updateAttachment(db: Db, item: WxrItem, mapped: Mapped, title: string, alt: string): Promise<void> {
    const media = await getMedia(db, mapped.record_id).catch(() => undefined);
    if (!media) {
      this.count('attachments', 'skipped');
      this.report.notes.push({ title, text: 'Deleted from the media library since an earlier import; not brought back.' });
      return;
    }
    this.count('attachments', 'updated');
    if (this.options.dryRun) return;
    const updated = await updateMedia(db, media._id, { title: title.slice(0, 200), alt: alt.slice(0, 300) });
    this.knowMedia(item, updated, true);
  }

  /** Remembers where an attachment's old addresses now lead, for featured images, the text and redirects. */
  private knowMedia(item: WxrItem, media: MediaRecord, known: boolean): void {
    this.mediaByPostId.set(item.postId, { url: media.url, alt: media.alt ?? '' });
    const url = item.attachmentUrl;
    if (url) {
      this.mediaByUrl.set(url, media.url);
      const oldPath = this.oldPath(url);
      if (oldPath) {
        this.mediaByUrl.set(oldPath, media.url);
        this.redirect(oldPath, media.url);
      }
    }
    this.redirect(this.oldPath(item.link), media.url);
    this.redirect(`/?attachment_id=${item.postId}`, media.url, known);
  }

  /** The library's address for an old media address, its resized copies (`photo-300x200.jpg`) included. */
  private mediaUrl = (url: string): string | undefined => {
    const exact = this.mediaByUrl.get(url) ?? this.mediaByUrl.get(this.oldPath(url) ?? '');
    if (exact) return exact;
    const original = url.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1').replace(/-scaled(\.[a-z0-9]+)$/i, '$1');
    return original === url ? undefined : (this.mediaByUrl.get(original) ?? this.mediaByUrl.get(this.oldPath(original) ?? ''));
  };

  // Categories -----------------------------------------------------------------------------------

  private async importCategories(db: Db): Promise<void> {
    const type = contentTypeByKey('blog-categories');
    if (!type) throw new Error('no blog-categories type');
    // Every post needs a category: WordPress's own default.
    if (this.indexed('post').length > 0 && this.index.terms.size === 0) this.index.terms.set('uncategorized', { name: 'Uncategorized', domain: 'category' });
    for (const [slug, term] of this.index.terms) {
      await this.checkpoint();
      const cleanSlug = slugify(slug) || slugify(term.name) || 'category';
      const guid = termGuid(term.domain, slug);
      const mapped = this.mapped.get(guid);
      const existing = mapped
        ? await db.kysely.selectFrom('content_blog_categories').select('id').where('id', '=', mapped.record_id).executeTakeFirst()
        : await db.kysely.selectFrom('content_blog_categories').select('id').where('slug', '=', cleanSlug).executeTakeFirst();
      if (existing) {
        this.categoryBySlug.set(slug, existing.id);
        if (!mapped) await this.remember(db, guid, term.domain, type.key, existing.id, this.termIdOf(term.domain, slug));
        this.count('categories', mapped ? 'updated' : 'skipped');
        if (!mapped) this.report.notes.push({ title: term.name, text: `The blog category "${cleanSlug}" was already here; its posts were put in it.` });
        continue;
      }
      if (mapped) {
        this.count('categories', 'skipped');
        this.report.notes.push({ title: term.name, text: 'Blog category deleted here since an earlier import; not brought back.' });
        continue;
      }
      this.count('categories', 'created');
      if (this.options.dryRun) continue;
      const record = await createRecord(db, type, { title: term.name.slice(0, 200), slug: cleanSlug, status: this.options.publish ? 'active' : 'inactive' });
      await recordCreated(db, type.key, record._id, { actor: this.options.actor ?? null });
      await this.remember(db, guid, term.domain, type.key, record._id, this.termIdOf(term.domain, slug));
      this.createdTerms.add(slug);
      this.categoryBySlug.set(slug, record._id);
    }
  }

  /** WordPress's number of a category or tag, from the channel's term list. */
  private termIdOf(domain: string, slug: string): number | null {
    for (const [id, term] of this.index.site.terms) if (term.domain === domain && term.slug === slug) return id;
    return null;
  }

  /**
   * The records this export's items of a kind made in an earlier run: their addresses are theirs
   * to keep. Records another export made are like any other here: their addresses are taken.
   */
  private ownRecords(kind: 'page' | 'post', recordType: string): Set<string> {
    const own = new Set<string>();
    for (const item of this.indexed(kind)) {
      const mapped = this.mapped.get(this.guidOf(item));
      if (mapped?.record_type === recordType) own.add(mapped.record_id);
    }
    return own;
  }

  // Pages ----------------------------------------------------------------------------------------

  /** Routes for every page: its ancestors' slugs and its own (`about-us/team`), free of other pages' routes. */
  private async planPageRoutes(db: Db): Promise<void> {
    const pages = new Map(this.indexed('page').filter((p) => !this.pageTreeOf.has(p.postId)).map((p) => [p.postId, p]));
    const own = this.ownRecords('page', 'pages');
    const taken = new Set(
      (await db.kysely.selectFrom('content_pages').select(['id', 'slug']).execute()).filter((row) => !own.has(row.id)).flatMap((row) => (row.slug ? [row.slug] : [])),
    );
    const owned = siteOwnedRoutes(await siteLanguagePrefixes(db.kysely));
    const routeOf = (page: WxrItem, seen: Set<number>): string => {
      const known = this.pageRoutes.get(page.postId);
      if (known) return known;
      const parent = pages.get(page.parentId);
      const slug = slugify(page.postName) || slugify(page.title) || `page-${page.postId}`;
      const parentRoute = parent && !seen.has(parent.postId) ? routeOf(parent, new Set([...seen, page.postId])) : '';
      const wanted = parentRoute ? `${parentRoute}/${slug}` : slug;
      const owner = owned(wanted);
      // A page under one of the site's own addresses (/our-experts/…) would never be shown: its first two parts are joined.
      const free = owner ? wanted.replace('/', '-') : wanted;
      let route = free;
      for (let n = 2; taken.has(route); n += 1) route = `${free}-${n}`;
      if (owner) this.report.notes.push({ title: page.title, text: `/${wanted} is this site's own address (${owner}); the page is now at /${route}, with a redirect from the old address.` });
      else if (route !== wanted) this.report.notes.push({ title: page.title, text: `The address /${wanted} was taken by another page here; this one is at /${route}.` });
      taken.add(route);
      this.pageRoutes.set(page.postId, route);
      return route;
    };
    for (const page of pages.values()) routeOf(page, new Set());
  }

  private async importPages(db: Db): Promise<void> {
    await this.planPageRoutes(db);
    for await (const page of this.itemsOf('page')) {
      if (this.pageTreeOf.has(page.postId)) continue;
      await this.checkpoint();
      const route = this.pageRoutes.get(page.postId) ?? `page-${page.postId}`;
      const cleaned = this.clean(page);
      const template = page.meta.get('_wp_page_template')?.trim();
      if (template && template !== 'default') this.report.notes.push({ title: page.title || route, text: `Used the WordPress page template "${template}"; it arrives with the default template.` });
      const fields = { title: (page.title || route).slice(0, 200), pageRoute: route, template: defaultTemplateId, description: cleaned.html, templateData: [], departments: [] };
      const known = this.mapped.has(this.guidOf(page));
      if (await this.upsert(db, 'pages', 'page', page, fields)) {
        this.redirect(this.oldPath(page.link), pagePath(route));
        this.redirect(`/?page_id=${page.postId}`, pagePath(route), known);
        this.redirect(`/?p=${page.postId}`, pagePath(route), known);
      }
      this.sampleMemory();
    }
  }

  // Posts ----------------------------------------------------------------------------------------

  private async importPosts(db: Db): Promise<void> {
    const own = this.ownRecords('post', 'blogs');
    const taken = new Set(
      (await db.kysely.selectFrom('content_blogs').select(['id', 'slug']).execute()).filter((row) => !own.has(row.id)).flatMap((row) => (row.slug ? [row.slug] : [])),
    );
    for await (const post of this.itemsOf('post')) {
      await this.checkpoint();
      const wanted = slugify(post.postName) || slugify(post.title) || `post-${post.postId}`;
      let slug = wanted;
      for (let n = 2; taken.has(slug); n += 1) slug = `${wanted}-${n}`;
      taken.add(slug);
      // Every address decision is listed, as a page's is (its old addresses redirect to the new one).
      if (slug !== wanted) this.report.notes.push({ title: post.title, text: `The address ${recordPath('blogs', { slug: wanted }) ?? `/blogs/${wanted}`} was taken by another post here; this one is at ${recordPath('blogs', { slug }) ?? `/blogs/${slug}`}.` });
      const terms = post.terms.filter((t) => (t.domain === 'category' || t.domain === 'post_tag') && this.categoryBySlug.has(t.slug));
      // The blog keeps one category a post: WordPress's first category, else its first tag.
      const primary = terms.find((t) => t.domain === 'category' && t.slug !== 'uncategorized') ?? terms.find((t) => t.domain === 'category') ?? terms[0];
      const others = terms.filter((t) => t !== primary).map((t) => t.name);
      if (others.length > 0) this.report.notes.push({ title: post.title, text: `Also filed in WordPress under ${others.join(', ')}; the blog keeps one category (${primary?.name}).` });
      const categoryId = primary ? this.categoryBySlug.get(primary.slug) : this.categoryBySlug.get('uncategorized');
      const thumbnail = this.mediaByPostId.get(Number(post.meta.get('_thumbnail_id') ?? 0));
      const cleaned = this.clean(post);
      const excerpt = post.excerpt.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
      const fields = {
        title: (post.title || slug).slice(0, 200),
        slug,
        date: (post.postDate || this.startedAt.toISOString()).slice(0, 10),
        blogCategory: categoryId ?? '',
        imageUrl: thumbnail?.url ?? '',
        description: cleaned.html,
        author: this.index.site.authors.get(post.creator) ?? post.creator,
        departments: [],
        seo: { title: '', description: excerpt.slice(0, 300), keyword: '' },
      };
      if (!categoryId && !this.options.dryRun) {
        this.count('posts', 'skipped');
        addUnmapped(this.report, 'other', 'post without a category', post.title);
        continue;
      }
      const known = this.mapped.has(this.guidOf(post));
      if (await this.upsert(db, 'blogs', 'post', post, fields, post.postDateGmt || undefined)) {
        this.postSlugs.set(post.postId, slug);
        const address = recordPath('blogs', { slug }) ?? `/blogs/${slug}`;
        this.redirect(this.oldPath(post.link), address);
        this.redirect(`/?p=${post.postId}`, address, known);
      }
      this.sampleMemory();
    }
  }

  private clean(item: WxrItem): CleanedContent {
    const image = (media: { url: string; alt: string } | undefined): GalleryImage | undefined => (media ? { url: media.url, alt: media.alt } : undefined);
    const cleaned = cleanContent(item.content, this.mediaUrl, {
      byId: (id) => image(this.mediaByPostId.get(id)),
      attachedTo: () => this.indexed('attachment').flatMap((a) => (a.parentId === item.postId ? (image(this.mediaByPostId.get(a.postId)) ?? []) : [])),
    });
    const where = item.title || `#${item.postId}`;
    for (const name of cleaned.shortcodes) addUnmapped(this.report, 'shortcode', `[${name}]`, where);
    for (const name of cleaned.unknownBlocks) addUnmapped(this.report, 'block', name, where);
    for (const name of cleaned.forms) addUnmapped(this.report, 'form', name, where);
    if (cleaned.scriptsDropped > 0) this.report.notes.push({ title: where, text: `${cleaned.scriptsDropped} script${cleaned.scriptsDropped === 1 ? '' : 's'} or inline event handler${cleaned.scriptsDropped === 1 ? '' : 's'} removed.` });
    return cleaned;
  }

  /**
   * Creates the record of an item, or updates the one an earlier import made of it: as a draft,
   * or published (with --publish, for what WordPress had published). Answers the record's id, or
   * undefined when it was skipped.
   */
  private async upsert(db: Db, typeKey: string, kind: string, item: WxrItem, fields: Record<string, unknown>, createdAt?: string): Promise<string | undefined> {
    const reportKind: ImportKind = typeKey === 'pages' ? 'pages' : typeKey === 'blogs' ? 'posts' : 'records';
    const type = contentTypeByKey(typeKey);
    if (!type) throw new Error(`no ${typeKey} type`);
    const guid = this.guidOf(item);
    const mapped = this.mapped.get(guid);
    const hidden = item.password !== '' || item.status === 'private';
    const publish = this.options.publish && item.status === 'publish' && !hidden;
    const where = item.title || `#${item.postId}`;
    if (hidden && item.status !== 'draft') {
      this.report.notes.push({ title: where, text: `${item.password !== '' ? 'Password-protected' : 'Private'} in WordPress: arrives as a draft${this.options.publish ? ' (not published with --publish)' : ''}; decide who may see it before publishing.` });
    }
    const scheduledAt = item.status === 'future' && item.postDateGmt > new Date().toISOString() ? item.postDateGmt : undefined;
    if (item.status === 'future' && !hidden) {
      this.report.notes.push({ title: where, text: scheduledAt && this.options.publish ? `Scheduled in WordPress: publishes on ${scheduledAt}.` : `Scheduled in WordPress${scheduledAt ? ` for ${scheduledAt}` : ''}: arrives as a draft.` });
    }
    const options = { actor: this.options.actor ?? null };
    try {
      if (mapped) {
        const exists = await db.kysely.selectFrom(contentTableName(mapped.record_type) as 'content_pages').select('id').where('id', '=', mapped.record_id).executeTakeFirst();
        if (!exists) {
          this.count(reportKind, 'skipped');
          this.report.notes.push({ title: item.title, text: 'Deleted here since an earlier import; not brought back.' });
          return undefined;
        }
        this.count(reportKind, 'updated');
        if (this.options.dryRun) return mapped.record_id;
        if (publish) await publishRecord(db, typeKey, mapped.record_id, fields, options);
        else await saveDraft(db, typeKey, mapped.record_id, fields, options);
        if (scheduledAt && this.options.publish && !hidden) await scheduleRecord(db, typeKey, mapped.record_id, { publishAt: scheduledAt }, options);
        return mapped.record_id;
      }
      this.count(reportKind, 'created');
      if (this.options.dryRun) return 'dry-run';
      const record = await createRecord(db, type, { ...fields, status: publish ? 'active' : 'inactive' }, createdAt ? { createdAt } : {});
      await recordCreated(db, typeKey, record._id, options);
      await this.remember(db, guid, kind, typeKey, record._id, item.postId);
      if (scheduledAt && this.options.publish && !hidden) await scheduleRecord(db, typeKey, record._id, { publishAt: scheduledAt }, options);
      return record._id;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      this.report.counts[reportKind][mapped ? 'updated' : 'created'] -= 1;
      this.count(reportKind, 'skipped');
      // A refused field is named (a validation's message alone says only "correct the highlighted fields").
      const fieldErrors = error instanceof ValidationError ? Object.entries(error.errors).map(([field, why]) => `${field}: ${why}`) : [];
      addUnmapped(this.report, 'other', fieldErrors.length > 0 ? `${error.message} (${fieldErrors.join('; ')})` : error.message, item.title || `#${item.postId}`);
      return undefined;
    }
  }

  // Mapped post types (--map) ----------------------------------------------------------------------

  private async importMapped(db: Db): Promise<void> {
    for (const [postType, mapping] of Object.entries(this.options.mapping?.postTypes ?? {})) {
      const target = mappableTypes[mapping.to];
      const described = Object.entries(mapping.fields).filter(([, field]) => field !== '').map(([key, field]) => `${key} → ${field}`);
      this.report.notes.push({
        title: `WordPress "${postType}"`,
        text: `Becomes ${target.label} (--map): ${[...described, ...(target.picture ? ['featured image → picture'] : []), ...(mapping.departments ? [`${mapping.departments} terms → departments`] : [])].join('; ') || 'title and text'}.${
          recordPath(mapping.to, { slug: 'x', departmentSlug: 'x' }) ? '' : ` ${target.label} have no page of their own here (they are shown in their listing): their old addresses are not redirected.`
        }`,
      });
      for await (const item of this.itemsOf(postType)) {
        await this.checkpoint();
        await this.importMappedItem(db, postType, mapping, item);
      }
    }
    for (const [tree, mapping] of Object.entries(this.options.mapping?.pageTrees ?? {})) {
      this.report.notes.push({ title: `WordPress pages below ${tree}`, text: `Become ${mappableTypes[mapping.to].label} (--map).` });
    }
    if (this.pageTreeOf.size === 0) return;
    for await (const page of this.itemsOf('page')) {
      const tree = this.pageTreeOf.get(page.postId);
      if (!tree) continue;
      await this.checkpoint();
      await this.importMappedItem(db, `page below ${tree.tree}`, tree.mapping, page);
    }
  }

  private async importMappedItem(db: Db, postType: string, mapping: TypeMapping, item: WxrItem): Promise<void> {
    const target = mappableTypes[mapping.to];
    const where = item.title || `#${item.postId}`;
    const slug = slugify(item.postName) || slugify(item.title) || `${postType}-${item.postId}`;
    const fields: Record<string, unknown> = { title: (item.title || slug).slice(0, 200), description: this.clean(item).html };
    // Services and FAQs have no address of their own: no slug.
    const hasSlug = contentTypeByKey(mapping.to)?.fields.some((f) => f.name === 'slug') ?? false;
    if (hasSlug) fields.slug = slug;
    const thumbnail = this.mediaByPostId.get(Number(item.meta.get('_thumbnail_id') ?? 0));
    if (target.picture && thumbnail) fields[target.picture] = thumbnail.url;
    for (const [key, value] of item.meta) {
      if (key.startsWith('_')) continue;
      const field = mapping.fields[key];
      if (!field) {
        addUnmapped(this.report, 'other', `${postType} field "${key}" (not in the mapping)`, where);
        continue;
      }
      fields[field] = field === 'languages' ? value.split(/[,;]/).map((v) => v.trim()).filter(Boolean) : value.trim();
    }
    let departmentSlug: string | undefined;
    if (mapping.to === 'experts') {
      const terms = item.terms.filter((t) => t.domain === mapping.departments);
      const ids: string[] = [];
      for (const term of terms) {
        const department = await this.department(db, term.domain, term.slug, term.name);
        if (department) ids.push(department.id);
        departmentSlug ??= department?.slug;
      }
      fields.departments = ids;
    }
    const earlier = this.mapped.get(this.guidOf(item));
    if (earlier && earlier.record_type !== mapping.to) {
      this.count('records', 'skipped');
      this.report.notes.push({ title: where, text: `Imported earlier as ${earlier.record_type}; delete that record to bring it in as ${mapping.to}.` });
      return;
    }
    const known = Boolean(earlier);
    const id = await this.upsert(db, mapping.to, 'mapped', item, fields);
    if (!id) return;
    const address = recordPath(mapping.to, { slug, departmentSlug });
    if (!address) return;
    this.redirect(this.oldPath(item.link), address);
    this.redirect(`/?p=${item.postId}`, address, known);
    if (item.postType === 'page') this.redirect(`/?page_id=${item.postId}`, address, known);
  }

  /** The department a WordPress term names: the one of that slug here, else made now (and remembered by the term). */
  private async department(db: Db, domain: string, termSlug: string, name: string): Promise<{ id: string; slug: string } | undefined> {
    const slug = slugify(termSlug) || slugify(name);
    if (!slug) return undefined;
    const guid = termGuid(domain, termSlug);
    const mapped = this.mapped.get(guid);
    const existing = await db.kysely
      .selectFrom('content_expert_categories')
      .select(['id', 'slug'])
      .where((eb) => (mapped ? eb('id', '=', mapped.record_id) : eb('slug', '=', slug)))
      .executeTakeFirst();
    if (existing) return { id: existing.id, slug: existing.slug ?? slug };
    if (this.options.dryRun) return { id: `dry-run-${slug}`, slug };
    const type = contentTypeByKey('expert-categories');
    if (!type) throw new Error('no expert-categories type');
    const record = await createRecord(db, type, { title: name.slice(0, 200) || slug, slug, status: this.options.publish ? 'active' : 'inactive' });
    await recordCreated(db, type.key, record._id, { actor: this.options.actor ?? null });
    await this.remember(db, guid, domain, type.key, record._id, null);
    this.report.notes.push({ title: name, text: 'Department made from a WordPress term (--map).' });
    return { id: record._id, slug };
  }

  // Menus ----------------------------------------------------------------------------------------

  /**
   * Every menu of the export, classic (`nav_menu_item`s of a `nav_menu`) and a block theme's
   * (`wp_navigation` posts), each placed by `menuPlaces` or by its name; several menus going to
   * one place follow each other there, with a note.
   */
  private async importMenus(db: Db): Promise<void> {
    const menus: { name: string; items: MenuItem[] }[] = [];
    const byMenu = new Map<string, WxrItem[]>();
    for (const item of this.indexed('nav_menu_item')) {
      const menu = item.terms.find((t) => t.domain === 'nav_menu');
      const key = menu ? menu.name || menu.slug : 'Menu';
      byMenu.set(key, [...(byMenu.get(key) ?? []), item]);
    }
    for (const [menuName, items] of byMenu) menus.push({ name: menuName, items: await this.classicMenu(db, items) });
    for await (const navigation of this.itemsOf('wp_navigation')) {
      if (navigation.status !== 'publish') continue;
      const guid = this.guidOf(navigation);
      let n = 0;
      const idFor = async (): Promise<string> => {
        n += 1;
        const key = `${guid}#${n}`;
        const mapped = this.mapped.get(key);
        const id = mapped?.record_id ?? newId();
        this.count('menuItems', mapped ? 'updated' : 'created');
        await this.remember(db, key, 'menu-item', 'menus', id, null);
        return id;
      };
      const name = navigation.title || `Navigation #${navigation.postId}`;
      menus.push({ name, items: await this.navigationMenu(navigationItems(navigation.content), idFor, name) });
    }
    const places = new Map<MenuLocation, { names: string[]; items: MenuItem[] }>();
    for (const menu of menus) {
      const place = this.options.menuPlaces?.[menu.name] ?? menuLocationOf(menu.name);
      if (place === 'none') {
        this.report.notes.push({ title: menu.name, text: 'WordPress menu left out (--menu).' });
        continue;
      }
      const there = places.get(place) ?? { names: [], items: [] };
      places.set(place, there);
      there.names.push(menu.name);
      there.items.push(...withinDepth(menu.items, maxMenuDepth));
    }
    for (const [place, there] of places) {
      if (there.names.length < 2) continue;
      this.report.notes.push({
        title: `${place} menu`,
        text: `${there.names.length} WordPress menus go to the ${place} (${there.names.join(', ')}), one after the other. Choose with --menu "<name>=header|footer|quicklinks|none".`,
      });
    }
    if (this.options.dryRun) return;
    const previous = new Set([...this.mapped.values()].filter((m) => m.record_type === 'menus').map((m) => m.record_id));
    for (const location of menuLocations) {
      // Items made by hand stay; the ones an earlier import made are replaced by this import's (a menu placed elsewhere now leaves).
      const current = ((await workingCopy(db, 'menus', location)).fields.items as MenuItem[] | undefined) ?? [];
      const kept = withoutItems(current, previous);
      const there = places.get(location);
      if (!there && JSON.stringify(kept) === JSON.stringify(current)) continue;
      const body = { items: [...kept, ...(there?.items ?? [])] };
      if (this.options.publish) await publishRecord(db, 'menus', location, body, { actor: this.options.actor ?? null });
      else await saveDraft(db, 'menus', location, body, { actor: this.options.actor ?? null });
    }
  }

  /** A classic menu's items as a tree (WordPress keeps them flat, each naming its parent). */
  private async classicMenu(db: Db, items: WxrItem[]): Promise<MenuItem[]> {
    const built = new Map<number, MenuItem>();
    for (const item of items.sort((a, b) => a.menuOrder - b.menuOrder)) {
      const mapped = this.mapped.get(this.guidOf(item));
      const menuItem = this.menuItemOf(item, mapped?.record_id ?? newId());
      if (!menuItem) {
        this.count('menuItems', 'skipped');
        continue;
      }
      this.count('menuItems', mapped ? 'updated' : 'created');
      built.set(item.postId, menuItem);
      await this.remember(db, this.guidOf(item), 'menu-item', 'menus', menuItem._id, item.postId);
    }
    const roots: MenuItem[] = [];
    for (const item of items) {
      const menuItem = built.get(item.postId);
      if (!menuItem) continue;
      const parent = built.get(Number(item.meta.get('_menu_item_menu_item_parent') ?? 0));
      if (parent && parent !== menuItem) parent.children.push(menuItem);
      else roots.push(menuItem);
    }
    return roots;
  }

  /** A block theme's navigation as menu items: links, submenus, page lists (the published pages' tree) and the home link. */
  private async navigationMenu(entries: NavigationEntry[], idFor: () => Promise<string>, menuName: string): Promise<MenuItem[]> {
    const items: MenuItem[] = [];
    for (const entry of entries) {
      if (entry.kind === 'page-list') items.push(...(await this.pageList(0, idFor, new Set())));
      else if (entry.kind === 'home') items.push({ _id: await idFor(), title: entry.label || 'Home', path: '/', openInNewTab: false, custom_class: '', children: [] });
      else if (entry.kind === 'other') this.unmappedMenuItem(menuName, `the navigation block ${entry.block}, which a menu has no place for`);
      else {
        const linkKind = entry.linkKind === 'post-type' ? 'post_type' : entry.linkKind === 'taxonomy' ? 'taxonomy' : entry.id && (entry.type === 'page' || entry.type === 'post') ? 'post_type' : 'custom';
        const target = this.targetOf(linkKind, entry.type, entry.id, entry.url, entry.label || menuName);
        if (!target && entry.children.length === 0) {
          this.count('menuItems', 'skipped');
          continue;
        }
        const children = await this.navigationMenu(entry.children, idFor, menuName);
        const title = (entry.label || target?.title || '').slice(0, 200);
        items.push({ _id: await idFor(), title: title || 'Menu', path: target?.path ?? '#', ...(target?.link ? { link: target.link } : {}), openInNewTab: entry.newTab, custom_class: '', children });
      }
    }
    return items;
  }

  /** The page list block: the imported pages published here under WordPress page `parentId`, by menu order and title. */
  private async pageList(parentId: number, idFor: () => Promise<string>, seen: Set<number>): Promise<MenuItem[]> {
    const pages = this.indexed('page')
      .filter((p) => p.parentId === parentId && !seen.has(p.postId) && p.status === 'publish' && p.password === '' && this.pageRoutes.has(p.postId))
      .sort((a, b) => a.menuOrder - b.menuOrder || a.title.localeCompare(b.title));
    const items: MenuItem[] = [];
    for (const page of pages) {
      const target = this.targetOf('post_type', 'page', page.postId, '', page.title);
      if (!target) continue;
      const children = await this.pageList(page.postId, idFor, new Set([...seen, page.postId]));
      items.push({ _id: await idFor(), title: (page.title || target.title).slice(0, 200), path: target.path, ...(target.link ? { link: target.link } : {}), openInNewTab: false, custom_class: '', children });
    }
    return items;
  }

  /** One classic menu item pointing at the imported record, or undefined when its target was not imported. */
  private menuItemOf(item: WxrItem, id: string): MenuItem | undefined {
    const type = item.meta.get('_menu_item_type') ?? '';
    const object = item.meta.get('_menu_item_object') ?? '';
    const objectId = Number(item.meta.get('_menu_item_object_id') ?? 0);
    const title = (item.title || this.index.byId.get(objectId)?.title || '').slice(0, 200);
    const target = this.targetOf(type, object, objectId, (item.meta.get('_menu_item_url') ?? '').trim(), title || `menu item #${item.postId}`);
    if (!target) return undefined;
    return {
      _id: id,
      title: (title || target.title).slice(0, 200),
      path: target.path,
      ...(target.link ? { link: target.link } : {}),
      openInNewTab: item.meta.get('_menu_item_target') === '_blank',
      custom_class: cssClassesOf(item.meta.get('_menu_item_classes') ?? ''),
      children: [],
    };
  }

  /**
   * Where a menu link of WordPress now leads: an imported page or post (linked to its record), a
   * blog category, or an address (the old site's own addresses through their redirects). Answers
   * undefined, and lists it, when its target was not imported.
   */
  private targetOf(type: string, object: string, objectId: number, url: string, where: string): { title: string; path: string; link?: MenuItem['link'] } | undefined {
    const target = this.index.byId.get(objectId);
    if (type === 'post_type' && object === 'page') {
      const recordId = target ? this.mapped.get(this.guidOf(target))?.record_id : undefined;
      const route = this.pageRoutes.get(objectId);
      if (!route || (!recordId && !this.options.dryRun)) return this.unmappedMenuItem(where, 'links to a page that was not imported');
      return { title: route, path: pagePath(route), ...(recordId ? { link: { type: 'pages', _id: recordId } } : {}) };
    }
    if (type === 'post_type' && object === 'post') {
      const recordId = target ? this.mapped.get(this.guidOf(target))?.record_id : undefined;
      const slug = this.postSlugs.get(objectId);
      if (!slug || (!recordId && !this.options.dryRun)) return this.unmappedMenuItem(where, 'links to a post that was not imported');
      return { title: slug, path: `/blogs/${slug}`, ...(recordId ? { link: { type: 'blogs', _id: recordId } } : {}) };
    }
    if (type === 'taxonomy' && (object === 'category' || object === 'post_tag' || object === 'tag')) {
      const term = this.index.site.terms.get(objectId);
      const slug = term ? slugify(term.slug) : '';
      return { title: term?.name || 'Blog', path: slug ? `/blogs?category=${slug}` : '/blogs' };
    }
    if (type === 'custom' || (!type && url)) {
      const local = url && !url.startsWith('#') && !/^(?:mailto|tel):/i.test(url) ? this.oldPath(url) : undefined;
      const pathOrUrl = local !== undefined ? (this.redirects.find((r) => r.from === local)?.to ?? local) : url;
      return { title: pathOrUrl || 'Menu', path: pathOrUrl || '#' };
    }
    return this.unmappedMenuItem(where, `links to ${object || type}, which this site has no place for`);
  }

  private unmappedMenuItem(where: string, reason: string): undefined {
    addUnmapped(this.report, 'menu-item', reason, where);
    return undefined;
  }

  // Redirects ------------------------------------------------------------------------------------

  /** The archives of the blog's categories and tags lead to the blog filtered by that category. */
  private addArchiveRedirects(): void {
    for (const [slug, term] of this.index.terms) {
      if (!this.categoryBySlug.has(slug) && !this.options.dryRun) continue;
      const clean = slugify(slug) || slug;
      const archive = term.domain === 'category' ? 'category' : 'tag';
      this.redirect(`/${archive}/${encodeURIComponent(slug)}/`, `/blogs?category=${clean}`);
      const termId = this.termIdOf(term.domain, slug);
      const known = this.mapped.has(termGuid(term.domain, slug)) && !this.createdTerms.has(slug);
      if (archive === 'category' && termId !== null) this.redirect(`/?cat=${termId}`, `/blogs?category=${clean}`, known);
      if (archive === 'tag') this.redirect(`/?tag=${encodeURIComponent(slug)}`, `/blogs?category=${clean}`, known);
    }
  }

  /**
   * The old addresses' redirects, through the redirects of the studio (as an import of `from,to`
   * lines, which refuses loops and redirects hiding a live page line by line). WordPress's query
   * addresses (`/?p=12`) are answered from the import's GUID map instead (`wordpress-query-addresses.ts`):
   * a redirect's old address is a path.
   */
  private async importRedirects(db: Db): Promise<void> {
    this.addArchiveRedirects();
    const paths = this.redirects.filter((r) => !r.from.includes('?'));
    const counts = this.report.counts.redirects;
    const made: WantedRedirect[] = [];
    const there = new Set((await db.kysely.selectFrom('redirects').select('from_path').execute()).map((r) => r.from_path));
    // In batches: the redirects module checks each line against every rule (loops, chains), and
    // smaller batches keep that work's memory down.
    for (let start = 0; start < paths.length; start += redirectBatch) {
      await this.checkpoint();
      const batch = paths.slice(start, start + redirectBatch);
      const refused = new Map<number, string>();
      if (!this.options.dryRun) {
        const result = await importRedirectsCsv(db, csvDocument([['from', 'to'], ...batch.map((r) => [r.from, r.to])]), null, 'import');
        // Line 1 is the header: line n + 2 is batch[n].
        for (const error of result.errors) refused.set(error.line - 2, error.message.replace(/^Line \d+: /, ''));
      }
      for (const [i, redirect] of batch.entries()) {
        const reason = refused.get(i);
        if (reason) {
          counts.skipped += 1;
          addUnmapped(this.report, 'other', `redirect not made: ${reason}`, redirect.from);
          continue;
        }
        counts[there.has(redirect.from.replace(/\/+$/, '')) ? 'updated' : 'created'] += 1;
        made.push(redirect);
      }
    }
    const queries = this.redirects.filter((r) => r.from.includes('?'));
    for (const query of queries) counts[query.known ? 'updated' : 'created'] += 1;
    this.report.redirects = [...made, ...queries].slice(0, maxListedRedirects).map(({ from, to }) => ({ from, to }));
  }

  // The run --------------------------------------------------------------------------------------

  private async saveRun(): Promise<void> {
    if (this.options.runId) {
      await this.db.kysely
        .updateTable('wordpress_import_runs')
        .set({ status: 'finished', site_url: this.report.siteUrl, finished_at: new Date().toISOString(), report: JSON.stringify(this.report), progress: JSON.stringify(this.progress) })
        .where('id', '=', this.options.runId)
        .execute();
    } else await this.db.kysely
      .insertInto('wordpress_import_runs')
      .values({
        id: newId(),
        file_name: this.report.file,
        site_url: this.report.siteUrl,
        status: 'finished',
        started_at: this.startedAt.toISOString(),
        finished_at: new Date().toISOString(),
        report: JSON.stringify(this.report),
      })
      .execute();
    const c = this.report.counts;
    await recordActivity(this.db.kysely, {
      actor: this.options.actor?.id ? { id: this.options.actor.id, name: this.options.actor.name } : null,
      action: 'wordpress-import',
      summary: `Imported ${this.report.file}: ${c.pages.created + c.pages.updated} pages, ${c.posts.created + c.posts.updated} posts, ${c.attachments.created + c.attachments.updated} media files, ${c.redirects.created} redirects.`,
    });
  }
}

/**
 * The part of the site that owns a page route, or undefined when a page may have it: the server's
 * own addresses (/api, /uploads…), the search, the languages' prefixes (/hi/…) and, below their
 * first part, the addresses of the record types (/our-experts/{slug}, /blogs/{slug}…).
 */
export function siteOwnedRoutes(languages: readonly string[]): (route: string) => string | undefined {
  const server = new Set([...reservedPaths.map((p) => p.slice(1)), 'search', ...languages.map((l) => l.replace(/^\/|\/$/g, ''))]);
  const records = new Map(Object.values(publicPages).map((p) => [p.path.split('/')[1] ?? '', `its ${p.titleSuffix} pages`]));
  return (route) => {
    const [first = '', ...rest] = route.split('/');
    if (server.has(first)) return 'an address of the server';
    return rest.length > 0 ? records.get(first) : undefined;
  };
}

/** Where a WordPress menu goes, by its name: footer and quick-links menus to the footer's lists, any other to the header. */
export function menuLocationOf(name: string): MenuLocation {
  const lower = name.toLowerCase();
  if (/quick/.test(lower)) return 'quicklinks';
  if (/footer|bottom/.test(lower)) return 'footer';
  return 'header';
}

/** The tree cut to `levels` levels: items deeper than the studio's menus allow follow their parent instead. */
function withinDepth(items: readonly MenuItem[], levels: number): MenuItem[] {
  if (levels <= 1) return items.flatMap((item) => [{ ...item, children: [] }, ...withinDepth(item.children, 1)]);
  return items.map((item) => ({ ...item, children: withinDepth(item.children, levels - 1) }));
}

/** WordPress keeps a menu item's CSS classes as a PHP-serialised list: `a:1:{i:0;s:4:"cta";}`. */
const cssClassesOf = (serialised: string): string =>
  [...serialised.matchAll(/s:\d+:"([^"]*)"/g)]
    .map((m) => (m[1] ?? '').replace(/[^a-z0-9_-]/gi, ''))
    .filter(Boolean)
    .join(' ')
    .slice(0, 100);

const withoutItems = (items: readonly MenuItem[], ids: ReadonlySet<string>): MenuItem[] =>
  items.filter((item) => !ids.has(item._id)).map((item) => ({ ...item, children: withoutItems(item.children, ids) }));

/**
 * An item as the index keeps it: without its text, with only the meta the steps read from the
 * index (an attachment's `_wp_attachment_metadata` alone is a kilobyte or more), and each string
 * copied: the parser's strings are slices of the chunk they were read from, and one kept slice
 * keeps its whole 64 KB chunk (the index held about the file's size).
 */
function indexEntry(item: WxrItem): WxrItem {
  const own = (text: string): string => (text ? Buffer.from(text, 'utf8').toString('utf8') : '');
  const meta = new Map<string, string>();
  for (const [key, value] of item.meta) if (indexedMeta.test(key)) meta.set(own(key), own(value));
  return {
    ...item,
    title: own(item.title),
    link: own(item.link),
    guid: own(item.guid),
    postType: own(item.postType),
    status: own(item.status),
    password: own(item.password),
    postName: own(item.postName),
    postDate: own(item.postDate),
    postDateGmt: own(item.postDateGmt),
    creator: own(item.creator),
    content: '',
    excerpt: item.postType === 'attachment' ? own(item.excerpt) : '',
    attachmentUrl: own(item.attachmentUrl),
    terms: item.terms.map((t) => ({ domain: own(t.domain), slug: own(t.slug), name: own(t.name) })),
    meta,
  };
}

/** Runs an import (see the module comment); answers its report, which is also saved unless a dry run. */
export async function importWordpress(db: Db, config: Config, options: ImportOptions): Promise<ImportReport> {
  return new ImportRun(db, config, options).run();
}

/** A starting `--map` for the export's post types this site has no place for (`--suggest-map`). */
export async function suggestImportMapping(file: string): Promise<ImportMapping> {
  const known = new Set([...handledTypes, ...internalTypes, ...formTypes]);
  const items: WxrItem[] = [];
  for await (const entry of readWxrEntries(file)) {
    if (entry.node.name !== 'item') continue;
    const item = toWxrItem(entry);
    if (known.has(item.postType)) continue;
    item.content = '';
    items.push(item);
  }
  return suggestMapping(items, known);
}
