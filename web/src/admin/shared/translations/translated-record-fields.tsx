import type { ContentType } from '@hospital/content/content-type';
import type { Field } from '@hospital/content/fields';
import { defaultLanguage, languageInfo } from '@hospital/content/i18n/languages';
import {
  fingerprint,
  readTranslations,
  translatableFields,
  translationSource,
  translationStatus,
  translationsKey,
  type TranslationStatus,
  type Translations,
} from '@hospital/content/i18n/translations';
import type { RecordValue } from '@hospital/content/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, type ComponentType } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FieldInput } from '../fields/field-inputs';
import type { FieldInputProps } from '../fields/field-input-types';
import { emptyValue, toFormValues } from '../form/form-values';
import { RecordFields } from '../form/record-fields';
import { translationInputFor } from './translation-inputs';
import { useSiteLanguages } from './use-site-languages';
import { useAccess } from '../access/use-access';
import { useEditedLanguage } from './edited-language';

/**
 * A record's fields in each of the site's languages: a tab per language with its state. The
 * default language's tab is the record's own form; another language's tab shows each translatable
 * field's English text read-only beside the input for that language (above it on narrow screens),
 * its translations going into the record's `translations` value (content/src/i18n/translations.ts),
 * so they are drafted, previewed, scheduled and published with the record by the same buttons.
 */

export interface TranslatedRecordFieldsProps {
  type: ContentType;
  control: Control<RecordValue>;
  disabled: boolean;
  /** The form's values now (the default language's fields and `translations`). */
  record: RecordValue;
  /**
   * The record as loaded (working copy): the default text a translation was made from is compared
   * as the server stored it, not as the form shows it (an absent value is '' in the form).
   */
  stored: Record<string, unknown> | undefined;
  overrides?: Record<string, ComponentType<FieldInputProps>> | undefined;
}

/** The default-language value of each translatable field as the server would fingerprint it. */
function useSourceRecord(type: ContentType, record: RecordValue, stored: Record<string, unknown> | undefined): Record<string, unknown> {
  const loaded = useMemo(() => toFormValues(type, stored), [type, stored]);
  const source: Record<string, unknown> = { ...record };
  for (const field of translatableFields(type)) {
    // Unchanged since loading: the stored value (its exact shape); changed: what the form holds.
    if (stored && JSON.stringify(record[field.name]) === JSON.stringify(loaded[field.name])) source[field.name] = stored[field.name];
  }
  return source;
}

/** "Translated", "Missing 2", "Out of date 1": a language's state in a few words. */
export const statusText = (status: TranslationStatus): string =>
  status.state === 'translated' ? 'Translated' : status.state === 'missing' ? `Missing ${status.missing.length}` : `Out of date ${status.outdated.length}`;

// Colours whose white text keeps AA contrast (the warning orange does not): missing stays neutral.
const statusColor = { translated: 'success', missing: 'default', outdated: 'error' } as const;

export function TranslatedRecordFields({ type, control, disabled, record, stored, overrides }: TranslatedRecordFieldsProps) {
  const { languages } = useSiteLanguages();
  // A translator's form opens on their (first) language and changes only their languages.
  const { access } = useAccess();
  const theirs = access?.role === 'translator' ? access.languages : undefined;
  const [language, setLanguage] = useEditedLanguage();
  const fields = translatableFields(type);
  const source = useSourceRecord(type, record, stored);
  const mayChange = (code: string): boolean => !disabled && (theirs === undefined || theirs.includes(code));
  const own = <RecordFields type={type} control={control} disabled={!mayChange(defaultLanguage)} record={record} overrides={overrides} />;
  if (fields.length === 0 || languages.length < 2) return own;
  const shown = languages.includes(language) ? language : defaultLanguage;
  const withTranslations = { ...source, [translationsKey]: record[translationsKey] };
  return (
    <Stack spacing={2}>
      <Tabs value={shown} onChange={(_event, next: string) => setLanguage(next)} aria-label="Language" variant="scrollable" allowScrollButtonsMobile>
        {languages.map((code) => {
          const status = code === defaultLanguage ? undefined : translationStatus(type, withTranslations, code);
          return (
            <Tab
              key={code}
              value={code}
              id={`language-tab-${code}`}
              aria-controls="language-panel"
              sx={{ minHeight: 48 }}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{languageInfo(code).englishName}</span>
                  {status ? <Chip size="small" color={statusColor[status.state]} label={statusText(status)} /> : <Chip size="small" variant="outlined" label="Default" />}
                </Stack>
              }
            />
          );
        })}
      </Tabs>
      <Box id="language-panel" role="tabpanel" aria-labelledby={`language-tab-${shown}`}>
        {shown === defaultLanguage ? (
          own
        ) : (
          <Controller
            name={translationsKey}
            control={control}
            render={({ field: controlled }) => (
              <TranslationFields
                type={type}
                language={shown}
                source={source}
                translations={readTranslations(controlled.value)}
                onChange={controlled.onChange}
                disabled={!mayChange(shown)}
                record={record}
              />
            )}
          />
        )}
      </Box>
    </Stack>
  );
}

