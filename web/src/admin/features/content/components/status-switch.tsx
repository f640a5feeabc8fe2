import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ContentType } from '@hospital/content/content-type';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { recordTitle, type ContentRecord } from '../api/content-api';
import { useSaveContent } from '../api/use-save-content';

/**
 * The status of a record in its list, as a switch: staff take a doctor who has left or an event
 * that is over off the website (and put it back) without opening the record. The record is saved
 * whole with the other status, through the same checks as its edit screen.
 */
export function StatusSwitch({ type, record }: { type: ContentType; record: ContentRecord }) {
  const save = useSaveContent(type);
  const { showSnackbar } = useSnackbar();
  const active = record.status !== 'inactive';
  const title = recordTitle(type, record);
  const toggle = async () => {
    const { _id, createdAt: _createdAt, updatedAt: _updatedAt, ...body } = record;
    try {
      await save.mutateAsync({ id: _id, body: { ...body, status: active ? 'inactive' : 'active' } });
      showSnackbar(active ? `"${title}" is now hidden from the website` : `"${title}" is now on the website`, 'success');
    } catch (error) {
      showSnackbar(`The status of "${title}" was not changed: ${errorMessage(error, 'please try again.')} Open the record to correct it.`, 'error');
    }
  };
  return (
    <FormControlLabel
      sx={{ m: 0, whiteSpace: 'nowrap' }}
      label={active ? 'Active' : 'Inactive'}
      control={
        <Switch
          size="small"
          checked={active}
          disabled={save.isPending}
          onChange={() => void toggle()}
          slotProps={{ input: { 'aria-label': `Show "${title}" on the website` } }}
        />
      }
    />
  );
}
