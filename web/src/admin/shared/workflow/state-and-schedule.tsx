import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { stateLabels, workflowApi } from '../api/workflow-api';
import { formatStudioDate, useHospitalTimeZone } from '../dates';
import { errorMessage } from '../error-message';
import { isoToWallTime, wallTimeToIso } from './wall-time';

const chipColor = { published: 'success', draft: 'default', changed: 'warning' } as const;

/** The record's state as a chip: Published, Draft, Published with unpublished changes; Scheduled beside it. */
export function StateChips({ state, publishAt, unpublishAt }: Pick<WorkingCopy, 'state' | 'publishAt' | 'unpublishAt'>) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" label={stateLabels[state]} color={chipColor[state]} variant={state === 'draft' ? 'outlined' : 'filled'} />
      {(publishAt || unpublishAt) && <Chip size="small" label={stateLabels.scheduled} color="info" variant="outlined" />}
    </Stack>
  );
}

export interface ScheduleFormProps {
  typeKey: string;
  copy: WorkingCopy;
  onSaved: (copy: WorkingCopy, message: string) => void;
  /** Whether Unpublish at is offered (site settings and menus are never taken off the website). */
  canUnpublish?: boolean;
}

/** Publish at / Unpublish at, typed on the hospital's clock. */
export function ScheduleForm({ typeKey, copy, onSaved, canUnpublish = true }: ScheduleFormProps) {
  const timeZone = useHospitalTimeZone();
  const [publishAt, setPublishAt] = useState(isoToWallTime(copy.publishAt, timeZone));
  const [unpublishAt, setUnpublishAt] = useState(isoToWallTime(copy.unpublishAt, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async (clear = false) => {
    const next: Record<string, string> = {};
    const publishIso = clear || publishAt.trim() === '' ? null : wallTimeToIso(publishAt, timeZone);
    const unpublishIso = clear || unpublishAt.trim() === '' ? null : wallTimeToIso(unpublishAt, timeZone);
    if (!clear && publishAt.trim() !== '' && !publishIso) next.publishAt = 'Write the date and time as DD/MM/YYYY HH:MM.';
    if (!clear && unpublishAt.trim() !== '' && !unpublishIso) next.unpublishAt = 'Write the date and time as DD/MM/YYYY HH:MM.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const result = await workflowApi.schedule(typeKey, copy._id, { publishAt: publishIso, unpublishAt: unpublishIso, version: copy.version });
      if (clear) {
        setPublishAt('');
        setUnpublishAt('');
      }
      onSaved(result.data, clear ? 'Schedule cleared' : 'Schedule saved');
    } catch (error) {
      const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error, 'The schedule could not be saved.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Schedule ({timeZone})
      </Typography>
      <MomentField label="Publish at" value={publishAt} onChange={setPublishAt} error={errors.publishAt} help="The saved draft goes live then." />
      {canUnpublish && <MomentField label="Unpublish at" value={unpublishAt} onChange={setUnpublishAt} error={errors.unpublishAt} help="It leaves the website then." />}
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      {(copy.publishAt || copy.unpublishAt) && (
        <Typography variant="body2" color="text.secondary">
          {copy.publishAt && <>Goes live {formatStudioDate(copy.publishAt, { timeZone })}. </>}
          {copy.unpublishAt && <>Leaves the website {formatStudioDate(copy.unpublishAt, { timeZone })}.</>}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => void save()} disabled={busy}>
          Save schedule
        </Button>
        {(copy.publishAt || copy.unpublishAt) && (
          <Button size="small" onClick={() => void save(true)} disabled={busy}>
            Clear
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** A date and time typed on the hospital's clock. */
function MomentField({ label, value, onChange, error, help }: { label: string; value: string; onChange: (value: string) => void; error: string | undefined; help: string }) {
  return (
    <TextField
      label={label}
      size="small"
      placeholder="DD/MM/YYYY HH:MM"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}
