/**
 * The report of one WordPress import: what was created, updated and skipped per kind, what could
 * not be carried over, notes for the team and the redirects made. Printed by the command and kept
 * (as JSON) for the studio's Import history.
 */

export const importKinds = ['attachments', 'categories', 'pages', 'posts', 'menuItems', 'redirects'] as const;
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
}

const maxWhere = 20;

export function emptyReport(file: string, dryRun: boolean, publish: boolean): ImportReport {
  return {
    file,
    siteUrl: '',
    dryRun,
    publish,
    counts: Object.fromEntries(importKinds.map((k) => [k, { created: 0, updated: 0, skipped: 0 }])) as Record<ImportKind, KindCounts>,
    unmapped: [],
    notes: [],
    redirects: [],
    seconds: 0,
    peakRssBytes: 0,
  };
}

/** Counts one more `name` of `kind` not carried over, found in `where`. */
export function addUnmapped(report: ImportReport, kind: UnmappedKind, name: string, where: string): void {
  let entry = report.unmapped.find((u) => u.kind === kind && u.name === name);
  if (!entry) {
    entry = { kind, name, count: 0, where: [] };
    report.unmapped.push(entry);
  }
  entry.count += 1;
  if (entry.where.length < maxWhere && !entry.where.includes(where)) entry.where.push(where);
}

const kindLabels: Record<ImportKind, string> = {
  attachments: 'Media',
  categories: 'Blog categories',
  pages: 'Pages',
  posts: 'Blog posts',
  menuItems: 'Menu items',
  redirects: 'Redirects',
};

export const unmappedLabels: Record<UnmappedKind, string> = {
  'post-type': 'Content of a type this site has no place for',
  shortcode: 'Shortcode (left in the text; replace it by hand)',
  form: 'Form (rebuild it with the site forms)',
  block: 'Block with no HTML of its own',
  media: 'Media file not brought in',
  'menu-item': 'Menu item not brought in',
  other: 'Other',
};

/** The report as the command prints it. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  lines.push(`${report.dryRun ? 'Dry run (nothing written)' : 'Imported'}: ${report.file}${report.siteUrl ? ` from ${report.siteUrl}` : ''}`);
  lines.push(report.dryRun ? 'Would be:' : report.publish ? 'Records arrive published where they were published in WordPress.' : 'Records arrive as drafts.');
  for (const kind of importKinds) {
    const c = report.counts[kind];
    lines.push(`  ${kindLabels[kind].padEnd(16)} ${String(c.created).padStart(5)} created ${String(c.updated).padStart(5)} updated ${String(c.skipped).padStart(5)} skipped`);
  }
  if (report.unmapped.length > 0) {
    lines.push('Not carried over:');
    for (const u of report.unmapped) lines.push(`  ${unmappedLabels[u.kind]}: ${u.name} (${u.count}×) in ${u.where.join(', ')}${u.count > u.where.length ? ', …' : ''}`);
  }
  if (report.notes.length > 0) {
    lines.push('Notes for the team:');
    for (const n of report.notes) lines.push(`  ${n.title}: ${n.text}`);
  }
  if (report.redirects.length > 0) lines.push(`Redirects: ${report.redirects.length} old addresses lead to the new ones.`);
  lines.push(`Took ${report.seconds.toFixed(1)} s; peak memory ${Math.round(report.peakRssBytes / 1024 / 1024)} MB.`);
  return lines.join('\n');
}
