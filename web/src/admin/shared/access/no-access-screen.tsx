import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A screen the signed-in person's role may not open: said plainly, with the way back. */
export function NoAccessScreen() {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <LockOutlined color="action" aria-hidden="true" />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          You don't have access to this
        </Typography>
      </Stack>
      <Typography sx={{ mb: 2 }}>Your role does not include this screen. If you need it for your work, ask an administrator to change your role.</Typography>
      <Button component={RouterLink} to="/admin/dashboard" variant="contained">
        Go to the dashboard
      </Button>
    </Paper>
  );
}
