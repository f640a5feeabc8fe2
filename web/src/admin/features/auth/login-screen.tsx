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
import { apiRequest } from '../../../shared/api/http';
import { getToken, setToken } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';

/** SPEC.md §9: the dashboard opens 1 s after a successful sign-in, while the message shows. */
export const REDIRECT_AFTER_LOGIN_MS = 1000;

interface LoginResponse {
  token?: string;
  message?: string;
  data?: { token?: string };
}

/** /admin: "Admin Login". No checks beyond sending what was typed (SPEC.md §5). */
export function LoginScreen() {
  // Only a token present on arrival sends the visitor on; the one saved by signing in waits for the 1 s redirect.
  const [hadToken] = useState(() => getToken() !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
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
      const { body } = await apiRequest<LoginResponse>('POST', 'login', { body: { email, password } });
      const token = body.data?.token ?? body.token;
      if (!token) throw new Error('The server sent no token.');
      setToken(token);
      queryClient.removeQueries({ queryKey: ['session'] });
      showSnackbar(body.message ?? 'Login successful', 'success');
      redirect.current = setTimeout(() => navigate('/admin/dashboard', { replace: true }), REDIRECT_AFTER_LOGIN_MS);
    } catch (error) {
      console.error('Login failed.', error);
      showSnackbar(errorMessage(error, 'Invalid email or password'), 'error');
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="form" onSubmit={submit} noValidate elevation={3} sx={{ p: 4, width: '100%', maxWidth: 400, display: 'grid', gap: 2.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          Admin Login
        </Typography>
        <TextField
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