interface TranslationFieldsProps {
  type: ContentType;
  language: string;
  /** The default language's values, as fingerprinted (see useSourceRecord). */
  source: Record<string, unknown>;
  translations: Translations;
  onChange: (next: Translations) => void;
  disabled: boolean;
  record: RecordValue;
}

/** One language's translatable fields, each beside its English text. */
function TranslationFields({ type, language, source, translations, onChange, disabled, record }: TranslationFieldsProps) {
  const name = languageInfo(language).englishName;
  const current = translations[language] ?? { values: {}, basis: {}, savedAt: '' };
  const status = translationStatus(type, { ...source, [translationsKey]: translations }, language);
  const translatedNames = new Set(translatableFields(type).map((f) => f.name));
  const shared = type.fields.filter((f) => !translatedNames.has(f.name) && !f.readOnly).map((f) => f.label);
  /** A translated value changed: it is now made from today's default text. */
  const update = (field: Field, value: unknown) =>
    onChange({
      ...translations,
      [language]: {
        ...current,
        values: { ...current.values, [field.name]: value },
        basis: { ...current.basis, [field.name]: fingerprint(translationSource(field, source)) },
      },
    });
  return (
    <Stack spacing={3}>
      {shared.length > 0 && (
        <Alert severity="info">
          Only the texts below are written in {name}. The other fields ({shared.join(', ')}) are shared by every language: change them on the
          English tab.
        </Alert>
      )}
      {translatableFields(type).map((field) => {
        const outdated = status.outdated.includes(field.name);
        const missing = status.missing.includes(field.name);
        const translated: Field = { ...field, name: `${language}-${field.name}`, label: `${field.label} (${name})`, required: false, readOnly: false };
        // A field mixing words with shared values (template sections) has an input of its own.
        const Special = translationInputFor(field.type);
        return (
          <Paper key={field.name} variant="outlined" component="section" aria-label={field.label} data-translation-field={field.name} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {field.label}
              </Typography>
              {outdated && <Chip size="small" color="error" label="Out of date: the English changed after this was translated" />}
              {missing && <Chip size="small" label="Not translated" />}
            </Stack>
            {Special ? (
              <Suspense fallback={<Typography role="status">Loading...</Typography>}>
                <Special field={translated} value={current.values[field.name] ?? emptyValue(field)} onChange={(value) => update(field, value)} disabled={disabled} record={record} language={language} source={source[field.name]} />
              </Suspense>
            ) : (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="p" id={`english-${field.name}-label`}>
                    English
                  </Typography>
                  <EnglishValue field={field} value={source[field.name]} record={record} />
                </Box>
                <Box lang={language}>
                  <Suspense fallback={<Typography role="status">Loading...</Typography>}>
                    <FieldInput field={translated} value={current.values[field.name] ?? emptyValue(field)} onChange={(value) => update(field, value)} disabled={disabled} record={record} />
                  </Suspense>
                </Box>
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Text of a rich text value, for reading beside its translation. */
const plainText = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/** The default language's value, read-only: as text where it is text, else the field's own input, disabled. */
function EnglishValue({ field, value, record }: { field: Field; value: unknown; record: RecordValue }) {
  const labelledBy = `english-${field.name}-label`;
  const text = (content: string) => (
    <Typography lang="en" aria-labelledby={labelledBy} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', borderRadius: 1, p: 1.5, minHeight: 40 }}>
      {content === '' ? <Box component="span" sx={{ color: 'text.secondary' }}>(empty)</Box> : content}
    </Typography>
  );
  if (field.type === 'text') return text(Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');
  if (field.type === 'richText') return text(typeof value === 'string' ? plainText(value) : '');
  if (field.type === 'seo') {
    const seo = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const line = (label: string, key: string) => `${label}: ${typeof seo[key] === 'string' ? (seo[key] as string) : ''}`;
    return text([line('Title', 'title'), line('Description', 'description'), line('Keywords', 'keyword')].join('\n'));
  }
  return (
    <Box lang="en">
      <Suspense fallback={<Typography role="status">Loading...</Typography>}>
        <FieldInput field={{ ...field, name: `english-${field.name}`, label: `${field.label} (English)` }} value={value ?? emptyValue(field)} onChange={() => undefined} disabled record={record} />
      </Suspense>
    </Box>
  );
}
