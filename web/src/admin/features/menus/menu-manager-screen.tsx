import Typography from '@mui/material/Typography';

export function MenuManagerScreen() {
  return (
    <Typography variant="h4" component="h1">
      Menus
    </Typography>
  );
}
