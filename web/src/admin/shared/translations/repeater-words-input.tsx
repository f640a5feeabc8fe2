import type { Field } from '@hospital/content/fields';
import { languageInfo } from '@hospital/content/i18n/languages';
import { rowWords, translatedColumns } from '@hospital/content/i18n/translations';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldInput } from '../fields/field-inputs';
import type { TranslationInputProps } from './translation-inputs';

/**
 * A repeater's rows in another language: only their translated sub-fields (a session's room; the
 * day and times are the same in every language), each row's English beside its translation. The
 * translation holds the rows by their position in the English rows, with those sub-fields only.
 */
export function RepeaterWordsInput({ field, value, onChange, disabled, record, language, source }: TranslationInputProps) {
  const columns = translatedColumns(field);
  const english = rowWords(field, source);
  const translated = Array.isArray(value) ? (value as (Record<string, unknown> | null)[]) : [];
  const name = languageInfo(language).englishName;
  if (english.every((row) => Object.values(row).every((text) => text.trim() === ''))) {
    return <Typography color="text.secondary">The rows have no texts to translate yet: add them on the English tab.</Typography>;
  }
  const update = (row: number, column: string, text: unknown) => {
    const next = english.map((_, i) => ({ ...(translated[i] ?? {}) }));
    next[row] = { ...next[row], [column]: text };
    onChange(next);
  };
  return (
    <Stack spacing={2}>
      {english.map((row, i) =>
        columns
          .filter((column) => (row[column.name] ?? '').trim() !== '')
          .map((column) => (
            <Box key={`${i}-${column.name}`} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  Row {i + 1}, English
                </Typography>
                <Typography>{row[column.name]}</Typography>
              </Box>
              <Box lang={language}>
                <FieldInput
                  field={{ ...column, name: `${field.name}-${i}-${column.name}`, label: `${column.label}, row ${i + 1} (${name})`, required: false } as Field}
                  value={translated[i]?.[column.name] ?? ''}
                  onChange={(text) => update(i, column.name, text)}
                  disabled={disabled}
                  record={record}
                />
              </Box>
            </Box>
          )),
      )}
    </Stack>
  );
}
