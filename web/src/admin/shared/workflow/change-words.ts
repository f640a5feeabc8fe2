import type { Field, ScalarField } from '@hospital/content/fields';
import { languageInfo } from '@hospital/content/i18n/languages';
import { translationsKey } from '@hospital/content/i18n/translations';
import { plainText } from '@hospital/content/text';

/**
 * What changed between two versions of a record, field by field, in words a reviewer reads: only
 * the fields that changed (an empty list, an empty text and nothing at all are the same: no
 * change), a text or rich text as a word diff, a number, choice or date as "15 → 20", a relation
 * by its records (their titles are looked up by the screen), a list's rows as "Added: …",
 * "Removed: …" and "Changed: …", translations per language and field. Never raw JSON.
 */

export type FieldChange =
  | { name: string; label: string; kind: 'text'; before: string; after: string }
  | { name: string; label: string; kind: 'value'; before: string; after: string }
  | { name: string; label: string; kind: 'relation'; to: string; before: string[]; after: string[] }
  | { name: string; label: string; kind: 'image'; before: string; after: string }
  | { name: string; label: string; kind: 'lines'; lines: string[] };

/** The record's bookkeeping, kept by the server and never edited by anyone. */
const bookkeeping = new Set(['_id', 'createdAt', 'updatedAt', 'version', 'state', 'hasDraft']);
const extraLabels: Record<string, string> = { status: 'Status', sortOrder: 'Sort order', items: 'Menu items', [translationsKey]: 'Translations' };

/** "someField" as "Some field": an undeclared name is still read as words. */
export const asWords = (name: string): string => {
  const words = name.replace(/^_+/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
};

/** Nothing, an empty text, an empty list and an object of nothing are all "not set". */
export function isUnset(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isUnset);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isUnset);
  return false;
}

/** Two values are the same when both are unset or they hold the same. */
export const sameValue = (a: unknown, b: unknown): boolean => (isUnset(a) && isUnset(b)) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** 2026-12-05 as 05/12/2026, as the studio writes dates. */
const dayMonthYear = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** A value in words (no JSON): a choice by its label, yes/no, a date as DD/MM/YYYY, a list joined, an object as "Key: value". */
/** What valueWords needs of a field: its type, and a choice's options. */
interface WordsField {
  type: string;
  options?: readonly { value: string; label: string }[];
}

export function valueWords(field: WordsField, value: unknown): string {
  if (isUnset(value)) return '';
  if (Array.isArray(value)) return value.map((v) => valueWords(field, v)).filter(Boolean).join(', ');
  if (field.type === 'select' && field.options) return field.options.find((o) => o.value === value)?.label ?? String(value);
  if (field.type === 'richText' && typeof value === 'string') return plainText(value);
  if (field.type === 'date' && typeof value === 'string') return dayMonthYear(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isUnset(v))
      .map(([key, v]) => `${asWords(key)}: ${valueWords({ type: 'text' }, v)}`)
      .join('; ');
  }
  return String(value);
}

const rangeEnds: Record<string, string> = { end: 'start', to: 'from', until: 'from' };

/** A repeater row in a few words: its values in order, a start and end (or from and to) as "09:00–12:00". */
export function rowWords(columns: readonly ScalarField[], row: unknown): string {
  const values = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
  const parts: string[] = [];
  let previous = '';
  for (const column of columns) {
    const words = valueWords(column, values[column.name]);
    if (words === '') continue;
    if (rangeEnds[column.name] === previous && parts.length > 0) parts[parts.length - 1] += `–${words}`;
    else parts.push(words);
    previous = column.name;
  }
  return parts.join(' ');
}

