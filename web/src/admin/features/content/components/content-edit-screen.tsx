import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Publish from '@mui/icons-material/Publish';
import RateReview from '@mui/icons-material/RateReview';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContentType } from '@hospital/content/content-type';
import { useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { workflowApi, workflowKeys } from '../../../shared/api/workflow-api';
import { contentKeys, recordTitle, type ContentRecord } from '../../../shared/api/content-api';
import { WorkflowPanel, saveWorkingCopy, type EditConflict } from '../../../shared/workflow/workflow-panel';
import { linkReviewApi, type LinkWarning } from '../../../shared/api/link-review-api';
import { LinkWarningsDialog } from '../../../shared/link-warnings-dialog';
import { useContentRecord } from '../api/use-content-record';
import { useSaveContent } from '../api/use-save-content';
import { ContentTypeContext } from '../../../shared/fields/content-type-context';
import { fieldOverrides } from '../../../shared/fields/overrides';
import { TranslatedRecordFields } from '../../../shared/translations/translated-record-fields';
import { useRecordForm } from '../../../shared/form/use-record-form';
import { useWebsiteUrl } from '../api/use-website-url';
import { StudioDate } from '../../../shared/dates';
import { createPath, editPath } from '../../../shared/studio-paths';
import { canCreateType, canWriteType, publishesOwnChanges } from '../../../shared/access/screen-access';
import { NoAccessScreen, OutOfReachNotice } from '../../../shared/access/no-access-screen';
import { ReviewNote, reviewKey } from './review-note';
import { SubmitReviewDialog } from './submit-review-dialog';
import { useAccess } from '../../../shared/access/use-access';

/** /admin/{type}/create and /admin/{type}/edit/{id}: loads the record, then the form. */
export function ContentEditScreen({ type }: { type: ContentType }) {
  const { id } = useParams();
  const record = useContentRecord(type, id);
  // What the editor works on: the draft when there is one, else the live version.
  const copy = useQuery({
    queryKey: workflowKeys.copy(type.key, id ?? ''),
    queryFn: () => workflowApi.workingCopy(type.key, id ?? ''),
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const listPath = `/admin/${type.adminPath}`;
  const access = useAccess();
  // A create screen the role cannot save from is no screen at all (never a blank, locked form).
  if (id === undefined) {
    if (access.status === 'pending') return <Box role="status" sx={{ p: 4, textAlign: 'center' }}>Loading...</Box>;
    if (!canCreateType(access.access, type)) return <NoAccessScreen />;
  }
  if (id !== undefined && (record.isPending || (copy.isPending && !record.isError))) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={`Loading ${type.label.singular.toLowerCase()}`} />
      </Box>
    );
  }
  // A record out of the person's reach (opened by its address): a refusal with its reason and the way back, never a red load error and a Retry that cannot succeed.
  const refusal = id === undefined ? undefined : [record.error, copy.error].find((error) => error instanceof ApiError && error.status === 403);
  if (refusal) return <OutOfReachNotice type={type} reason={errorMessage(refusal, '')} listPath={listPath} />;
  if (id !== undefined && record.isError) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    return (
      <Alert
        severity="error"
        action={
          missing ? (
            <Button component={RouterLink} to={listPath} color="inherit">
              Back to the list
            </Button>
          ) : (
            <Button color="inherit" onClick={() => void record.refetch()}>
              Retry
            </Button>
          )
        }
      >
        {missing ? `This ${type.label.singular.toLowerCase()} does not exist (it may have been deleted).` : `The ${type.label.singular.toLowerCase()} could not be loaded. ${errorMessage(record.error, '')}`}
      </Alert>
    );
  }
  if (id !== undefined && copy.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void copy.refetch()}>Retry</Button>}>
        The {type.label.singular.toLowerCase()}'s draft could not be loaded. {errorMessage(copy.error, '')}
      </Alert>
    );
  }
  return <ContentForm key={id ?? 'new'} type={type} record={record.data} initialCopy={copy.data} />;
}

/** The record as the form shows it: its system fields with the working copy's fields. */
const editedRecord = (record: ContentRecord | undefined, copy: WorkingCopy | undefined): ContentRecord | undefined =>
  record && copy ? { ...record, ...copy.fields, _id: record._id } : record;

