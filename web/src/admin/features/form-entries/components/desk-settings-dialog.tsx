import { defaultDeskSettings, type DeskSettings } from '@hospital/content/forms/desk-declarations';
import type { FormKey } from '@hospital/content/forms/declarations';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../shared/api/http';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { useDeskSettings, useSaveDeskSettings } from '../api/desk-settings-api';
import { entryKinds } from '../entry-fields';
import { PrivacyLog } from './privacy-log';

/** Recipients per form and department, retention per form, what notifications carry, the patient's acknowledgement. */
export function DeskSettingsDialog({ open, onClose, timeZone }: { open: boolean; onClose: () => void; timeZone: string | undefined }) {
  const settings = useDeskSettings(open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="desk-settings-title">
      <DialogTitle id="desk-settings-title">Desk settings</DialogTitle>
      {settings.isPending && (
        <DialogContent>
          <CircularProgress aria-label="Loading the desk settings" />
        </DialogContent>
      )}
      {settings.isError && (
        <DialogContent>
          <Alert severity="error" action={<Button onClick={() => void settings.refetch()}>Retry</Button>}>
            {errorMessage(settings.error, 'The desk settings could not be loaded.')}
          </Alert>
        </DialogContent>
      )}
      {settings.data && (
        <SettingsForm key={settings.dataUpdatedAt} initial={settings.data.data} mailEnabled={settings.data.mail.enabled} departments={settings.data.departments} timeZone={timeZone} onClose={onClose} />
      )}
    </Dialog>
  );
}

interface SettingsFormProps {
  initial: DeskSettings;
  mailEnabled: boolean;
  /** The site's departments by title: a per-department address is for one of them. */
  departments: readonly string[];
  timeZone: string | undefined;
  onClose: () => void;
}

function SettingsForm({ initial, mailEnabled, departments, timeZone, onClose }: SettingsFormProps) {
  const [value, setValue] = useState<DeskSettings>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDeskSettings();
  const { showSnackbar } = useSnackbar();

  const setForm = (kind: FormKey, change: Partial<DeskSettings['forms'][FormKey]>) =>
    setValue((v) => ({ ...v, forms: { ...v.forms, [kind]: { ...v.forms[kind], ...change } } }));
  const setRule = (index: number, change: Partial<DeskSettings['departmentRecipients'][number]>) =>
    setValue((v) => ({ ...v, departmentRecipients: v.departmentRecipients.map((r, i) => (i === index ? { ...r, ...change } : r)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await save.mutateAsync(value);
      setErrors({});
      showSnackbar(result.message, 'success');
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      showSnackbar(errorMessage(error, 'The desk settings could not be saved.'), 'error');
    }
  };

  const error = (path: string) => (errors[path] ? { error: true, helperText: errors[path] } : {});

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
      <DialogContent dividers>
        {!mailEnabled && (
          <Alert severity="info" sx={{ mb: 2 }}>
            The server has no mail server (SMTP_URL), so nothing is sent yet; these settings apply once it has one.
          </Alert>
        )}
        <Typography variant="h6" component="h3">
          Per form
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Each new entry is e-mailed to the site's notification addresses (Site settings) and to the ones below. Entries older than the retention period are
          deleted every night.
        </Typography>
        <Stack spacing={2} sx={{ mb: 3 }}>
          {entryKinds.map((k) => (
            <Stack key={k.key} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={`${k.label}: also notify`}
                size="small"
                fullWidth
                value={value.forms[k.key].recipients}
                onChange={(e) => setForm(k.key, { recipients: e.target.value })}
                placeholder="desk@hospital.org, ..."
                {...error(`forms.${k.key}.recipients`)}
              />
              <TextField
                label={`${k.label}: keep for (days)`}
                type="number"
                size="small"
                sx={{ minWidth: 220 }}
                value={Number.isNaN(value.forms[k.key].retentionDays) ? '' : value.forms[k.key].retentionDays}
                onChange={(e) => setForm(k.key, { retentionDays: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
                slotProps={{ htmlInput: { min: 1, max: 3650 } }}
                {...error(`forms.${k.key}.retentionDays`)}
              />
            </Stack>
          ))}
        </Stack>
        <Typography variant="h6" component="h3">
          Appointments per department
        </Typography>
        <Stack spacing={2} sx={{ mb: 1, mt: 1 }}>
          {value.departmentRecipients.map((rule, index) => (
            <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <TextField
                select
                label="Department"
                size="small"
                sx={{ minWidth: 220 }}
                value={rule.department}
                onChange={(e) => setRule(index, { department: e.target.value })}
                {...error(`departmentRecipients.${index}.department`)}
              >
                {/* A department deleted since the rule was saved stays shown, so the rule can be changed or removed. */}
                {rule.department && !departments.includes(rule.department) && (
                  <MenuItem value={rule.department}>{rule.department} (no longer a department)</MenuItem>
                )}
                {departments.map((title) => (
                  <MenuItem key={title} value={title}>
                    {title}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label="Notify" size="small" fullWidth value={rule.recipients} onChange={(e) => setRule(index, { recipients: e.target.value })} {...error(`departmentRecipients.${index}.recipients`)} />
              <IconButton aria-label={`Remove the rule for ${rule.department || 'this department'}`} onClick={() => setValue((v) => ({ ...v, departmentRecipients: v.departmentRecipients.filter((_r, i) => i !== index) }))}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        {departments.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            The site has no departments yet: add them under Departments, then choose here who hears of each one's appointments.
          </Typography>
        ) : (
          <Button startIcon={<AddIcon />} onClick={() => setValue((v) => ({ ...v, departmentRecipients: [...v.departmentRecipients, { department: departments.find((d) => !v.departmentRecipients.some((r) => r.department === d)) ?? '', recipients: '' }] }))} sx={{ mb: 3 }}>
            Add a department
          </Button>
        )}
        <Typography variant="h6" component="h3">
          What the e-mails hold
        </Typography>
        <FormControlLabel
          control={<Switch checked={value.includePatientDetails} onChange={(e) => setValue((v) => ({ ...v, includePatientDetails: e.target.checked }))} />}
          label="Put the patient's details in the notification (off: only the form, reference, department and a link)"
        />
        <FormControlLabel
          control={<Switch checked={value.acknowledgement.enabled} onChange={(e) => setValue((v) => ({ ...v, acknowledgement: { ...v.acknowledgement, enabled: e.target.checked } }))} />}
          label="Send the patient an acknowledgement with the reference"
        />
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Acknowledgement subject"
            size="small"
            value={value.acknowledgement.subject}
            onChange={(e) => setValue((v) => ({ ...v, acknowledgement: { ...v.acknowledgement, subject: e.target.value } }))}
            {...error('acknowledgement.subject')}
          />
          <TextField
            label="Acknowledgement text"
            multiline
            minRows={4}
            value={value.acknowledgement.text}
            onChange={(e) => setValue((v) => ({ ...v, acknowledgement: { ...v.acknowledgement, text: e.target.value } }))}
            {...(errors['acknowledgement.text'] ? error('acknowledgement.text') : { helperText: '{hospital} becomes the site title, {reference} the entry reference.' })}
          />
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setValue((v) => ({ ...v, acknowledgement: { ...defaultDeskSettings.acknowledgement, enabled: v.acknowledgement.enabled } }))}>
            Restore the default acknowledgement
          </Button>
        </Stack>
        <Box sx={{ mt: 3 }}>
          <PrivacyLog timeZone={timeZone} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
