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
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { adminApi } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { useStudioForm } from '../../shared/form/use-studio-form';
import { useSnackbar } from '../../shared/snackbar';
import { profileFormSchema, profileRequestBody, MIN_PASSWORD_LENGTH, type ProfileForm } from './profile-schema';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
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
        <ScreenHeading>{screenTitles.profile}</ScreenHeading>
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
  const saved = (p: Profile): ProfileForm => ({ name: p.name, email: p.email, currentPassword: '', newPassword: '', confirmPassword: '' });
  const { control, submit, busy, load, formRef, guard } = useStudioForm<ProfileForm>({
    schema: profileFormSchema,
    defaultValues: saved(profile),
    fieldNames: ['name', 'email', 'currentPassword', 'newPassword', 'confirmPassword'],
    failMessage: 'Your profile could not be saved. Nothing was lost: please try again.',
    save: async (values) => {
      const result = await adminApi.put<{ data: Profile; message?: string }>('profile', profileRequestBody(values));
      load(saved(result.data));
      queryClient.setQueryData(profileKey, result.data);
      // The shell shows the signed-in name from the session check.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
      showSnackbar(result.message ?? 'Profile saved', 'success');
    },
  });

  return (
    <Paper variant="outlined" component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Change profile" sx={{ p: 3 }}>
      <Stack spacing={2.5}>
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} data-field-name="name" label="Name *" autoComplete="name" error={Boolean(fieldState.error)} helperText={fieldState.error?.message} fullWidth />
          )}
        />
        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              data-field-name="email"
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
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save profile'}
          </Button>
        </Box>
      </Stack>
      {guard}
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
          data-field-name={name}
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
