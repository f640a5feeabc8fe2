import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RepeaterField } from '@hospital/content/fields';
import { emptyRow } from '../form/form-values';
import type { FieldInputProps } from './field-input-types';
import { errorsUnder, fieldLabel, splitErrors } from './field-label';
import { FieldInput } from './field-inputs';
import { RowList } from './sortable-rows';

type Row = Record<string, unknown>;

/** A label inside a sentence: "Leave" → "leave", an abbreviation kept ("OPD sessions"). */
const inSentence = (label: string): string => (/^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/** Rows of sub-fields: add, remove, drag or move up and down (the studio's one row list), each row's inputs moving with it. */
export function RepeaterInput({ field, value, onChange, error, disabled, record }: FieldInputProps<RepeaterField>) {
  const rows: Row[] = Array.isArray(value) ? (value as Row[]) : [];
  const own = splitErrors(error).own;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }} color={own ? 'error' : undefined}>
        {fieldLabel(field)}
      </Typography>
      {field.help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {field.help}
        </Typography>
      )}
      <RowList
        rows={rows}
        onChange={onChange}
        newRow={() => emptyRow(field.fields)}
        rowLabel={field.label}
        addLabel={`Add ${inSentence(field.label)} row`}
        disabled={disabled}
        renderRow={(row, i) => (
          <Stack spacing={2}>
            {field.fields.map((sub) => (
              <FieldInput
                key={sub.name}
                field={{ ...sub, name: `${field.name}-${i}-${sub.name}` } as typeof sub}
                value={row[sub.name]}
                onChange={(next) => onChange(rows.map((r, j) => (j === i ? { ...r, [sub.name]: next } : r)))}
                error={errorsUnder(error, `${i}.${sub.name}`)}
                disabled={disabled}
                record={{ ...record, ...row }}
              />
            ))}
          </Stack>
        )}
      />
      {own && (
        <Typography role="alert" color="error" variant="body2">
          {own}
        </Typography>
      )}
    </Box>
  );
}
