import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { useErasePerson, useFindPerson, type Person } from '../api/erasure-api';
import { formatReceived, formLabel } from '../entry-fields';

/** Erase a person's data (DPDP Act 2023): find every entry by e-mail or phone across the forms, review, delete. */
export function ErasureDialog({ open, onClose, timeZone }: { open: boolean; onClose: () => void; timeZone: string | undefined }) {
  const [person, setPerson] = useState<Person>({ email: '', phone: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const find = useFindPerson();
  const erase = useErasePerson();
  const { showSnackbar } = useSnackbar();
  const found = find.data;

  const close = () => {
    setPerson({ email: '', phone: '' });
    setChosen([]);
    setConfirming(false);
    find.reset();
    onClose();
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(false);
    find.mutate(person, { onSuccess: (entries) => setChosen(entries.map((e) => e._id)) });
  };

  const confirm = () =>
    erase.mutate(
      { person, ids: chosen },
      {
        onSuccess: (result) => {
          showSnackbar(result.message, 'success');
          close();
        },
        onError: (error) => showSnackbar(errorMessage(error, 'The entries could not be erased.'), 'error'),
      },
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="erasure-title">
      <DialogTitle id="erasure-title">Erase a person's data</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          Finds every entry of every form sent with this e-mail address or phone number. Review them, then erase: the entries, their notes and history go
          for good. The erasure is recorded (how many, not whose).
        </DialogContentText>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={search} noValidate aria-label="Find a person's entries">
          <TextField label="E-mail" type="email" size="small" value={person.email} onChange={(e) => setPerson({ ...person, email: e.target.value })} />
          <TextField label="Phone" type="tel" size="small" value={person.phone} onChange={(e) => setPerson({ ...person, phone: e.target.value })} />
          <Button type="submit" variant="outlined" disabled={find.isPending || (!person.email.trim() && !person.phone.trim())}>
            Find
          </Button>
        </Stack>
        {find.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(find.error, 'The search failed.')}
          </Alert>
        )}
        {found && found.length === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            No entry has this e-mail address or phone number.
          </Alert>
        )}
        {found && found.length > 0 && (
          <List dense aria-label="Entries found" sx={{ mt: 1 }}>
            {found.map((entry) => (
              <ListItem key={entry._id} disableGutters>
                <FormControlLabel
                  control={<Checkbox checked={chosen.includes(entry._id)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, entry._id] : c.filter((id) => id !== entry._id)))} />}
                  label={`${entry.reference ?? '—'} · ${formLabel(entry.kind)} · ${formatReceived(entry.createdAt, timeZone)} · ${entry.name} · ${entry.email} · ${entry.phone}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {confirming && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            Erase {chosen.length === 1 ? 'this entry' : `these ${chosen.length} entries`}? This cannot be undone.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {confirming ? (
          <Button color="error" variant="contained" onClick={confirm} disabled={erase.isPending}>
            Erase for good
          </Button>
        ) : (
          <Button color="error" onClick={() => setConfirming(true)} disabled={!found || chosen.length === 0}>
            Erase {chosen.length > 0 ? `${chosen.length} ` : ''}selected
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
