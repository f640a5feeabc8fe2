import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { workflowApi, workflowKeys } from '../api/workflow-api';
import { formatStudioDate, useHospitalTimeZone } from '../dates';
import { errorMessage } from '../error-message';

/**
 * Share preview: a link that shows the saved draft on the website without signing in, for a
 * colleague or a doctor; it expires (7 days unless chosen) and can be revoked here.
 */
export function ShareDialog({ typeKey, id, open, onClose }: { typeKey: string; id: string; open: boolean; onClose: () => void }) {
  const timeZone = useHospitalTimeZone();
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: workflowKeys.links(typeKey, id), queryFn: () => workflowApi.links(typeKey, id), enabled: open });
  // When the list was read: a link past its time by then shows as expired.
  const readAt = links.dataUpdatedAt;
  const [days, setDays] = useState('7');
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const daysValid = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 30;
  const refresh = () => queryClient.invalidateQueries({ queryKey: workflowKeys.links(typeKey, id) });

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await workflowApi.share(typeKey, id, Number(days));
      setMade(new URL(link.url, window.location.origin).href);
      await refresh();
    } catch (e) {
      setError(errorMessage(e, 'The link could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (linkId: string) => {
    try {
      await workflowApi.revoke(linkId);
      await refresh();
    } catch (e) {
      setError(errorMessage(e, 'The link could not be revoked. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title">Share preview</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2">
            Anyone with the link sees the saved draft as it will look on the website, without signing in. Search engines never index it. Save your draft first so the link shows your latest changes.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="Works for (days)"
              size="small"
              value={days}
              onChange={(event) => setDays(event.target.value)}
              error={!daysValid}
              helperText={daysValid ? 'From 1 to 30 days.' : 'Enter a number of days from 1 to 30.'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button variant="contained" onClick={() => void make()} disabled={busy || !daysValid}>
              {busy ? 'Making…' : 'Make link'}
            </Button>
          </Stack>
          {made && (
            <Alert severity="success" action={<Button color="inherit" size="small" onClick={() => void navigator.clipboard?.writeText(made)}>Copy</Button>}>
              <TextField label="Preview link" value={made} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true } }} sx={{ minWidth: 320 }} />
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <Typography component="h3" variant="subtitle2">
            Links made
          </Typography>
          {links.isError ? (
            <Alert severity="error">The links could not be loaded.</Alert>
          ) : (links.data ?? []).length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              None yet.
            </Typography>
          ) : (
            <List dense aria-label="Preview links">
              {(links.data ?? []).map((link) => {
                const expired = new Date(link.expiresAt).getTime() <= readAt;
                const status = link.revokedAt ? `revoked ${formatStudioDate(link.revokedAt, { timeZone })}` : expired ? 'expired' : `works until ${formatStudioDate(link.expiresAt, { timeZone })}`;
                return (
                  <ListItem
                    key={link._id}
                    disableGutters
                    secondaryAction={
                      !link.revokedAt && !expired ? (
                        <Button size="small" color="error" onClick={() => void revoke(link._id)} aria-label={`Revoke the link made ${formatStudioDate(link.createdAt, { timeZone })}`}>
                          Revoke
                        </Button>
                      ) : undefined
                    }
                  >
                    <ListItemText primary={`Made ${formatStudioDate(link.createdAt, { timeZone })}${link.createdBy ? ` by ${link.createdBy}` : ''}`} secondary={status} />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
