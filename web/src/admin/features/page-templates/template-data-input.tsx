import type { Field, RepeaterField } from '@hospital/content/fields';
import { templateDataIssues } from '@hospital/content/validation';
import type { TemplateDataEntry } from '@hospital/content/templates/template-data';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { FieldInput } from '../../shared/fields/field-inputs';
import type { FieldInputProps } from '../../shared/fields/field-input-types';
import { splitErrors } from '../../shared/fields/field-label';
import { RowList } from '../../shared/fields/sortable-rows';
import {
  asEntries,
  emptyRow,
  entryRows,
  entryValue,
  fromStored,
  setEntryRows,
  setEntryValue,
  switchTemplateEntries,
  templateEditorFields,
  toStored,
  type StoredValue,
} from './template-data';
import { useTemplateDefinitions } from './use-template-definitions';

/**
 * A page's template fields (`templateData`): the fields and repeaters of the template chosen in
 * `record.template`, stored as `[{ name, value, repeaterValues? }]`. Switching the template keeps
 * the values of fields the new one also has and drops the rest.
 */
export function TemplateDataInput({ field, value, onChange, error, disabled, record }: FieldInputProps) {
  const templateId = typeof record.template === 'string' ? record.template : '';
  const { resolve, isLoading } = useTemplateDefinitions();
  const template = useMemo(() => (templateId ? resolve(templateId) : undefined), [resolve, templateId]);
  const fields = useMemo(() => (template ? templateEditorFields(template) : []), [template]);
  const entries = asEntries(value);

  // Reconcile only when the editor switches template, not when a saved page first opens.
  const shownTemplate = useRef<string | null>(null);
  useEffect(() => {
    if (!template) return;
    const previous = shownTemplate.current;
    shownTemplate.current = template.id;
    if (previous === null || previous === template.id) return;
    onChange(switchTemplateEntries(entries, fields));
  }, [template, fields, entries, onChange]);

  const { own: ownError, nested: serverErrors } = splitErrors(error);
  // Messages by "name" or "name.row.subName": the server's (paths into the entry list) over
  // the same checks run here on each change, so a bad link shows before saving.
  const issues = (() => {
    const map = new Map<string, string>();
    const put = (path: readonly (string | number)[], message: string) => {
      const entry = entries[Number(path[0])];
      if (!entry) return;
      const key = path[1] === 'repeaterValues' ? `${entry.name}.${path[2]}.${path[3]}` : entry.name;
      if (!map.has(key)) map.set(key, message);
    };
    for (const [path, message] of serverErrors) put(path.split('.'), message);
    if (template) for (const issue of templateDataIssues(template, entries)) put(issue.path, issue.message);
    return map;
  })();

  const heading = (
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {field.label}
      {template ? `: ${template.name}` : ''}
    </Typography>
  );

  if (!templateId) {
    return (
      <Box component="section" aria-label={field.label}>
        {heading}
        <Typography color="text.secondary">Choose a template to edit its fields.</Typography>
      </Box>
    );
  }
  if (!template) {
    return (
      <Box component="section" aria-label={field.label}>
        {heading}
        {isLoading ? (
          <CircularProgress size={24} aria-label="Loading the template" />
        ) : (
          <Alert severity="warning">The template "{templateId}" is not known; the page shows its title and description only.</Alert>
        )}
      </Box>
    );
  }

  const change = (next: TemplateDataEntry[]) => onChange(next);
  return (
    <Box component="section" aria-label={field.label}>
      {heading}
      {template.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {template.description}
        </Typography>
      )}
      {ownError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {ownError}
        </Alert>
      )}
      {fields.length === 0 && <Typography color="text.secondary">This template has no fields of its own.</Typography>}
      <Stack spacing={3}>
        {fields.map((f) =>
          f.type === 'repeater' ? (
            <RepeaterInput
              key={`${template.id}:${f.name}`}
              field={f}
              rows={entryRows(entries, f.name)}
              onChange={(rows) => change(setEntryRows(entries, f.name, rows))}
              issues={issues}
              disabled={disabled}
              record={record}
            />
          ) : (
            <FieldInput
              key={`${template.id}:${f.name}`}
              // Inputs take their element ids from the name: keep them apart from the page's own fields.
              field={{ ...f, name: `templateData-${f.name}` } as typeof f}
              value={fromStored(f, entryValue(entries, f.name))}
              onChange={(v: unknown) => change(setEntryValue(entries, f.name, toStored(v)))}
              error={issues.get(f.name)}
              disabled={disabled}
              record={record}
            />
          ),
        )}
      </Stack>
    </Box>
  );
}

interface RepeaterInputProps {
  field: RepeaterField;
  rows: Record<string, StoredValue>[];
  onChange: (rows: Record<string, StoredValue>[]) => void;
  issues: Map<string, string>;
  disabled?: boolean | undefined;
  record: Record<string, unknown>;
}

function RepeaterInput({ field, rows, onChange, issues, disabled, record }: RepeaterInputProps) {
  const setCell = (index: number, sub: Field, v: unknown) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [sub.name]: toStored(v) } : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {field.label}
      </Typography>
      {field.help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {field.help}
        </Typography>
      )}
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No rows yet.
        </Typography>
      )}
      <RowList
        rows={rows}
        onChange={onChange}
        newRow={() => emptyRow(field)}
        rowLabel={`${field.label} row`}
        addLabel={`Add a row to ${field.label}`}
        disabled={disabled}
        renderRow={(row, index) => (
          <Stack spacing={2}>
            {field.fields.map((sub) => (
              <FieldInput
                key={sub.name}
                // Unique element ids per row (the name only feeds the ids; values stay under sub.name).
                field={{ ...sub, name: `${field.name}-${index}-${sub.name}` } as typeof sub}
                value={fromStored(sub, row[sub.name])}
                onChange={(v: unknown) => setCell(index, sub, v)}
                error={issues.get(`${field.name}.${index}.${sub.name}`)}
                disabled={disabled}
                record={record}
              />
            ))}
          </Stack>
        )}
      />
    </Box>
  );
}
