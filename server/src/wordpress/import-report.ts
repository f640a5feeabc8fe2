/** Building and printing the report of one WordPress import (its shape: `content/src/wire/wordpress-import.ts`). */

import { importKindLabels, importKinds, unmappedLabels, type ImportKind, type ImportReport, type KindCounts, type UnmappedKind } from '@hospital/content/wire/wordpress-import';

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

/** The report as the command prints it. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  lines.push(`${report.dryRun ? 'Dry run (nothing written)' : 'Imported'}: ${report.file}${report.siteUrl ? ` from ${report.siteUrl}` : ''}`);
  lines.push(report.dryRun ? 'Would be:' : report.publish ? 'Records arrive published where they were published in WordPress.' : 'Records arrive as drafts.');
  for (const kind of importKinds) {
    const c = report.counts[kind];
    lines.push(`  ${importKindLabels[kind].padEnd(16)} ${String(c.created).padStart(5)} created ${String(c.updated).padStart(5)} updated ${String(c.skipped).padStart(5)} skipped`);
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
  const steps = importKinds.filter((k) => report.stepSeconds?.[k] !== undefined).map((k) => `${importKindLabels[k].toLowerCase()} ${(report.stepSeconds?.[k] ?? 0).toFixed(1)} s`);
  if (steps.length > 0) lines.push(`Steps: ${steps.join(', ')}.`);
  lines.push(`Took ${report.seconds.toFixed(1)} s; peak memory ${Math.round(report.peakRssBytes / 1024 / 1024)} MB.`);
  return lines.join('\n');
}
