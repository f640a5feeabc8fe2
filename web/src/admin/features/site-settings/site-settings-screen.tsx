import { siteSettings } from '@hospital/content/types/site-settings/index';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { useRef, useState } from 'react';
import { workflowApi, workflowKeys } from '../../shared/api/workflow-api';
import { TranslatedRecordFields } from '../../shared/translations/translated-record-fields';
import { useRecordForm } from '../../shared/form/use-record-form';
import { WorkflowPanel, saveWorkingCopy, type EditConflict } from '../../shared/workflow/workflow-panel';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';

const siteSettingsKey = 'site-settings';

// The studio works on the settings' working copy: the draft when there is one, else what is live. It
// holds the private fields (the desk's notification addresses) the website's copy does not.
const settingsKey = workflowKeys.copy(siteSettingsKey, siteSettingsKey);

/** /admin/site-settings: the hospital's name, logos, contact details, social links and form texts. */
export function SiteSettingsScreen() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => workflowApi.workingCopy(siteSettingsKey, siteSettingsKey),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  return (
    <Box>
      <ScreenHeading>{screenTitles.siteSettings}</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Publish puts your changes on the website at once; Save draft keeps them here, to preview, share or publish later.
      </Typography>
      {settings.isPending && <CircularProgress aria-label="Loading the site settings" />}
      {settings.isError && (
        <Alert severity="error" action={<Button onClick={() => void settings.refetch()}>Retry</Button>}>
          {errorMessage(settings.error, 'The site settings could not be loaded.')}
        </Alert>
      )}
      {settings.isSuccess && <SettingsForm initial={settings.data} />}
    </Box>
  );
}

function SettingsForm({ initial }: { initial: WorkingCopy }) {
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [copy, setCopy] = useState(initial);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  // Publish or Save draft: which button submitted the form.
  const intent = useRef<'publish' | 'draft'>('publish');
  /** A new working copy from the server: the panel, and the form when asked, follow it. */
  const adopt = (next: WorkingCopy, resetForm = true) => {
    setCopy(next);
    queryClient.setQueryData(settingsKey, next);
    if (resetForm) recordForm.load(next.fields);
    // The header, footer and forms of the studio read the published settings.
    void queryClient.invalidateQueries({ queryKey: ['site-settings'], exact: true });
  };
  const recordForm = useRecordForm({
    type: siteSettings,
    initial: initial.fields,
    failMessage: 'The settings could not be saved. Nothing was lost: please try again.',
    save: async (body) => {
      const publishing = intent.current === 'publish';
      const result = await saveWorkingCopy(siteSettingsKey, siteSettingsKey, intent.current, body, copy.version);
      setConflict(result.conflict ?? null);
      if (result.conflict) {
        showSnackbar('Not saved: someone else changed the site settings since you opened them.', 'error');
        return;
      }
      adopt(result.copy);
      showSnackbar(publishing ? 'Site settings published' : 'Draft saved', 'success');
    },
  });
  const { control, values: record, submit, busy, isDirty, formRef } = recordForm;
  const formState = recordForm.form.formState;

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Site settings">
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <WorkflowPanel
          typeKey={siteSettingsKey}
          id={siteSettingsKey}
          label="Site settings"
          fields={siteSettings.fields}
          copy={copy}
          busy={busy}
          canUnpublish={false}
          schedule
          unsavedBody={() => (isDirty() ? recordForm.body() : null)}
          onAdopt={adopt}
          conflict={conflict}
          onConflictChange={setConflict}
        />
      </Paper>
      <TranslatedRecordFields type={siteSettings} control={control} disabled={busy} record={record} stored={copy.fields} />
      <Box sx={{ position: 'sticky', bottom: 0, py: 2, bgcolor: 'background.default', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', zIndex: 1 }}>
        <Button type="submit" variant="contained" disabled={busy} onClick={() => (intent.current = 'publish')}>
          {busy ? 'Saving...' : 'Publish'}
        </Button>
        <Button type="submit" variant="outlined" disabled={busy} onClick={() => (intent.current = 'draft')}>
          Save draft
        </Button>
        {formState.isDirty && (
          <Typography variant="body2" color="warning.main">
            Unsaved changes
          </Typography>
        )}
      </Box>
      {recordForm.guard}
    </Box>
  );
}
