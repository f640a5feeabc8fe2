import type { Field, RepeaterField, ScalarField } from '@hospital/content/fields';
import { languageInfo } from '@hospital/content/i18n/languages';
import { isTranslatableTemplateField } from '@hospital/content/i18n/translations';
import type { TemplateDataEntry } from '@hospital/content/templates/template-data';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FieldInput } from '../../shared/fields/field-inputs';
import type { TranslationInputProps } from '../../shared/translations/translation-inputs';
import { asEntries, entryRows, entryValue, setEntryRows, setEntryValue, templateEditorFields, toStored, type StoredValue } from './template-data';
import { useTemplateDefinitions } from './use-template-definitions';

/**
 * A page's template sections in another language: only their words (texts and rich texts; links,
 * images, dates and choices are shared by every language), each beside its English. The
 * translation keeps the template data's shape, `[{ name, value, repeaterValues? }]`, holding the
 * translated words only, a repeater's rows by their position in the English rows.
 */

const isWords = (field: Field): field is ScalarField => field.type !== 'repeater' && field.type !== 'templateData' && field.type !== 'fieldList' && field.type !== 'seo' && isTranslatableTemplateField(field);

/** Text of a rich text value, for reading beside its translation. */
const plainText = (value: StoredValue): string => (value ? (new DOMParser().parseFromString(value, 'text/html').body.textContent?.trim() ?? '') : '');

export function TemplateWordsInput({ field, value, onChange, disabled, record, language, source }: TranslationInputProps) {
  const templateId = typeof record.template === 'string' ? record.template : '';
  const { resolve, isLoading } = useTemplateDefinitions();
  const template = useMemo(() => (templateId ? resolve(templateId) : undefined), [resolve, templateId]);
  const english = asEntries(source);
  const translated = asEntries(value);
  const name = languageInfo(language).englishName;

  if (!template) {
    return isLoading ? <CircularProgress size={24} aria-label="Loading the template" /> : <Typography color="text.secondary">Choose the page's template on the English tab first.</Typography>;
  }
  const fields = templateEditorFields(template).filter((f) => isWords(f) || (f.type === 'repeater' && f.fields.some(isWords)));
  if (fields.length === 0) return <Typography color="text.secondary">This template has no texts of its own to translate.</Typography>;

  const pair = (key: string, sub: ScalarField, englishValue: StoredValue, translatedValue: StoredValue, change: (v: StoredValue) => void) => (
    <Box key={key} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {sub.label} (English)
        </Typography>
        <Typography lang="en" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', borderRadius: 1, p: 1.5, minHeight: 40 }}>
          {(sub.type === 'richText' ? plainText(englishValue) : (englishValue ?? '')) || <Box component="span" sx={{ color: 'text.secondary' }}>(empty)</Box>}
        </Typography>
      </Box>
      <Box lang={language}>
        <FieldInput
          field={{ ...sub, name: `${language}-templateData-${key}`, label: `${sub.label} (${name})`, required: false } as ScalarField}
          value={translatedValue ?? ''}
          onChange={(v) => change(toStored(v))}
          disabled={disabled}
          record={record}
        />
      </Box>
    </Box>
  );

  const rowsOf = (repeater: RepeaterField, entries: readonly TemplateDataEntry[]) => entryRows(entries, repeater.name);
  return (
    <Stack spacing={3} component="section" aria-label={`${field.label}: ${template.name}`}>
      <Alert severity="info">Only the texts of the template are written in {name}; its links, images and choices are shared by every language.</Alert>
      {fields.map((f) => {
        if (f.type !== 'repeater') return pair(f.name, f as ScalarField, entryValue(english, f.name), entryValue(translated, f.name), (v) => onChange(setEntryValue(translated, f.name, v)));
        const englishRows = rowsOf(f, english);
        const translatedRows = rowsOf(f, translated);
        const setCell = (index: number, sub: string, v: StoredValue) => {
          const rows = englishRows.map((_row, i) => ({ ...translatedRows[i] }));
          rows[index] = { ...rows[index], [sub]: v };
          onChange(setEntryRows(translated, f.name, rows));
        };
        return (
          <Box key={f.name} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {f.label}
            </Typography>
            {englishRows.length === 0 && <Typography color="text.secondary">No rows in English yet.</Typography>}
            <Stack spacing={2}>
              {englishRows.map((row, index) => (
                <Stack key={index} spacing={1.5} role="group" aria-label={`${f.label} row ${index + 1}`}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    Row {index + 1}
                  </Typography>
                  {f.fields.filter(isWords).map((sub) => pair(`${f.name}-${index}-${sub.name}`, sub, row[sub.name] ?? null, translatedRows[index]?.[sub.name] ?? null, (v) => setCell(index, sub.name, v)))}
                </Stack>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
