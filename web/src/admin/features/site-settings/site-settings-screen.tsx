import { zodResolver } from '@hookform/resolvers/zod';
import type { Field } from '@hospital/content/fields';
import { siteSettings } from '@hospital/content/types/site-settings/index';
import { recordSchema, type RecordValue } from '@hospital/content/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/http';
import { workflowApi, workflowKeys } from '../../shared/api/workflow-api';
import { WorkflowPanel, saveWorkingCopy, type EditConflict } from '../../shared/workflow/workflow-panel';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { UnsavedChangesGuard } from '../../shared/unsaved-changes';
import { FieldInput } from '../content/fields/field-inputs';
import { toFormValues, toRequestBody } from '../content/form-values';
import { settingsGroups, ungroupedFields } from './settings-groups';
import { ScreenHeading } from '../../shared/screen-heading';

const siteSettingsKey = 'site-settings';

// The studio works on the settings' working copy: the draft when there is one, else what is live. It
// holds the private fields (the desk's notification addresses) the website's copy does not.
const settingsKey = workflowKeys.copy(siteSettingsKey, siteSettingsKey);
const fieldByName = new Map<string, Field>(siteSettings.fields.map((f) => [f.name, f]));

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
      <ScreenHeading>Site settings</ScreenHeading>
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
  const schema = recordSchema(siteSettings) as z.ZodType<RecordValue, RecordValue>;
  const form = useForm<RecordValue>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(siteSettings, initial.fields),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const record = useWatch({ control }) as RecordValue;
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const saving = useRef(false);
  const dirty = useRef(false);
  const [copy, setCopy] = useState(initial);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const intent = useRef<'publish' | 'draft'>('publish');
  /** A new working copy from the server: the panel, and the form when asked, follow it. */
  const adopt = (next: WorkingCopy, resetForm = true) => {
    setCopy(next);
    queryClient.setQueryData(settingsKey, next);
    if (resetForm) {
      reset(toFormValues(siteSettings, next.fields));
      dirty.current = false;
    }
    // The header, footer and forms of the studio read the published settings.
    void queryClient.invalidateQueries({ queryKey: ['site-settings'], exact: true });
  };
  useEffect(() => {
    dirty.current = formState.isDirty;
  }, [formState.isDirty]);
  const isDirty = useCallback(() => dirty.current, []);

  const onValid = async (values: RecordValue) => {
    // A double click saves once.
    if (saving.current) return;
    saving.current = true;
    try {
      const publishing = intent.current === 'publish';
      const result = await saveWorkingCopy(siteSettingsKey, siteSettingsKey, intent.current, toRequestBody(siteSettings, values), copy.version);
      setConflict(result.conflict ?? null);
      if (result.conflict) {
        showSnackbar('Not saved: someone else changed the site settings since you opened them.', 'error');
        return;
      }
      adopt(result.copy);
      showSnackbar(publishing ? 'Site settings published' : 'Draft saved', 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        Object.entries(error.fieldErrors).forEach(([name, message], i) => {
          if (fieldByName.has(name)) setError(name, { type: 'server', message }, { shouldFocus: i === 0 });
        });
        showSnackbar(errorMessage(error, 'Please correct the marked fields.'), 'error');
      } else {
        showSnackbar(errorMessage(error, 'The settings could not be saved. Nothing was lost: please try again.'), 'error');
      }
    } finally {
      saving.current = false;
    }
  };
  const submit = (event: FormEvent) =>
    void handleSubmit(onValid, () => showSnackbar('Please correct the marked fields.', 'error'))(event);

  const other = ungroupedFields();
  const groups = other.length > 0 ? [...settingsGroups, { title: 'Other', fields: other }] : settingsGroups;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Site settings">
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <WorkflowPanel
          typeKey={siteSettingsKey}
          id={siteSettingsKey}
          label="Site settings"
          fields={siteSettings.fields}
          copy={copy}
          busy={formState.isSubmitting}
          canUnpublish={false}
          schedule
          unsavedBody={() => (dirty.current ? toRequestBody(siteSettings, form.getValues()) : null)}
          onAdopt={adopt}
          conflict={conflict}
          onConflictChange={setConflict}
        />
      </Paper>
      <Stack spacing={3}>
        {groups.map((group) => (
          <Paper key={group.title} variant="outlined" component="fieldset" sx={{ p: 3, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ px: 1 }}>
              {group.title}
            </Typography>
            {'help' in group && group.help && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {group.help}
              </Typography>
            )}
            <Stack spacing={2.5}>
              {group.fields.map((name) => {
                const field = fieldByName.get(name);
                if (!field) return null;
                return (
                  <Controller
                    key={name}
                    name={name}
                    control={control}
                    render={({ field: input, fieldState }) => (
                      <FieldInput
                        field={field}
                        value={input.value}
                        onChange={input.onChange}
                        error={fieldState.error?.message}
                        disabled={formState.isSubmitting}
                        record={record}
                      />
                    )}
                  />
                );
              })}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Box sx={{ position: 'sticky', bottom: 0, py: 2, bgcolor: 'background.default', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', zIndex: 1 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} onClick={() => (intent.current = 'publish')}>
          {formState.isSubmitting ? 'Saving...' : 'Publish'}
        </Button>
        <Button type="submit" variant="outlined" disabled={formState.isSubmitting} onClick={() => (intent.current = 'draft')}>
          Save draft
        </Button>
        {formState.isDirty && (
          <Typography variant="body2" color="warning.main">
            Unsaved changes
          </Typography>
        )}
      </Box>
      <UnsavedChangesGuard isDirty={isDirty} />
    </Box>
  );
}