/** A list's rows: those added, removed, and changed (the same first value, a different rest), in words. */
export function rowChanges(columns: readonly ScalarField[], before: unknown, after: unknown): string[] {
  const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]).filter((row) => !isUnset(row)) : []);
  const key = (row: Record<string, unknown>) => JSON.stringify(columns.map((c) => (isUnset(row[c.name]) ? null : row[c.name])));
  const older = rows(before);
  const newer = rows(after);
  const removed = older.filter((row) => !newer.some((other) => key(other) === key(row)));
  const added = newer.filter((row) => !older.some((other) => key(other) === key(row)));
  const first = columns[0];
  const lines: string[] = [];
  for (const row of added) {
    const match = first ? removed.find((old) => !isUnset(old[first.name]) && sameValue(old[first.name], row[first.name])) : undefined;
    if (match) {
      removed.splice(removed.indexOf(match), 1);
      const changed = columns.filter((c) => !sameValue(match[c.name], row[c.name])).map((c) => `${c.label} ${valueWords(c, match[c.name]) || '—'} → ${valueWords(c, row[c.name]) || '—'}`);
      lines.push(`Changed: ${rowWords(columns, match)}: ${changed.join(', ')}`);
    } else lines.push(`Added: ${rowWords(columns, row)}`);
  }
  for (const row of removed) lines.push(`Removed: ${rowWords(columns, row)}`);
  if (lines.length === 0 && !sameValue(before, after)) lines.push('Rows reordered');
  return lines;
}

/** A record's translations changed, per language and field: "Hindi, Designation: … → …". */
function translationLines(fields: readonly Field[], before: unknown, after: unknown): string[] {
  const valuesOf = (value: unknown): Record<string, Record<string, unknown>> => {
    const out: Record<string, Record<string, unknown>> = {};
    if (!value || typeof value !== 'object') return out;
    for (const [language, entry] of Object.entries(value as Record<string, unknown>)) {
      const values = entry && typeof entry === 'object' ? (entry as { values?: unknown }).values : undefined;
      out[language] = values && typeof values === 'object' ? (values as Record<string, unknown>) : {};
    }
    return out;
  };
  const older = valuesOf(before);
  const newer = valuesOf(after);
  const lines: string[] = [];
  for (const language of [...new Set([...Object.keys(older), ...Object.keys(newer)])]) {
    const a = older[language] ?? {};
    const b = newer[language] ?? {};
    for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
      if (sameValue(a[name], b[name])) continue;
      const field = fields.find((f) => f.name === name);
      const words = (value: unknown) => valueWords(field ?? { type: 'text' }, value) || '—';
      lines.push(`${languageInfo(language).englishName}, ${field?.label ?? asWords(name)}: ${words(a[name])} → ${words(b[name])}`);
    }
  }
  return lines;
}

/** The changes between two versions, in the declared fields' order, then what else a version holds. */
export function changesInWords(fields: readonly Field[], before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const declared = fields.map((f) => f.name);
  const extra = Object.keys({ ...before, ...after }).filter((name) => !declared.includes(name) && !bookkeeping.has(name));
  const changes: FieldChange[] = [];
  for (const name of [...declared, ...extra]) {
    const a = before[name];
    const b = after[name];
    if (sameValue(a, b)) continue;
    const field = fields.find((f) => f.name === name);
    const label = field?.label ?? extraLabels[name] ?? asWords(name);
    if (name === translationsKey) {
      const lines = translationLines(fields, a, b);
      if (lines.length > 0) changes.push({ name, label, kind: 'lines', lines });
      continue;
    }
    if (!field) {
      changes.push({ name, label, kind: 'value', before: valueWords({ type: 'text' }, a), after: valueWords({ type: 'text' }, b) });
      continue;
    }
    switch (field.type) {
      case 'text':
      case 'slug':
        if (field.type === 'text' && field.many) changes.push({ name, label, kind: 'value', before: valueWords(field, a), after: valueWords(field, b) });
        else changes.push({ name, label, kind: 'text', before: valueWords(field, a), after: valueWords(field, b) });
        break;
      case 'richText':
        changes.push({ name, label, kind: 'text', before: valueWords(field, a), after: valueWords(field, b) });
        break;
      case 'relation': {
        const ids = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');
        changes.push({ name, label, kind: 'relation', to: field.to, before: ids(a), after: ids(b) });
        break;
      }
      case 'image':
        changes.push({ name, label, kind: 'image', before: typeof a === 'string' ? a : '', after: typeof b === 'string' ? b : '' });
        break;
      case 'repeater':
        changes.push({ name, label, kind: 'lines', lines: rowChanges(field.fields, a, b) });
        break;
      default:
        changes.push({ name, label, kind: 'value', before: valueWords(field, a), after: valueWords(field, b) });
    }
  }
  return changes;
}
