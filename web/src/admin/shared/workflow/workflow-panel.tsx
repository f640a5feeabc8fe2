import History from '@mui/icons-material/History';
import Share from '@mui/icons-material/Share';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Field } from '@hospital/content/fields';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { useEditedLanguage } from '../translations/edited-language';
import { ApiError } from '../../../shared/api/http';
import { workflowApi, workflowKeys } from '../api/workflow-api';
import { StudioDate } from '../dates';
import { ConfirmDialog } from '../confirm-dialog';
import { errorMessage } from '../error-message';
import { useSnackbar } from '../snackbar';
import { FieldCompare } from './field-compare';
import { HistoryDialog } from './history-dialog';
import { ShareDialog } from './share-dialog';
import { ScheduleForm, StateChips } from './state-and-schedule';

/**
 * The editorial workflow beside an edit form, the same for a collection's record, the site
 * settings and a menu: the state, the conflict with a colleague's save, Preview, Share preview,
 * History, Unpublish, Discard draft and the schedule. The form keeps its own Publish and Save
 * draft buttons (they submit it) and passes them as children.
 */

/** A save refused because someone else saved since the form was opened. */
export interface EditConflict {
  message: string;
  /** What is saved now. */
  current: WorkingCopy;
  /** The body the form tried to save. */
  mine: Record<string, unknown>;
}

/** The conflict a refused save carries, if that is why it was refused. */
export function editConflictOf(error: unknown, mine: Record<string, unknown>): EditConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { code?: unknown; current?: WorkingCopy } | null;
  if (body?.code !== 'EDIT_CONFLICT' || !body.current) return null;
  return { message: error.serverMessage ?? 'Someone else saved this since you opened it.', current: body.current, mine };
}

/** Publish or save as a draft; a conflict comes back as such rather than thrown. */
export async function saveWorkingCopy(
  typeKey: string,
  id: string,
  intent: 'publish' | 'draft',
  body: Record<string, unknown>,
  version: number,
): Promise<{ copy: WorkingCopy; conflict?: undefined } | { conflict: EditConflict; copy?: undefined }> {
  const request = { ...body, version };
  try {
    const result = intent === 'publish' ? await workflowApi.publish(typeKey, id, request) : await workflowApi.saveDraft(typeKey, id, request);
    return { copy: result.data };
  } catch (error) {
    const conflict = editConflictOf(error, body);
    if (conflict) return { conflict };
    throw error;
  }
}

/** What happens to a saved draft, told to what the person may do about it. */
export const draftNote = (canWrite: boolean, canPublish: boolean): string =>
  canPublish && canWrite
    ? 'The website shows the published version until you publish.'
    : canWrite
      ? 'The website shows the published version until an editor publishes the draft: submit it for review when it is ready.'
      : 'The website shows the published version until the draft is published.';

export interface WorkflowPanelProps {
  typeKey: string;
  id: string;
  /** "Doctor", "Site settings", "Header menu": for messages. */
  label: string;
  fields: readonly Field[];
  /** How values without a declared field are shown in comparisons (a menu's tree). */
  renderValue?: (name: string, value: unknown) => ReactNode;
  copy: WorkingCopy;
  busy: boolean;
  /** Whether it can be taken off the website (a record can; settings and menus cannot). */
  canUnpublish: boolean;
  /** Publish at / Unpublish at. */
  schedule: boolean;
  /** Whether the role may change it (Share preview, Discard draft); a reader sees the state, Preview and History. Default true. */
  canWrite?: boolean;
  /** Whether the role may publish it; one who may not is told to submit for review. Default true. */
  canPublish?: boolean;
  /** The form's unsaved values as a request body, or null when there are none (Preview saves them as a draft first). */
  unsavedBody: () => Record<string, unknown> | null;
  /** A new working copy from the server; `resetForm` when the form should show it. */
  onAdopt: (copy: WorkingCopy, resetForm: boolean) => void;
  conflict: EditConflict | null;
  onConflictChange: (conflict: EditConflict | null) => void;
  /** The form's Publish and Save draft buttons, and what goes with them. */
  children?: ReactNode;
}