function ContentForm({ type, record, initialCopy }: { type: ContentType; record: ContentRecord | undefined; initialCopy: WorkingCopy | undefined }) {
  const [copy, setCopy] = useState(initialCopy);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const queryClient = useQueryClient();
  // Publish, Save draft or Submit for review: which button submitted the form.
  const intent = useRef<'publish' | 'draft' | 'submit'>('publish');
  // Submit for review asks for a comment first, then submits the form with it.
  const [submitting, setSubmitting] = useState(false);
  const reviewComment = useRef('');
  // The publish warning: links to what is not public, shown before publishing; Publish anyway publishes.
  const [linkWarnings, setLinkWarnings] = useState<LinkWarning[] | null>(null);
  const warningsAccepted = useRef(false);
  // What the role may do here (the server refuses the rest): change the record, publish it.
  const access = useAccess();
  const canWrite = canWriteType(access.access, type);
  const canPublish = canWrite && publishesOwnChanges(access.access);
  const save = useSaveContent(type);
  const { showSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const overrides = fieldOverrides[type.key] ?? {};
  // The id saves go to: set by the first create, so a second click (or a second save before the
  // address changes) replaces that record instead of creating another.
  const recordId = useRef(record?._id);

  const refreshLists = () => queryClient.invalidateQueries({ queryKey: contentKeys.type(type.key), predicate: (q) => q.queryKey[2] !== 'record' });
  /** A new working copy from the server: the form, the state panel and the lists follow it. */
  const adopt = (next: WorkingCopy, resetForm = true) => {
    setCopy(next);
    queryClient.setQueryData(workflowKeys.copy(type.key, next._id), next);
    if (resetForm) recordForm.load(editedRecord(record ?? { _id: next._id }, next));
    void refreshLists();
  };

  const recordForm = useRecordForm({
    type,
    initial: editedRecord(record, initialCopy),
    save: async (body) => {
      const publishing = intent.current === 'publish';
      if (publishing && !warningsAccepted.current) {
        // A failed check does not stop publishing: the nightly Link report still finds what it missed.
        const warnings = await linkReviewApi.publishCheck(type.key, body).catch(() => []);
        if (warnings.length > 0) {
          setLinkWarnings(warnings);
          return;
        }
      }
      warningsAccepted.current = false;
      if (recordId.current === undefined) {
        const result = await save.mutateAsync({ id: undefined, body: { ...body, status: publishing ? 'active' : 'inactive' } });
        recordId.current = result.data._id;
        recordForm.load(result.data);
        if (intent.current === 'submit') {
          await workflowApi.submit(type.key, result.data._id, reviewComment.current);
          void queryClient.invalidateQueries({ queryKey: reviewKey(type.key, result.data._id) });
          showSnackbar('Saved and submitted for review', 'success');
        } else {
          showSnackbar(result.message ?? 'Saved', 'success');
        }
        navigate(editPath(type, result.data._id), { replace: true });
        return;
      }
      const result = await saveWorkingCopy(type.key, recordId.current, publishing ? 'publish' : 'draft', body, copy?.version ?? 0);
      setConflict(result.conflict ?? null);
      if (result.conflict) {
        showSnackbar('Not saved: someone else changed this record since you opened it.', 'error');
        return;
      }
      adopt(result.copy);
      if (intent.current === 'submit') {
        await workflowApi.submit(type.key, recordId.current, reviewComment.current);
        void queryClient.invalidateQueries({ queryKey: reviewKey(type.key, recordId.current) });
        showSnackbar('Draft saved and submitted for review', 'success');
      } else {
        showSnackbar(publishing ? `${type.label.singular} published` : 'Draft saved', 'success');
      }
    },
  });
  const { control, values, submit, formRef, isDirty } = recordForm;
  const busy = recordForm.busy || save.isPending;
  const viewUrl = useWebsiteUrl(type, record);
  // What the form was loaded with: translations are judged against the default text as stored.
  const stored = useMemo(() => editedRecord(record, copy), [record, copy]);
  // Sort order, then the buttons that submit the form.
  const formButtons = (
    <>
      <Controller
        name="sortOrder"
        control={control}
        render={({ field: controlled, fieldState }) => (
          <TextField
            label="Sort order"
            type="number"
            size="small"
            value={typeof controlled.value === 'number' ? String(controlled.value) : ''}
            onChange={(event) => controlled.onChange(event.target.value === '' ? 0 : Number(event.target.value))}
            disabled={!canWrite}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Lower numbers come first where the website orders by it.'}
            slotProps={{ htmlInput: { step: 1 } }}
          />
        )}
      />
      {canPublish && (
        <Button type="submit" variant="contained" size="large" disabled={busy} onClick={() => (intent.current = 'publish')} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <Publish />}>
          {busy ? 'Saving...' : 'Publish'}
        </Button>
      )}
      {canWrite && !canPublish && (
        <Button variant="contained" size="large" disabled={busy} onClick={() => setSubmitting(true)} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <RateReview />}>
          {busy ? 'Saving...' : 'Submit for review'}
        </Button>
      )}
      {canWrite && (
        <Button type="submit" variant="outlined" disabled={busy} onClick={() => (intent.current = 'draft')} startIcon={<Save />}>
          Save draft
        </Button>
      )}
    </>
  );

  const heading = record ? `Edit ${type.label.singular.toLowerCase()}: ${recordTitle(type, record)}` : `Create ${type.label.singular.toLowerCase()}`;

  return (
    <ContentTypeContext.Provider value={type}>
      {/* A reader's fields are disabled; their help stays legible (the disabled grey fails contrast). */}
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-labelledby="edit-heading" sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Button component={RouterLink} to={`/admin/${type.adminPath}`} startIcon={<ArrowBack />}>
            {type.label.plural}
          </Button>
          <Typography id="edit-heading" component="h1" variant="h5" sx={{ fontWeight: 700, flexGrow: 1, overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          {viewUrl && (
            <Button component="a" href={viewUrl} target="_blank" rel="noopener" endIcon={<OpenInNew />}>
              View on website
            </Button>
          )}
        </Stack>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <TranslatedRecordFields type={type} control={control} disabled={busy || !canWrite} record={values} stored={stored} overrides={overrides} />
          </Paper>
          <Paper sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <Stack spacing={2}>
              {!canWrite && <Alert severity="info">Your role can read this {type.label.singular.toLowerCase()} but not change it.</Alert>}
              {canWrite && !canPublish && (
                <Typography variant="body2" color="text.secondary">
                  Save your changes as a draft, then submit them for review: an editor publishes them or sends them back with a comment.
                </Typography>
              )}
              {record && <ReviewNote typeKey={type.key} id={record._id} />}
              {!record && (
                <Typography variant="body2" color="text.secondary">
                  A draft stays off the website until it is published.
                </Typography>
              )}
              {copy && record ? (
                <WorkflowPanel
                  typeKey={type.key}
                  id={record._id}
                  label={type.label.singular}
                  fields={type.fields}
                  copy={copy}
                  busy={busy}
                  canUnpublish={canPublish}
                  schedule={canPublish}
                  canWrite={canWrite}
                  canPublish={canPublish}
                  unsavedBody={() => (isDirty() ? recordForm.body() : null)}
                  onAdopt={adopt}
                  conflict={conflict}
                  onConflictChange={setConflict}
                >
                  {formButtons}
                </WorkflowPanel>
              ) : (
                formButtons
              )}
              {canCreateType(access.access, type) && record && (
                <Button component={RouterLink} to={createPath(type)} variant="text">
                  Create another
                </Button>
              )}
              {record?.updatedAt && (
                <Typography variant="body2" color="text.secondary">
                  Last saved <StudioDate value={record.updatedAt} />
                  {record.createdAt && <><br />Created <StudioDate value={record.createdAt} /></>}
                </Typography>
              )}
            </Stack>
          </Paper>
        </Box>
        {recordForm.guard}
      </Box>
      <LinkWarningsDialog
        warnings={linkWarnings}
        onClose={() => setLinkWarnings(null)}
        onPublish={() => {
          setLinkWarnings(null);
          warningsAccepted.current = true;
          intent.current = 'publish';
          formRef.current?.requestSubmit();
        }}
      />
      <SubmitReviewDialog
        open={submitting}
        label={type.label.singular.toLowerCase()}
        onClose={() => setSubmitting(false)}
        onSubmit={(comment) => {
          setSubmitting(false);
          intent.current = 'submit';
          reviewComment.current = comment;
          formRef.current?.requestSubmit();
        }}
      />
    </ContentTypeContext.Provider>
  );
}
