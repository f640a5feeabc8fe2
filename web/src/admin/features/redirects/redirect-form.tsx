import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/http';
import { errorMessage } from '../../shared/error-message';
import { useSaveRedirect, type Redirect, type RedirectInput } from './redirects-api';

type FieldErrors = Partial<Record<keyof RedirectInput, string>>;

/**
 * The two addresses of a redirect, to add one or change one. The server's refusal (a loop, a live
 * page hidden, an address written wrong) is shown beside the address it is about.
 */
export function RedirectForm({ redirect, onDone, onCancel }: { redirect?: Redirect; onDone: (message: string) => void; onCancel?: () => void }) {
  const [values, setValues] = useState<RedirectInput>({ from: redirect?.from ?? '', to: redirect?.to ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const save = useSaveRedirect();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {
      ...(values.from.trim() === '' ? { from: 'Enter the old address, e.g. /old-page.' } : {}),
      ...(values.to.trim() === '' ? { to: 'Enter the new address, e.g. /new-page.' } : {}),
    };
    setErrors(missing);
    setFormError('');
    if (Object.keys(missing).length > 0) return;
    save.mutate(
      { ...values, ...(redirect ? { id: redirect._id } : {}) },
      {
        onSuccess: (answer) => {
          if (!redirect) setValues({ from: '', to: '' });
          onDone(answer.message);
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? (failure.body as { errors?: FieldErrors } | null)?.errors : undefined;
          if (fields?.from || fields?.to) setErrors({ from: fields.from, to: fields.to });
          else setFormError(errorMessage(failure, 'The redirect could not be saved.'));
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={redirect ? `Change the redirect from ${redirect.from}` : 'Add a redirect'}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={`${id}-from`}
          label="Old address"
          size="small"
          value={values.from}
          onChange={(event) => setValues({ ...values, from: event.target.value })}
          error={Boolean(errors.from)}
          helperText={errors.from ?? 'e.g. /old-page, or /old-blog/* for everything under it'}
          slotProps={{ htmlInput: { maxLength: 1000, spellCheck: false } }}
          sx={{ flex: 1, width: '100%' }}
        />
        <TextField
          id={`${id}-to`}
          label="New address"
          size="small"
          value={values.to}
          onChange={(event) => setValues({ ...values, to: event.target.value })}
          error={Boolean(errors.to)}
          helperText={errors.to ?? 'e.g. /new-page, /blogs/* or https://…'}
          slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false } }}
          sx={{ flex: 1, width: '100%' }}
        />
        <Stack direction="row" spacing={1} sx={{ pt: 0.25 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : redirect ? 'Save' : 'Add redirect'}
          </Button>
          {onCancel && (
            <Button type="button" disabled={save.isPending} onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
      {formError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {formError}
        </Alert>
      )}
    </Box>
  );
}
