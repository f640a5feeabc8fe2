import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/http';
import { adminApi } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';

const settingsKey = ['activity', 'settings'] as const;
const minDays = 30;
const maxDays = 3650;

/** How long the log keeps its entries (default a year); older ones are purged daily by a job. */
export function RetentionSetting() {
  const settings = useQuery({ queryKey: settingsKey, queryFn: async () => (await adminApi.get<{ data: { retentionDays: number } }>('activity/settings')).data });
  if (settings.isPending) return null;
  if (settings.isError) return <Typography color="error">{errorMessage(settings.error, 'The retention period could not be loaded.')}</Typography>;
  return <RetentionForm days={settings.data.retentionDays} />;
}

function RetentionForm({ days }: { days: number }) {
  const [value, setValue] = useState(String(days));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const retentionDays = Number(value);
    if (!Number.isInteger(retentionDays) || retentionDays < minDays || retentionDays > maxDays) {
      setError(`A whole number of days from ${minDays} to ${maxDays}.`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const result = await adminApi.put<{ data: { retentionDays: number } }>('activity/settings', { retentionDays });
      queryClient.setQueryData(settingsKey, result.data);
      showSnackbar(`Entries are kept for ${result.data.retentionDays} days`, 'success');
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.fieldErrors.retentionDays : undefined;
      setError(message ?? null);
      showSnackbar(errorMessage(caught, 'The retention period could not be saved.'), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void save(event)} direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }} aria-label="Retention">
      <TextField
        label="Keep entries for (days)"
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'Older entries are removed each night (default 365 days).'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 240 }}
      />
      <Button type="submit" variant="outlined" disabled={saving || value === String(days)}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </Stack>
  );
}
