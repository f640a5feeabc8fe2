import type { ContentType } from '@hospital/content/content-type';
import type { RecordValue } from '@hospital/content/validation';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import type { FieldInputProps } from '../fields/field-input-types';
import { sectionAdditions, type SectionAdditionProps } from '../fields/overrides';
import { FieldControl } from './field-control';
import { formSections } from './form-sections';

export interface RecordFieldsProps {
  type: ContentType;
  control: Control<RecordValue>;
  disabled: boolean;
  record: RecordValue;
  /** Inputs that replace the generic one, by field name (shared/fields/overrides). */
  overrides?: Record<string, ComponentType<FieldInputProps>> | undefined;
}

/** Every declared field of a record form, laid out in the sections its declaration gives. */
export function RecordFields({ type, control, disabled, record, overrides }: RecordFieldsProps) {
  const controls = (fields: ReturnType<typeof formSections>[number]['fields']) =>
    fields.map((field) => <FieldControl key={field.name} field={field} control={control} disabled={disabled} record={record} input={overrides?.[field.name]} />);
  const sections = formSections(type);
  const additions = sectionAdditions[type.key] ?? {};
  if (sections.length === 1 && !sections[0]?.title) return <Stack spacing={3}>{controls(sections[0]?.fields ?? [])}</Stack>;
  return (
    <Stack spacing={3}>
      {sections.map((section) => (
        <Paper key={section.title} variant="outlined" component="fieldset" sx={{ p: 3, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ px: 1 }}>
            {section.title}
          </Typography>
          {section.help && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {section.help}
            </Typography>
          )}
          <Stack spacing={2.5}>{controls(section.fields)}</Stack>
          {section.title && additions[section.title] && <SectionAddition component={additions[section.title]} record={record} />}
        </Paper>
      ))}
    </Stack>
  );
}

/** A section's registered addition, in a Suspense of its own (it may load lazily). */
function SectionAddition({ component: Addition, record }: { component: ComponentType<SectionAdditionProps> | undefined; record: RecordValue }) {
  if (!Addition) return null;
  return (
    <Suspense fallback={null}>
      <Box sx={{ mt: 3 }}>
        <Addition record={record} />
      </Box>
    </Suspense>
  );
}
