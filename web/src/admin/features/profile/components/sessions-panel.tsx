import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StudioDate } from '../../../shared/dates';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { deviceName } from '../device-name';
import type { ActiveSession } from '@hospital/content/wire/accounts';
import { useEndSession, useSessions, useSignOutOthers } from '../profile-api';

/** Where the signed-in person is signed in: sign out one session, or everywhere but here. */
export function SessionsPanel() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const signOutOthers = useSignOutOthers();
  const { showSnackbar } = useSnackbar();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  const end = (session: ActiveSession) =>
    endSession.mutate(session._id, {
      onSuccess: (result) => showSnackbar(result.message ?? 'Session signed out', 'success'),
      onError: (error) => showSnackbar(errorMessage(error, 'The session could not be signed out.'), 'error'),
    });
  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (result) => showSnackbar(result.message ?? 'Signed out everywhere else', 'success'),
      onError: (error) => showSnackbar(errorMessage(error, 'The other sessions could not be signed out.'), 'error'),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id="sessions-title" variant="h6" component="h2">
          Where you are signed in
        </Typography>
        <Button variant="outlined" color="error" onClick={endOthers} disabled={others === 0 || signOutOthers.isPending}>
          Sign out everywhere else
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each browser you signed in with. Sign out one you do not recognise, then change your password.
      </Typography>
      {sessions.isError && <Alert severity="error">{errorMessage(sessions.error, 'Your sessions could not be loaded.')}</Alert>}
      {sessions.isPending && <CircularProgress size={24} aria-label="Loading your sessions" />}
      {sessions.isSuccess && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="sessions-title">
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>Address</TableCell>
                <TableCell>Signed in</TableCell>
                <TableCell>Last seen</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((session) => {
                const device = deviceName(session.device);
                return (
                  <TableRow key={session._id} data-testid="session-row">
                    <TableCell component="th" scope="row" title={session.device ?? undefined}>
                      {device}
                      {session.current && <Chip size="small" color="primary" label="This device" sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>{session.ip ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <StudioDate value={session.createdAt} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <StudioDate value={session.lastSeenAt} />
                    </TableCell>
                    <TableCell align="right">
                      {session.current ? (
                        <Typography variant="body2" color="text.secondary">
                          Use Sign out at the top
                        </Typography>
                      ) : (
                        <Button size="small" onClick={() => end(session)} disabled={endSession.isPending} aria-label={`Sign out ${device}, last seen from ${session.ip ?? 'an unknown address'}`}>
                          Sign out
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
