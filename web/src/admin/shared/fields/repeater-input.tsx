import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RepeaterField } from '@hospital/content/fields';
import { emptyRow } from '../form/form-values';
import type { FieldInputProps } from './field-input-types';
import { errorsUnder, fieldLabel, splitErrors } from './field-label';
import { FieldInput } from './field-inputs';
import { moveItem, useRowIds } from './use-row-ids';

type Row = Record<string, unknown>;

/** Rows of sub-fields: add, remove, move up and down. Each row keeps its id while it moves (the shared row ids of every repeater), so its inputs move with it. */
export function RepeaterInput({ field, value, onChange, error, disabled, record }: FieldInputProps<RepeaterField>) {
  const rows: Row[] = Array.isArray(value) ? (value as Row[]) : [];
  const rowIds = useRowIds(rows.length);
  const keys = rowIds.ids;
  const own = splitErrors(error).own;

  const move = (from: number, to: number) => {
    rowIds.move(from, to);
    onChange(moveItem(rows, from, to));
  };
  const rowLabel = (i: number) => `${field.label} ${i + 1}`;

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
      <Stack spacing={2}>
        {rows.map((row, i) => (
          <Paper key={keys[i]} variant="outlined" sx={{ p: 2 }} role="group" aria-label={rowLabel(i)}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                {rowLabel(i)}
              </Typography>
              <IconButton aria-label={`Move ${rowLabel(i)} up`} disabled={disabled || i === 0} onClick={() => move(i, i - 1)}>
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton aria-label={`Move ${rowLabel(i)} down`} disabled={disabled || i === rows.length - 1} onClick={() => move(i, i + 1)}>
                <ArrowDownward fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Remove ${rowLabel(i)}`}
                disabled={disabled}
                onClick={() => {
                  rowIds.remove(i);
                  onChange(rows.filter((_, j) => j !== i));
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Stack>
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
          </Paper>
        ))}
      </Stack>
      <Button
        startIcon={<Add />}
        onClick={() => {
          rowIds.add();
          onChange([...rows, emptyRow(field.fields)]);
        }}
        disabled={disabled}
        sx={{ mt: 1 }}
      >
        Add {field.label.toLowerCase()} row
      </Button>
      {own && (
        <Typography role="alert" color="error" variant="body2">
          {own}
        </Typography>
      )}
    </Box>
  );
}
