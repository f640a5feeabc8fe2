import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Field } from '@hospital/content/fields';
import { translationsKey } from '@hospital/content/i18n/translations';
import type { ReactNode } from 'react';
import { useRecordTitles } from '../api/use-record-titles';
import { wordDiff } from './word-diff';
import { asWords, changesInWords } from './change-words';

/**
 * Two versions of a record side by side, only the fields that changed, each as an editor reads
 * it (change-words.ts): text and rich text as a word diff (words taken out struck through, words
 * put in marked), values as "15 → 20", images as thumbnails, relations by their records' titles,
 * lists by the rows added, removed and changed, translations per language.
 */

const dash = '—';

/** A changed field's name as an editor reads it: its declared label. */
export const fieldLabel = (fields: readonly Field[], name: string): string => fields.find((f) => f.name === name)?.label ?? (name === 'status' ? 'Status' : name === 'sortOrder' ? 'Sort order' : name === 'items' ? 'Menu items' : asWords(name));

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

export interface FieldCompareProps {
  /** The fields compared, in their order (a collection's or the settings' declared fields). */
  fields: readonly Field[];
  /** How a value without a declared field is shown (a menu's tree); the default is its words. */
  renderValue?: (name: string, value: unknown) => ReactNode;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  beforeLabel: string;
  afterLabel: string;
}

/** The fields that differ between two versions, each in words (change-words.ts): a table per row: field, before, after. */
export function FieldCompare({ fields, renderValue, before, after, beforeLabel, afterLabel }: FieldCompareProps) {
  const changes = changesInWords(fields, before, after);
  if (changes.length === 0) return <Typography sx={{ py: 2 }}>The two versions are the same.</Typography>;
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
        {changes.map((change) => {
          const custom = !fields.some((f) => f.name === change.name) && change.name !== translationsKey ? renderValue : undefined;
          return (
            <TableRow key={change.name} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {change.label}
              </TableCell>
              {custom ? (
                <>
                  <TableCell>{custom(change.name, before[change.name])}</TableCell>
                  <TableCell>{custom(change.name, after[change.name])}</TableCell>
                </>
              ) : change.kind === 'text' ? (
                <TableCell colSpan={2}>
                  <TextDiff before={change.before} after={change.after} />
                </TableCell>
              ) : change.kind === 'lines' ? (
                <TableCell colSpan={2}>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {change.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </Box>
                </TableCell>
              ) : change.kind === 'relation' ? (
                <>
                  <TableCell>
                    <RelationTitles to={change.to} value={change.before} />
                  </TableCell>
                  <TableCell>
                    <RelationTitles to={change.to} value={change.after} />
                  </TableCell>
                </>
              ) : change.kind === 'image' ? (
                <>
                  <TableCell>
                    <Thumbnail value={change.before} label={change.label} />
                  </TableCell>
                  <TableCell>
                    <Thumbnail value={change.after} label={change.label} />
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={2}>
                  {change.before || dash} → {change.after || dash}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