export function WorkflowPanel(props: WorkflowPanelProps) {
  const { typeKey, id, label, fields, renderValue, copy, busy, canUnpublish, schedule, unsavedBody, onAdopt, conflict, onConflictChange, children } = props;
  const canWrite = props.canWrite ?? true;
  const canPublish = props.canPublish ?? true;
  const [dialog, setDialog] = useState<'history' | 'share' | 'compare' | 'unpublish' | 'discard' | null>(null);
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();

  const act = async (run: () => Promise<{ data: WorkingCopy }>, done: string, resetForm = true) => {
    try {
      onAdopt((await run()).data, resetForm);
      onConflictChange(null);
      showSnackbar(done, 'success');
    } catch (error) {
      showSnackbar(errorMessage(error, 'That did not work. Nothing was changed: please try again.'), 'error');
    }
  };

  // The language tab being edited: the preview opens the page in it.
  const [editedLanguage] = useEditedLanguage();
  const openPreview = async () => {
    // Opened at once (a window opened after a wait is taken for a pop-up), then sent to the page.
    const view = window.open('', '_blank');
    try {
      const body = unsavedBody();
      if (body) onAdopt((await workflowApi.saveDraft(typeKey, id, { ...body, version: copy.version })).data, true);
      const link = await workflowApi.preview(typeKey, id, editedLanguage === defaultLanguage ? undefined : editedLanguage);
      if (view) view.location.href = link.url;
      else window.location.assign(link.url);
    } catch (error) {
      view?.close();
      showSnackbar(errorMessage(error, 'The preview could not be opened.'), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <StateChips state={copy.state} publishAt={copy.publishAt} unpublishAt={copy.unpublishAt} />
      {copy.hasDraft && (
        <Typography variant="body2" color="text.secondary">
          Draft saved <StudioDate value={copy.draftUpdatedAt} />
          {copy.draftBy ? ` by ${copy.draftBy}` : ''}. {draftNote(canWrite, canPublish)}
        </Typography>
      )}
      {conflict && (
        <Alert severity="warning" role="alert">
          {conflict.message}
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => setDialog('compare')}>
              Compare
            </Button>
            <Button size="small" onClick={() => { onAdopt(conflict.current, true); onConflictChange(null); }}>
              Load theirs
            </Button>
            <Button size="small" onClick={() => { onAdopt(conflict.current, false); onConflictChange(null); }}>
              Keep mine
            </Button>
          </Stack>
        </Alert>
      )}
      {children}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" startIcon={<Visibility />} onClick={() => void openPreview()} disabled={busy}>
          Preview
        </Button>
        {canWrite && (
          <Button size="small" startIcon={<Share />} onClick={() => setDialog('share')}>
            Share preview
          </Button>
        )}
        <Button size="small" startIcon={<History />} onClick={() => setDialog('history')}>
          History
        </Button>
        {canUnpublish && copy.state !== 'draft' && (
          <Button size="small" color="error" disabled={busy} onClick={() => setDialog('unpublish')}>
            Unpublish
          </Button>
        )}
        {canWrite && copy.hasDraft && (
          <Button size="small" disabled={busy} onClick={() => setDialog('discard')}>
            Discard draft
          </Button>
        )}
      </Stack>
      {schedule && <ScheduleForm typeKey={typeKey} copy={copy} canUnpublish={canUnpublish} onSaved={(next, message) => { onAdopt(next, false); showSnackbar(message, 'success'); }} />}
      <HistoryDialog
        typeKey={typeKey}
        id={id}
        fields={fields}
        renderValue={renderValue}
        open={dialog === 'history'}
        onClose={() => setDialog(null)}
        onRestore={async (revisionId) => {
          await act(() => workflowApi.restore(typeKey, id, revisionId, copy.version), 'Restored as a draft');
          await queryClient.invalidateQueries({ queryKey: workflowKeys.revisions(typeKey, id) });
        }}
      />
      <ShareDialog typeKey={typeKey} id={id} open={dialog === 'share'} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'unpublish'}
        title={`Unpublish this ${label.toLowerCase()}?`}
        confirmLabel="Unpublish"
        danger
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await act(() => workflowApi.unpublish(typeKey, id, copy.version), `${label} unpublished`, unsavedBody() === null);
          setDialog(null);
        }}
      >
        “{copy.title}” leaves the website at once: its page, lists and search no longer show it. It is kept here as a draft{copy.hasDraft ? ' (with your saved changes)' : ''}, and can be published again.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'discard'}
        title="Discard the draft?"
        confirmLabel="Discard draft"
        danger
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await act(() => workflowApi.discardDraft(typeKey, id, copy.version), 'Draft discarded');
          setDialog(null);
        }}
      >
        The changes saved in the draft{copy.draftBy ? ` by ${copy.draftBy}` : ''} are set aside and the form shows the published version again. The website does not change. The draft stays in History, where it can be restored.
      </ConfirmDialog>
      <Dialog open={dialog === 'compare' && conflict !== null} onClose={() => setDialog(null)} fullWidth maxWidth="lg" aria-labelledby="compare-title">
        <DialogTitle id="compare-title">Your changes and the saved version</DialogTitle>
        <DialogContent dividers>
          {conflict && <FieldCompare fields={fields} renderValue={renderValue} before={conflict.current.fields} after={conflict.mine} beforeLabel="Saved now" afterLabel="Yours" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
