import Typography from '@mui/material/Typography';

export function SiteSettingsScreen() {
  return (
    <Typography variant="h4" component="h1">
      Site settings
    </Typography>
  );
}
