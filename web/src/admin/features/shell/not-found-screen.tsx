import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

/** An /admin/* address no screen answers. */
export function NotFoundScreen() {
  const location = useLocation();
  return (
    <Paper sx={{ p: 4 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        Page not found
      </Typography>
      <Typography sx={{ mb: 2 }}>
        There is no admin screen at <code>{location.pathname}</code>.
      </Typography>
      <Button component={RouterLink} to="/admin/dashboard" variant="contained">
        Go to the dashboard
      </Button>
    </Paper>
  );
}
