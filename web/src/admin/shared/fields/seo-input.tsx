import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SeoField } from '@hospital/content/fields';
import { limits } from '@hospital/content/validation';
import type { FieldInputProps } from './field-input-types';
import { splitErrors } from './field-label';

type SeoValue = { title?: string | null; description?: string | null; keyword?: string | null };

const parts = [
  { key: 'title', label: 'Search title', max: limits.seoTitle, multiline: false },
  { key: 'description', label: 'Search description', max: limits.seoText, multiline: true },
  { key: 'keyword', label: 'Keywords', max: limits.seoText, multiline: false },
] as const;

export function SeoInput({ field, value, onChange, error, disabled }: FieldInputProps<SeoField>) {
  const seo: SeoValue = value && typeof value === 'object' ? (value as SeoValue) : {};
  const { own: wholeError, nested } = splitErrors(error);
  const partError = (key: string): string | undefined => nested.get(key);
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {field.label}
      </Typography>
      {field.help && (
        <Typography variant="body2" color="text.secondary">
          {field.help}
        </Typography>
      )}
      {parts.map((part) => {
        const message = partError(part.key);
        return (
          <TextField
            key={part.key}
            id={`field-${field.name}-${part.key}`}
            label={part.label}
            value={seo[part.key] ?? ''}
            onChange={(event) => onChange({ ...seo, [part.key]: event.target.value })}
            multiline={part.multiline}
            minRows={part.multiline ? 2 : undefined}
            error={Boolean(message)}
            helperText={message}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: part.max } }}
            fullWidth
          />
        );
      })}
      {wholeError && (
        <Typography role="alert" color="error" variant="body2">
          {wholeError}
        </Typography>
      )}
    </Stack>
  );
}
