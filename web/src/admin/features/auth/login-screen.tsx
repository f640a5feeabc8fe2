import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../shared/api/http';
import { twoFactorSignInTexts } from '@hospital/content/sign-in-texts';
import { getToken, setToken } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';

/** SPEC.md §9: the dashboard opens 1 s after a successful sign-in, while the message shows. */
export const REDIRECT_AFTER_LOGIN_MS = 1000;

interface LoginResponse {
  token?: string;
  message?: string;
  data?: { token?: string };
  /** Instead of a token, when the account signs in with a second factor. */
  twoFactor?: { challenge: string; setup?: { secret: string; qrSvg: string } };
  /** Only when this sign-in turned two-factor on: shown once. */
  recoveryCodes?: string[];
}

/** /admin: "Admin Login". No checks beyond sending what was typed (SPEC.md §5). */
export function LoginScreen() {
  // Only a token present on arrival sends the visitor on; the one saved by signing in waits for the 1 s redirect.
  const [hadToken] = useState(() => getToken() !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<LoginResponse['twoFactor']>();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const { showSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  if (hadToken) return <Navigate to="/admin/dashboard" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // Not through adminApi: a 401 here is a wrong password, not an expired session.
      const { body } = secondStep
        ? await apiRequest<LoginResponse>('POST', 'login/two-factor', { body: { challenge: secondStep.challenge, code } })
        : await apiRequest<LoginResponse>('POST', 'login', { body: { email, password } });
      if (body.twoFactor) {
        setSecondStep(body.twoFactor);
        showSnackbar(body.message ?? (body.twoFactor.setup ? twoFactorSignInTexts.setUp : twoFactorSignInTexts.enterCode), 'success');
        setBusy(false);
        return;
      }
      const token = body.data?.token ?? body.token;
      if (!token) throw new Error('The server sent no token.');
      setToken(token);
      queryClient.removeQueries({ queryKey: ['session'] });
      showSnackbar(body.message ?? 'Login successful', 'success');
      // Recovery codes are shown once: the person moves on when they have kept them.
      if (body.recoveryCodes) setRecoveryCodes(body.recoveryCodes);
      else redirect.current = setTimeout(() => navigate('/admin/dashboard', { replace: true }), REDIRECT_AFTER_LOGIN_MS);
    } catch (error) {
      console.error('Login failed.', error);
      showSnackbar(errorMessage(error, secondStep ? 'That code is not right.' : 'Invalid email or password'), 'error');
      // A locked account can do nothing more with this code step: back to the email and password,
      // for when the lock has ended (the message says until when).
      if (secondStep && error instanceof ApiError && (error.body as { code?: unknown } | null)?.code === 'ACCOUNT_LOCKED') {
        setSecondStep(undefined);
        setCode('');
      }
      setBusy(false);
    }
  };

  if (recoveryCodes) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
        <Paper elevation={3} sx={{ p: 4, width: '100%', maxWidth: 440, display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Your recovery codes
          </Typography>
          <Typography>Keep these ten codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</Typography>
          <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2, m: 0 }}>
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
          <Button variant="contained" onClick={() => navigate('/admin/dashboard', { replace: true })}>
            I have kept them: continue
          </Button>
        </Paper>
      </Box>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="form" onSubmit={submit} noValidate elevation={3} sx={{ p: 4, width: '100%', maxWidth: 400, display: 'grid', gap: 2.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          Admin Login
        </Typography>
        {secondStep ? (
          <>
            {secondStep.setup ? (
              <>
                <Typography>{twoFactorSignInTexts.setUp}</Typography>
                {/* The server draws the QR code itself: an SVG of squares, no script. */}
                <Box role="img" aria-label={twoFactorSignInTexts.qrCode} sx={{ width: 200, mx: 'auto' }} dangerouslySetInnerHTML={{ __html: secondStep.setup.qrSvg }} />
                <Typography>
                  No camera? Type this key into the app instead: <Box component="code" sx={{ overflowWrap: 'anywhere' }}>{secondStep.setup.secret}</Box>
                </Typography>
              </>
            ) : (
              <Typography>{twoFactorSignInTexts.enterCode}</Typography>
            )}
            <TextField id="login-code" label="Code" name="code" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} autoFocus fullWidth />
          </>
        ) : null}
        <TextField
          sx={secondStep ? { display: 'none' } : undefined}
          id="login-username"
          label="Username"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
          fullWidth
        />
        <TextField
          sx={secondStep ? { display: 'none' } : undefined}
          id="login-password"
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((s) => !s)} edge="end">
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy}>
          {busy ? <CircularProgress size={24} color="inherit" aria-label="Signing in" /> : 'Login'}
        </Button>
      </Paper>
    </Box>
  );
}
