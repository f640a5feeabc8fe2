import Typography from '@mui/material/Typography';

export function DashboardScreen() {
  return (
    <Typography variant="h4" component="h1">
      DASHBOARD
    </Typography>
  );
}
