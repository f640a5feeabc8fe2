import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Field } from '@hospital/content/fields';
import { plainText } from '@hospital/content/text';
import type { ReactNode } from 'react';
import { useRecordTitles } from '../api/use-record-titles';
import { wordDiff } from './word-diff';

/**
 * Two versions of a record side by side, field by field, as an editor reads them: rich text as a
 * readable text diff (words taken out struck through, words put in marked), images as thumbnails,
 * relations by their records' titles, lists by their rows.
 */

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const dash = '—';

/** Names of what a version holds beside its declared fields. */
const extraLabels: Record<string, string> = { status: 'Status', sortOrder: 'Sort order', items: 'Menu items' };

/**
 * The record's bookkeeping, kept by the server and never edited: the saved version carries it and
 * the form's body does not, so comparing it would show a raw name that is no change of anyone's.
 */
const bookkeeping = new Set(['_id', 'createdAt', 'updatedAt', 'version', 'state', 'hasDraft']);

/** "someField" as "Some field": an undeclared name is still read as words, never as code. */
const asWords = (name: string): string => {
  const words = name.replace(/^_+/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
};

/** A changed field's name as an editor reads it: its declared label. */
export const fieldLabel = (fields: readonly Field[], name: string): string => fields.find((f) => f.name === name)?.label ?? extraLabels[name] ?? asWords(name);

const asText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 1);
};

function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {wordDiff(before, after).map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <Box key={i} component="del" sx={{ bgcolor: '#fde2e1', color: '#8a1c14' }}>
            {part.text}
          </Box>
        ) : (
          <Box key={i} component="ins" sx={{ bgcolor: '#dcf5e3', color: '#14532d', textDecoration: 'none' }}>
            {part.text}
          </Box>
        ),
      )}
    </Box>
  );
}

function Thumbnail({ value, label }: { value: unknown; label: string }) {
  if (typeof value !== 'string' || value === '') return <>{dash}</>;
  return <Box component="img" src={value} alt={`${label}: ${value.split('/').pop() ?? ''}`} sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />;
}

function RelationTitles({ to, value }: { to: string; value: unknown }) {
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');
  const titles = useRecordTitles(to, ids);
  return <>{ids.length ? ids.map((id) => titles.get(id) ?? '…').join(', ') : dash}</>;
}

function Value({ field, value }: { field: Field | undefined; value: unknown }): ReactNode {
  if (field?.type === 'image') return <Thumbnail value={value} label={field.label} />;
  if (field?.type === 'relation') return <RelationTitles to={field.to} value={value} />;
  const text = field?.type === 'richText' && typeof value === 'string' ? plainText(value) : asText(value);
  return <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text || dash}</Box>;
}

export interface FieldCompareProps {
  /** The fields compared, in their order (a collection's or the settings' declared fields). */
  fields: readonly Field[];
  /** How a value without a declared field is shown (a menu's tree); the default is its text. */
  renderValue?: (name: string, value: unknown) => ReactNode;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  beforeLabel: string;
  afterLabel: string;
}

/** The fields that differ between two versions (a table per row: field, before, after). */
export function FieldCompare({ fields, renderValue, before, after, beforeLabel, afterLabel }: FieldCompareProps) {
  const declared = fields.map((f) => f.name);
  const extra = Object.keys({ ...before, ...after }).filter((name) => !declared.includes(name) && !bookkeeping.has(name));
  const names = [...declared, ...extra].filter((name) => !same(before[name], after[name]));
  if (names.length === 0) return <Typography sx={{ py: 2 }}>The two versions are the same.</Typography>;
  return (
    <Table size="small" aria-label={`Changes from ${beforeLabel} to ${afterLabel}`}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Field</TableCell>
          <TableCell scope="col">{beforeLabel}</TableCell>
          <TableCell scope="col">{afterLabel}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {names.map((name) => {
          const field = fields.find((f) => f.name === name);
          const label = fieldLabel(fields, name);
          const custom = !field && renderValue;
          const textual = !custom && (!field || ['text', 'richText', 'slug'].includes(field.type));
          return (
            <TableRow key={name} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {label}
              </TableCell>
              {textual ? (
                <TableCell colSpan={2}>
                  <TextDiff
                    before={field?.type === 'richText' ? plainText(asText(before[name])) : asText(before[name])}
                    after={field?.type === 'richText' ? plainText(asText(after[name])) : asText(after[name])}
                  />
                </TableCell>
              ) : (
                <>
                  <TableCell>{custom ? custom(name, before[name]) : <Value field={field} value={before[name]} />}</TableCell>
                  <TableCell>{custom ? custom(name, after[name]) : <Value field={field} value={after[name]} />}</TableCell>
                </>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
