import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Field } from '@hospital/content/fields';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { workflowApi, workflowKeys, type RevisionSummary } from '../api/workflow-api';
import { formatStudioDate, useHospitalTimeZone } from '../dates';
import { errorMessage } from '../error-message';
import { FieldCompare, fieldLabel } from './field-compare';

const actionLabels: Record<RevisionSummary['action'], string> = {
  draft: 'Draft saved',
  published: 'Published',
  unpublished: 'Unpublished',
  restored: 'Restored as a draft',
};

export interface HistoryDialogProps {
  /** The workflow's type key: a collection, `site-settings` or `menus`. */
  typeKey: string;
  /** The record id, `site-settings`, or the menu's location. */
  id: string;
  /** The declared fields, for labels and the comparison. */
  fields: readonly Field[];
  /** How values without a declared field are shown (a menu's tree). */
  renderValue?: (name: string, value: unknown) => ReactNode;
  open: boolean;
  onClose: () => void;
  /** Restore: the revision comes back as the draft. */
  onRestore: (revisionId: string) => Promise<void>;
}

/** History: every save, newest first; tick two to compare them; Restore brings one back as the draft. */
export function HistoryDialog({ typeKey, id, fields, renderValue, open, onClose, onRestore }: HistoryDialogProps) {
  const timeZone = useHospitalTimeZone();
  const revisions = useQuery({ queryKey: workflowKeys.revisions(typeKey, id), queryFn: () => workflowApi.revisions(typeKey, id), enabled: open, staleTime: 0 });
  const [picked, setPicked] = useState<string[]>([]);
  const [restoring, setRestoring] = useState<string | null>(null);
  const list = revisions.data ?? [];
  // Until two are ticked, the newest two are compared.
  const chosen = picked.length === 2 ? picked : list.slice(0, 2).map((r) => r._id);
  const [newer, older] = [...chosen].sort((a, b) => list.findIndex((r) => r._id === a) - list.findIndex((r) => r._id === b));
  const olderRevision = useQuery({ queryKey: workflowKeys.revision(typeKey, id, older ?? ''), queryFn: () => workflowApi.revision(typeKey, id, older ?? ''), enabled: open && Boolean(older) });
  const newerRevision = useQuery({ queryKey: workflowKeys.revision(typeKey, id, newer ?? ''), queryFn: () => workflowApi.revision(typeKey, id, newer ?? ''), enabled: open && Boolean(newer) });
  const label = (revisionId: string | undefined) => {
    const revision = list.find((r) => r._id === revisionId);
    return revision ? `${actionLabels[revision.action]}, ${formatStudioDate(revision.createdAt, { timeZone })}` : '';
  };
  const toggle = (revisionId: string) => setPicked((p) => (p.includes(revisionId) ? p.filter((x) => x !== revisionId) : [...p, revisionId].slice(-2)));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="history-title">
      <DialogTitle id="history-title">History</DialogTitle>
      <DialogContent dividers>
        {revisions.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the history" />
          </Box>
        ) : revisions.isError ? (
          <Alert severity="error">The history could not be loaded. {errorMessage(revisions.error, '')}</Alert>
        ) : list.length === 0 ? (
          <Alert severity="info">No saves yet.</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }}>
            <List dense aria-label="Revisions, newest first" sx={{ maxHeight: '60vh', overflow: 'auto' }}>
              {list.map((revision, index) => (
                <ListItem
                  key={revision._id}
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      disabled={restoring !== null}
                      onClick={async () => {
                        setRestoring(revision._id);
                        try {
                          await onRestore(revision._id);
                        } finally {
                          setRestoring(null);
                        }
                      }}
                      aria-label={`Restore the revision of ${formatStudioDate(revision.createdAt, { timeZone })} as a draft`}
                    >
                      {restoring === revision._id ? 'Restoring…' : 'Restore'}
                    </Button>
                  }
                >
                  <Checkbox
                    size="small"
                    checked={chosen.includes(revision._id)}
                    onChange={() => toggle(revision._id)}
                    slotProps={{ input: { 'aria-label': `Compare revision ${list.length - index}` } }}
                  />
                  <ListItemText
                    primary={`${list.length - index}. ${actionLabels[revision.action]}`}
                    secondary={`${formatStudioDate(revision.createdAt, { timeZone })}${revision.author ? ` by ${revision.author}` : ''}${revision.changed.length ? ` · ${revision.changed.map((name) => fieldLabel(fields, name)).join(', ')}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
            <Box>
              {!older || !newer ? (
                <Alert severity="info">Only one save so far: nothing to compare it with.</Alert>
              ) : olderRevision.data && newerRevision.data ? (
                <FieldCompare fields={fields} renderValue={renderValue} before={olderRevision.data.data} after={newerRevision.data.data} beforeLabel={label(older)} afterLabel={label(newer)} />
              ) : olderRevision.isError || newerRevision.isError ? (
                <Alert severity="error">These revisions could not be loaded.</Alert>
              ) : (
                <CircularProgress aria-label="Loading the revisions" />
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
