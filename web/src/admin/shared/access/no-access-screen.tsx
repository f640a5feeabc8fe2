import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentType } from '@hospital/content/content-type';
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

/**
 * A record the person may not open (a department editor's record of another department, opened by
 * its address): the server's reason and the way back to the list. A refusal, not a load error: no
 * red alert and no Retry, which could not succeed.
 */
export function OutOfReachNotice({ type, reason, listPath }: { type: ContentType; reason: string; listPath: string }) {
  return (
    <Paper variant="outlined" role="region" aria-labelledby="out-of-reach-title" sx={{ p: 4, maxWidth: 640 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <LockOutlined color="action" aria-hidden="true" />
        <Typography id="out-of-reach-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          This {type.label.singular.toLowerCase()} is not yours to open
        </Typography>
      </Stack>
      <Typography sx={{ mb: 2 }}>{reason || 'Your role does not reach this record. Ask an administrator if you need it.'}</Typography>
      <Button component={RouterLink} to={listPath} variant="contained">
        Back to {type.label.plural.toLowerCase()}
      </Button>
    </Paper>
  );
}
