import Typography from '@mui/material/Typography';

export function FormEntriesScreen() {
  return (
    <Typography variant="h4" component="h1">
      Form entries
    </Typography>
  );
}
