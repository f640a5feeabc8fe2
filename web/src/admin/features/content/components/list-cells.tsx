import Box from '@mui/material/Box';
import type { Field, FieldType } from '@hospital/content/fields';
import { plainText } from '@hospital/content/text';
import type { ContentType } from '@hospital/content/content-type';
import type { ReactNode } from 'react';
import type { ContentRecord } from '../../../shared/api/content-api';
import { useRecordTitles } from '../../../shared/api/use-record-titles';
import { StateChips } from '../../../shared/workflow/state-and-schedule';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { StudioDate } from '../../../shared/dates';

type CellFor<K extends FieldType> = (field: Extract<Field, { type: K }>, value: unknown) => ReactNode;

const dash = '—';
const text = (value: unknown): string => (typeof value === 'string' && value !== '' ? value : dash);
const shorten = (value: string, max = 80): string => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
const count = (value: unknown, one: string, many: string): string => {
  const n = Array.isArray(value) ? value.length : 0;
  return n === 0 ? dash : `${n} ${n === 1 ? one : many}`;
};

function RelationTitles({ to, value }: { to: string; value: unknown }) {
  const ids = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' && value !== '' ? [value] : [];
  const titles = useRecordTitles(to, ids);
  if (ids.length === 0) return dash;
  return ids.map((id) => titles.get(id) ?? '…').join(', ');
}

/** One list cell per field type: a new field type does not compile until it has one. */
export const listCells = {
  text: (_f, v) => shorten(Array.isArray(v) ? text(v.filter((t) => typeof t === 'string').join(', ')) : text(v)),
  richText: (_f, v) => (typeof v === 'string' && v !== '' ? shorten(plainText(v)) : dash),
  slug: (_f, v) => text(v),
  image: (f, v) =>
    typeof v === 'string' && v !== '' ? (
      <Box component="img" src={v} alt={f.label} loading="lazy" sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />
    ) : (
      dash
    ),
  file: (_f, v) => (typeof v === 'string' && v !== '' ? (v.split('/').pop() ?? v) : dash),
  date: (f, v) => <StudioDate value={v} withTime={f.withTime ?? false} />,
  boolean: (_f, v) => (v === true ? 'Yes' : 'No'),
  number: (_f, v) => (typeof v === 'number' ? String(v) : dash),
  select: (f, v) => f.options.find((o) => o.value === v)?.label ?? text(v),
  relation: (f, v) => <RelationTitles to={f.to} value={v} />,
  repeater: (_f, v) => count(v, 'row', 'rows'),
  templateData: (_f, v) => count(v, 'value', 'values'),
  fieldList: (_f, v) => count(v, 'field', 'fields'),
  seo: (_f, v) => (v && typeof v === 'object' && typeof (v as { title?: unknown }).title === 'string' && (v as { title: string }).title !== '' ? 'Set' : dash),
} satisfies { [K in FieldType]: CellFor<K> };

/** Columns that are not declared fields: the system fields every record has. */
export const systemColumns: Record<string, { label: string; cell: (value: unknown, record: ContentRecord, type: ContentType) => ReactNode }> = {
  status: {
    label: 'State',
    cell: (_v, record) => {
      const { state, publishAt, unpublishAt } = record as ContentRecord & Partial<Pick<WorkingCopy, 'state' | 'publishAt' | 'unpublishAt'>>;
      return <StateChips state={state ?? (record.status === 'inactive' ? 'draft' : 'published')} publishAt={publishAt ?? null} unpublishAt={unpublishAt ?? null} />;
    },
  },
  sortOrder: { label: 'Order', cell: (v) => (typeof v === 'number' ? String(v) : dash) },
  createdAt: { label: 'Created', cell: (v) => <StudioDate value={v} /> },
  updatedAt: { label: 'Updated', cell: (v) => <StudioDate value={v} /> },
};

export function renderCell(field: Field, value: unknown): ReactNode {
  // The table is keyed by the field's own type.
  return (listCells[field.type] as (field: Field, value: unknown) => ReactNode)(field, value);
}

/** Field types whose column the server can order by. */
export const sortableTypes: ReadonlySet<FieldType> = new Set(['text', 'slug', 'date', 'number', 'boolean', 'select']);
