import Typography from '@mui/material/Typography';

export function ChangeProfileScreen() {
  return (
    <Typography variant="h4" component="h1">
      Change profile
    </Typography>
  );
}
