import { definableFieldTypes, type FieldDefinition } from '@hospital/content/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldInputProps } from '../../shared/fields/field-input-types';
import { RowList } from '../../shared/fields/sortable-rows';

type DefinableType = FieldDefinition['type'];

const typeLabels: Record<DefinableType, string> = {
  text: 'Text',
  richText: 'Rich text',
  image: 'Image',
  file: 'Document (PDF)',
  date: 'Date',
  boolean: 'Yes / no',
  number: 'Number',
  repeater: 'Repeater (rows)',
};

const asDefinitions = (value: unknown): FieldDefinition[] => (Array.isArray(value) ? (value as FieldDefinition[]) : []);

/** Drops the keys that do not apply to the field's type, so the server's strict schema accepts it. */
export function cleanDefinition(def: FieldDefinition): FieldDefinition {
  const clean: FieldDefinition = { type: def.type, name: def.name, label: def.label };
  if (def.required) clean.required = true;
  if (def.type === 'text' && def.multiline) clean.multiline = true;
  if (def.help) clean.help = def.help;
  if (def.type === 'repeater') clean.fields = (def.fields ?? []).map(cleanDefinition);
  return clean;
}

/** A template definition's fields: type, name, label, required and, for a repeater, its row fields. */
export function FieldListInput({ field, value, onChange, error, disabled }: FieldInputProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
        {field.label}
        {field.required ? ' *' : ''}
      </Typography>
      {field.help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {field.help}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <DefinitionList
        definitions={asDefinitions(value)}
        onChange={(defs) => onChange(defs.map(cleanDefinition))}
        inRow={false}
        disabled={disabled}
        label="Field"
      />
    </Box>
  );
}

interface DefinitionListProps {
  definitions: FieldDefinition[];
  onChange: (definitions: FieldDefinition[]) => void;
  inRow: boolean;
  disabled?: boolean | undefined;
  label: string;
}

function DefinitionList({ definitions, onChange, inRow, disabled, label }: DefinitionListProps) {
  const types = inRow ? definableFieldTypes.filter((t) => t !== 'repeater') : definableFieldTypes;
  const update = (index: number, patch: Partial<FieldDefinition>) =>
    onChange(definitions.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <Box>
      <RowList
        rows={definitions}
        onChange={onChange}
        newRow={(): FieldDefinition => ({ type: 'text', name: '', label: '' })}
        rowLabel={label}
        addLabel={inRow ? 'Add a row field' : 'Add a field'}
        disabled={disabled}
        renderRow={(def, index) => {
          const nameOk = def.name === '' || /^[a-z][a-z0-9_]*$/i.test(def.name);
          return (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <TextField
                  select
                  label="Type"
                  value={def.type}
                  disabled={disabled}
                  onChange={(e) => {
                    const type = e.target.value as DefinableType;
                    update(index, type === 'repeater' ? { type, fields: def.fields ?? [] } : { type, fields: undefined });
                  }}
                  sx={{ minWidth: 180 }}
                >
                  {types.map((t) => (
                    <MenuItem key={t} value={t}>
                      {typeLabels[t]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label="Name"
                  required
                  value={def.name}
                  disabled={disabled}
                  error={!nameOk}
                  helperText={nameOk ? 'As the layout reads it, e.g. page_image.' : 'Letters, digits and underscores, starting with a letter.'}
                  onChange={(e) => update(index, { name: e.target.value.trim() })}
                  fullWidth
                />
                <TextField
                  label="Label"
                  required
                  value={def.label}
                  disabled={disabled}
                  helperText="What the page editor shows."
                  onChange={(e) => update(index, { label: e.target.value })}
                  fullWidth
                />
              </Stack>
              <TextField
                label="Help"
                value={def.help ?? ''}
                disabled={disabled}
                onChange={(e) => update(index, { help: e.target.value })}
                fullWidth
              />
              <Stack direction="row" spacing={2}>
                <FormControlLabel
                  control={<Checkbox checked={Boolean(def.required)} disabled={disabled} onChange={(e) => update(index, { required: e.target.checked })} />}
                  label="Required"
                />
                {def.type === 'text' && (
                  <FormControlLabel
                    control={
                      <Checkbox checked={Boolean(def.multiline)} disabled={disabled} onChange={(e) => update(index, { multiline: e.target.checked })} />
                    }
                    label="Several lines"
                  />
                )}
              </Stack>
              {def.type === 'repeater' && (
                <Box sx={{ pl: { xs: 1, md: 3 }, borderLeft: 3, borderColor: 'divider' }}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    Row fields of {def.label || def.name || 'this repeater'}
                  </Typography>
                  <DefinitionList
                    definitions={def.fields ?? []}
                    onChange={(fields) => update(index, { fields })}
                    inRow
                    disabled={disabled}
                    label={`${def.label || 'Repeater'} row field`}
                  />
                </Box>
              )}
            </Stack>
          );
        }}
      />
    </Box>
  );
}
