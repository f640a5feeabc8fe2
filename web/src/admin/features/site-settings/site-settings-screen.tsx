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
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/http';
import { adminApi } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { UnsavedChangesGuard } from '../../shared/unsaved-changes';
import { FieldInput } from '../content/fields/field-inputs';
import { toFormValues, toRequestBody } from '../content/form-values';
import { settingsGroups, ungroupedFields } from './settings-groups';
import { ScreenHeading } from '../../shared/screen-heading';

// The studio's copy holds the private fields (the desk's notification addresses) the website's does not.
const settingsKey = ['site-settings', 'admin'] as const;
const fieldByName = new Map<string, Field>(siteSettings.fields.map((f) => [f.name, f]));

/** /admin/site-settings: the hospital's name, logos, contact details, social links and form texts. */
export function SiteSettingsScreen() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await adminApi.get<{ data: Record<string, unknown> | null }>('site-settings/admin')).data ?? {},
  });
  return (
    <Box>
      <ScreenHeading>Site settings</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Changes appear on the website immediately after saving.
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

function SettingsForm({ initial }: { initial: Record<string, unknown> }) {
  const schema = recordSchema(siteSettings) as z.ZodType<RecordValue, RecordValue>;
  const form = useForm<RecordValue>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(siteSettings, initial),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const record = useWatch({ control }) as RecordValue;
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const saving = useRef(false);
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = formState.isDirty;
  }, [formState.isDirty]);
  const isDirty = useCallback(() => dirty.current, []);

  const onValid = async (values: RecordValue) => {
    // A double click saves once.
    if (saving.current) return;
    saving.current = true;
    try {
      const result = await adminApi.put<{ data: Record<string, unknown>; message?: string }>('site-settings', toRequestBody(siteSettings, values));
      const saved = result.data ?? values;
      reset(toFormValues(siteSettings, saved));
      dirty.current = false;
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['site-settings'], exact: true });
      showSnackbar(result.message ?? 'Site settings saved', 'success');
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
      <Box sx={{ position: 'sticky', bottom: 0, py: 2, bgcolor: 'background.default', display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save settings'}
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
