import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../shared/api/http';
import { StudioDate } from '../../../shared/dates';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { useDisableTwoFactor, useEnableTwoFactor, useNewRecoveryCodes, useStartTwoFactor, useTwoFactor, type TwoFactorSetup } from '../profile-api';
import { RecoveryCodes } from './recovery-codes';

/**
 * Two-factor sign-in of the signed-in person: set it up (scan the QR code, confirm a code and the
 * password, keep the ten recovery codes), make new recovery codes, or turn it off when it is not
 * required for everyone.
 */
export function TwoFactorPanel() {
  const state = useTwoFactor();
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [prompt, setPrompt] = useState<'disable' | 'codes' | null>(null);
  const { showSnackbar } = useSnackbar();

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => showSnackbar(errorMessage(error, 'Two-factor set-up could not start.'), 'error'),
    });

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (state.isPending) {
    body = <CircularProgress size={24} aria-label="Loading your two-factor sign-in" />;
  } else if (state.isError) {
    body = <Alert severity="error">{errorMessage(state.error, 'Your two-factor sign-in could not be loaded.')}</Alert>;
  } else if (state.data.enabled) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success">
          Two-factor sign-in is on{state.data.enabledAt ? <> since <StudioDate value={state.data.enabledAt} /></> : null}. You have {state.data.recoveryCodesLeft} of 10 recovery
          codes left.
        </Alert>
        {state.data.required && <Typography variant="body2">An administrator requires two-factor sign-in for everyone, so it cannot be turned off.</Typography>}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setPrompt('codes')}>
            New recovery codes
          </Button>
          <Button variant="outlined" color="error" onClick={() => setPrompt('disable')} disabled={state.data.required}>
            Turn off two-factor
          </Button>
        </Stack>
      </Stack>
    );
  } else if (setup) {
    body = <SetupForm setup={setup} onCancel={() => setSetup(null)} onEnabled={(recoveryCodes) => { setSetup(null); setCodes(recoveryCodes); }} />;
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Two-factor sign-in is off. With it on, signing in asks for your password and a 6-digit code from an authenticator app on your phone (such as Google
          Authenticator, Microsoft Authenticator or 1Password).
        </Typography>
        {state.data.required && <Alert severity="warning">An administrator requires two-factor sign-in for everyone: set it up now, or you will be asked at your next sign-in.</Alert>}
        <Button variant="contained" onClick={begin} disabled={start.isPending}>
          Set up two-factor
        </Button>
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="two-factor-title" sx={{ p: 3 }}>
      <Typography id="two-factor-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Two-factor sign-in
      </Typography>
      {body}
      <PasswordPrompt kind={prompt} onClose={() => setPrompt(null)} onCodes={setCodes} />
    </Paper>
  );
}

function SetupForm({ setup, onCancel, onEnabled }: { setup: TwoFactorSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const enable = useEnableTwoFactor();
  const { showSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; currentPassword?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = { ...(code.trim() === '' ? { code: 'Enter the 6-digit code.' } : {}), ...(password === '' ? { currentPassword: 'Enter your current password.' } : {}) };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    enable.mutate(
      { secret: setup.secret, code: code.trim(), currentPassword: password },
      {
        onSuccess: (result) => {
          showSnackbar(result.message ?? 'Two-factor sign-in is on', 'success');
          onEnabled(result.data.recoveryCodes);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          const message = errorMessage(error, 'Two-factor sign-in could not be turned on.');
          setErrors({ code: fields.code, currentPassword: fields.currentPassword, ...(fields.code || fields.currentPassword ? {} : { form: message }) });
          showSnackbar(message, 'error');
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Set up two-factor sign-in">
      <Stack spacing={2}>
        <Typography>1. Scan this QR code with your authenticator app, or type the key into it.</Typography>
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt="QR code to scan with your authenticator app"
          data-testid="two-factor-qr"
          sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
        />
        <Typography variant="body2">
          Key: <Box component="code" data-testid="two-factor-secret" sx={{ fontSize: 15, wordBreak: 'break-all' }}>{setup.secret}</Box>
        </Typography>
        <Typography>2. Enter the 6-digit code the app shows, and your password.</Typography>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <TextField
          id="two-factor-code"
          label="6-digit code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          error={Boolean(errors.code)}
          helperText={errors.code}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          sx={{ maxWidth: 240 }}
        />
        <TextField
          id="two-factor-password"
          label="Current password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword}
          sx={{ maxWidth: 360 }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={enable.isPending}>
            Turn on two-factor
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

const promptTexts = {
  disable: { title: 'Turn off two-factor sign-in?', text: 'Signing in will ask for your password only. Your recovery codes stop working.', button: 'Turn off' },
  codes: { title: 'Make new recovery codes?', text: 'Ten new codes are made and shown once; your old codes stop working.', button: 'Make new codes' },
} as const;

/** Asks for the current password before turning two-factor off or making new recovery codes. */
function PasswordPrompt({ kind, onClose, onCodes }: { kind: 'disable' | 'codes' | null; onClose: () => void; onCodes: (codes: string[]) => void }) {
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const { showSnackbar } = useSnackbar();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };
  const fail = (err: unknown) => {
    const message = errorMessage(err, 'Nothing was changed: please try again.');
    setError((err instanceof ApiError ? err.fieldErrors.currentPassword : undefined) ?? message);
    showSnackbar(message, 'error');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your current password.');
      return;
    }
    if (kind === 'disable') {
      disable.mutate(password, {
        onSuccess: (result) => {
          showSnackbar(result.message ?? 'Two-factor sign-in is off', 'success');
          close();
        },
        onError: fail,
      });
    } else {
      newCodes.mutate(password, {
        onSuccess: (result) => {
          showSnackbar(result.message ?? 'New recovery codes made', 'success');
          onCodes(result.data.recoveryCodes);
          close();
        },
        onError: fail,
      });
    }
  };
  const texts = promptTexts[kind ?? 'codes'];
  return (
    <Dialog open={kind !== null} onClose={close} aria-labelledby="two-factor-prompt-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="two-factor-prompt-title">{texts.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{texts.text}</DialogContentText>
          <TextField
            id="two-factor-prompt-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" color={kind === 'disable' ? 'error' : 'primary'} disabled={disable.isPending || newCodes.isPending}>
            {texts.button}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
