/**
 * The report of one WordPress import (`npm run import:wordpress`): what was created, updated and
 * skipped per kind, what could not be carried over, notes for the team and the redirects made.
 * Printed by the command, kept for the studio's Import history (`GET /api/admin/wordpress-imports`).
 */

export const importKinds = ['attachments', 'categories', 'pages', 'posts', 'records', 'menuItems', 'redirects'] as const;
export type ImportKind = (typeof importKinds)[number];

export interface KindCounts {
  created: number;
  updated: number;
  skipped: number;
}

export const unmappedKinds = ['post-type', 'shortcode', 'form', 'block', 'media', 'menu-item', 'other'] as const;
export type UnmappedKind = (typeof unmappedKinds)[number];

/** Something the import could not carry over, with where it was found (titles, at most 20). */
export interface Unmapped {
  kind: UnmappedKind;
  name: string;
  count: number;
  where: string[];
}

/** A remark for the team about one record (a page's WordPress template, a post's extra categories). */
export interface ImportNote {
  title: string;
  text: string;
}

export interface ReportRedirect {
  from: string;
  to: string;
}

export interface ImportReport {
  file: string;
  siteUrl: string;
  dryRun: boolean;
  publish: boolean;
  counts: Record<ImportKind, KindCounts>;
  unmapped: Unmapped[];
  notes: ImportNote[];
  redirects: ReportRedirect[];
  seconds: number;
  peakRssBytes: number;
  /** Seconds each kind's step took (reports saved before it have none). */
  stepSeconds?: Partial<Record<ImportKind, number>>;
}

export const importKindLabels: Record<ImportKind, string> = {
  attachments: 'Media',
  categories: 'Blog categories',
  pages: 'Pages',
  posts: 'Blog posts',
  records: 'Mapped records',
  menuItems: 'Menu items',
  redirects: 'Redirects',
};

export const unmappedLabels: Record<UnmappedKind, string> = {
  'post-type': 'Content of a type this site has no place for',
  shortcode: 'Shortcode (removed from the text; replace it by hand)',
  form: 'Form (rebuild it with the site forms)',
  block: 'Block with no HTML of its own',
  media: 'Media file not brought in',
  'menu-item': 'Menu item not brought in',
  other: 'Other',
};

/** One saved run, as the Import history lists it. */
export interface WordpressImportRun {
  _id: string;
  fileName: string;
  siteUrl: string;
  startedAt: string;
  finishedAt: string;
  report: ImportReport;
  status: ImportRunStatus;
  startedBy: string | null;
  error: string | null;
}

/** Where a running import is: its step (a kind, or reading the file) and the records done of all. */
export interface ImportProgress {
  step: ImportKind | 'reading';
  done: number;
  total: number;
}

/**
 * A studio run's state: `planned` (uploaded, dry run shown), `queued`, `running`, then
 * `finished`, `failed` or `cancelled`.
 */
export const importRunStatuses = ['planned', 'queued', 'running', 'finished', 'failed', 'cancelled'] as const;
export type ImportRunStatus = (typeof importRunStatuses)[number];

/** The choices the studio's import is made with (the command's --publish and --menu). */
export interface StudioImportOptions {
  publish: boolean;
  /** Whether a `.zip` of `wp-content/uploads` came with the export. */
  withUploads: boolean;
}

/** A studio run as `GET /api/admin/wordpress-imports/:id` answers it. */
export interface StudioImportRun {
  _id: string;
  fileName: string;
  siteUrl: string;
  status: ImportRunStatus;
  startedBy: string | null;
  startedAt: string;
  finishedAt: string;
  progress: ImportProgress | null;
  error: string | null;
  cancelRequested: boolean;
  /** The dry run's report while planned, else the import's (null while it runs). */
  report: ImportReport | null;
}
