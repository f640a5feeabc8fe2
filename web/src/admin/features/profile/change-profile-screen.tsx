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
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { ApiError } from '../../../shared/api/http';
import { adminApi } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { UnsavedChangesGuard } from '../../shared/unsaved-changes';
import { profileFormSchema, profileRequestBody, MIN_PASSWORD_LENGTH, type ProfileForm } from './profile-schema';
import { ScreenHeading } from '../../shared/screen-heading';
import { SessionsPanel } from './components/sessions-panel';
import { TwoFactorPanel } from './components/two-factor-panel';

interface Profile {
  _id: string;
  name: string;
  email: string;
}

const profileKey = ['profile'] as const;

/** /admin/change-profile: the signed-in person's name, email and password, where they are signed in, and their two-factor sign-in. */
export function ChangeProfileScreen() {
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: async () => (await adminApi.get<{ data: Profile }>('profile')).data,
  });
  return (
    <Stack spacing={3}>
      <Box sx={{ maxWidth: 640 }}>
        <ScreenHeading>Change profile</ScreenHeading>
        {profile.isPending && <CircularProgress aria-label="Loading your profile" />}
        {profile.isError && <Alert severity="error">{errorMessage(profile.error, 'Your profile could not be loaded.')}</Alert>}
        {profile.isSuccess && <ProfileFormView profile={profile.data} />}
      </Box>
      <Box sx={{ maxWidth: 900 }}>
        <TwoFactorPanel />
      </Box>
      <Box sx={{ maxWidth: 900 }}>
        <SessionsPanel />
      </Box>
    </Stack>
  );
}

function ProfileFormView({ profile }: { profile: Profile }) {
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const saving = useRef(false);
  const { control, handleSubmit, reset, setError, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name, email: profile.email, currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  // Read when the editor tries to leave, so a save that just finished lets the move through.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = formState.isDirty;
  }, [formState.isDirty]);
  const isDirty = useCallback(() => dirty.current, []);

  const onValid = async (values: ProfileForm) => {
    if (saving.current) return;
    saving.current = true;
    try {
      const result = await adminApi.put<{ data: Profile; message?: string }>('profile', profileRequestBody(values));
      reset({ name: result.data.name, email: result.data.email, currentPassword: '', newPassword: '', confirmPassword: '' });
      dirty.current = false;
      queryClient.setQueryData(profileKey, result.data);
      // The shell shows the signed-in name from the session check.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
      showSnackbar(result.message ?? 'Profile saved', 'success');
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        const known = ['name', 'email', 'currentPassword', 'newPassword'] as const;
        let first = true;
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          const field = known.find((k) => k === name);
          if (!field) continue;
          setError(field, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      }
      showSnackbar(errorMessage(error, 'Your profile could not be saved. Nothing was lost: please try again.'), 'error');
    } finally {
      saving.current = false;
    }
  };
  const submit = (event: FormEvent) => void handleSubmit(onValid)(event);

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label="Change profile" sx={{ p: 3 }}>
      <Stack spacing={2.5}>
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} label="Name *" autoComplete="name" error={Boolean(fieldState.error)} helperText={fieldState.error?.message} fullWidth />
          )}
        />
        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="email"
              label="Email *"
              autoComplete="email"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Also the username you sign in with.'}
              fullWidth
            />
          )}
        />
        <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
          Password
        </Typography>
        <PasswordField
          control={control}
          name="currentPassword"
          label="Current password *"
          autoComplete="current-password"
          help="Needed to save any change."
        />
        <PasswordField
          control={control}
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          help={`Leave empty to keep your password. At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <PasswordField control={control} name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
        <Alert severity="info">Changing your password signs you out on every other device and browser; this one stays signed in.</Alert>
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving...' : 'Save profile'}
          </Button>
        </Box>
      </Stack>
      <UnsavedChangesGuard isDirty={isDirty} />
    </Paper>
  );
}

interface PasswordFieldProps {
  control: Control<ProfileForm>;
  name: 'currentPassword' | 'newPassword' | 'confirmPassword';
  label: string;
  autoComplete: string;
  help?: string;
}

function PasswordField({ control, name, label, autoComplete, help }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const plainLabel = label.replace(' *', '');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`profile-${name}`}
          type={shown ? 'text' : 'password'}
          label={label}
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? help}
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShown((s) => !s)}
                    aria-label={shown ? `Hide ${plainLabel.toLowerCase()}` : `Show ${plainLabel.toLowerCase()}`}
                    aria-pressed={shown}
                    edge="end"
                  >
                    {shown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
