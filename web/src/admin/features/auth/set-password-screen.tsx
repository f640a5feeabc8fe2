import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError, apiRequest } from '../../../shared/api/http';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { passwordPolicy, setPasswordFormSchema, type SetPasswordForm } from './set-password-form';

/**
 * /admin/set-password?token=…: the one-time link of a new account or a password reset. Public:
 * the token is the key. The server says who the link is for while it works, and sets the password.
 */
export function SetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const owner = useQuery({
    queryKey: ['set-password', token],
    queryFn: async () => (await apiRequest<{ data: { name: string; email: string } }>('GET', `set-password?token=${encodeURIComponent(token)}`)).body.data,
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const [done, setDone] = useState<string | null>(null);

  let content: ReactNode;
  if (done) {
    content = (
      <>
        <Alert severity="success">{done}</Alert>
        <Button component={RouterLink} to="/admin" variant="contained">
          Go to sign-in
        </Button>
      </>
    );
  } else if (token === '' || owner.isError) {
    content = (
      <>
        <Alert severity="error">{token === '' ? 'This link is not complete. Open the whole link you were given.' : errorMessage(owner.error, 'This link does not work.')}</Alert>
        <Button component={RouterLink} to="/admin">
          Go to sign-in
        </Button>
      </>
    );
  } else if (owner.isPending) {
    content = <CircularProgress aria-label="Checking the link" sx={{ mx: 'auto' }} />;
  } else {
    content = <NewPasswordForm token={token} name={owner.data.name} email={owner.data.email} onDone={setDone} />;
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={3} sx={{ p: 4, width: '100%', maxWidth: 440, display: 'grid', gap: 2.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          Set your password
        </Typography>
        {content}
      </Paper>
    </Box>
  );
}

function NewPasswordForm({ token, name, email, onDone }: { token: string; name: string; email: string; onDone: (message: string) => void }) {
  const { showSnackbar } = useSnackbar();
  const [shown, setShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onValid = async (values: SetPasswordForm) => {
    setFormError(null);
    try {
      const { body } = await apiRequest<{ message?: string }>('POST', 'set-password', { body: { token, password: values.password } });
      const message = body.message ?? 'Your password is set. Sign in with it now.';
      showSnackbar(message, 'success');
      onDone(message);
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldErrors.password : undefined;
      const message = errorMessage(error, 'Your password could not be set. Please try again.');
      if (fieldMessage) setError('password', { type: 'server', message: fieldMessage }, { shouldFocus: true });
      else setFormError(message);
      showSnackbar(message, 'error');
    }
  };

  const visibility = (
    <InputAdornment position="end">
      <IconButton aria-label={shown ? 'Hide passwords' : 'Show passwords'} aria-pressed={shown} onClick={() => setShown((s) => !s)} edge="end">
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} aria-label="Set your password" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography>
        Hello {name}. Choose the password you will sign in with as <strong>{email}</strong>.
      </Typography>
      {formError && <Alert severity="error">{formError}</Alert>}
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Controller
        name="password"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            id="set-password-new"
            label="New password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? passwordPolicy}
            fullWidth
            autoFocus
            slotProps={{ input: { endAdornment: visibility } }}
          />
        )}
      />
      <Controller
        name="confirmPassword"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            id="set-password-confirm"
            label="New password again"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            fullWidth
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : 'Set password'}
      </Button>
    </Box>
  );
}
