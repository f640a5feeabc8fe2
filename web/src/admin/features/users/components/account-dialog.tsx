import { zodResolver } from '@hookform/resolvers/zod';
import { roles } from '@hospital/content/roles';
import { contentTypes } from '@hospital/content/registry';
import { defaultLanguage, languageInfo } from '@hospital/content/i18n/languages';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../../shared/api/http';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { accountBody, accountFormSchema, type AccountForm } from '../account-form';
import { useCreateUser, useDepartments, useLocations, useUpdateUser, type PasswordLink } from '../api/users-api';
import type { StaffAccount } from '@hospital/content/wire/accounts';
import { PasswordLinkView } from './password-link-view';
import { useSiteLanguages } from '../../../shared/translations/use-site-languages';

interface AccountDialogProps {
  /** The account to edit; null to add one. */
  account: StaffAccount | null;
  open: boolean;
  onClose: () => void;
}

const fields = ['name', 'email', 'role', 'departmentIds', 'contentTypes', 'languages', 'locationIds'] as const;

/** The content types an author can be given: the collections of the studio, not the requests or accounts. */
const authorTypeOptions = contentTypes.filter((t) => t.kind === 'collection' && t.key !== 'form-entries' && t.key !== 'admins' && t.key !== 'medias').map((t) => ({ key: t.key, label: t.label.plural }));

/**
 * Add a staff account (then its one-time set-password link, shown once), or change one's name,
 * role and departments. The e-mail address of an account is its own to change, on its profile.
 */
export function AccountDialog({ account, open, onClose }: AccountDialogProps) {
  const [added, setAdded] = useState<{ link: PasswordLink; name: string } | null>(null);
  const close = () => {
    setAdded(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="account-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="account-dialog-title">{added ? `${added.name} was added` : account ? `Edit ${account.name}` : 'Add user'}</DialogTitle>
      {added ? (
        <>
          <DialogContent>
            <PasswordLinkView link={added.link} name={added.name} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        open && <AccountFormView key={account?._id ?? 'new'} account={account} onCancel={close} onAdded={setAdded} onSaved={close} />
      )}
    </Dialog>
  );
}

function AccountFormView({ account, onCancel, onAdded, onSaved }: { account: StaffAccount | null; onCancel: () => void; onAdded: (added: { link: PasswordLink; name: string }) => void; onSaved: () => void }) {
  const { showSnackbar } = useSnackbar();
  const departments = useDepartments();
  const locations = useLocations();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: account
      ? { name: account.name, email: account.email, role: account.role, departmentIds: account.departmentIds, contentTypes: account.contentTypes, languages: account.languages, locationIds: account.locationIds }
      : { name: '', email: '', role: 'editor', departmentIds: [], contentTypes: [], languages: [], locationIds: [] },
  });
  const role = useWatch({ control, name: 'role' });
  const options = (departments.data ?? []).map((d) => ({ _id: d._id, title: d.title ?? d._id }));
  const locationOptions = (locations.data ?? []).map((l) => ({ _id: l._id, title: l.title ?? l._id }));
  const siteLanguages = useSiteLanguages().languages.filter((code) => code !== defaultLanguage);

  const onValid = async (values: AccountForm) => {
    setFormError(null);
    const body = accountBody(values);
    try {
      if (account) {
        const result = await update.mutateAsync({ id: account._id, change: { name: body.name, role: body.role, departmentIds: body.departmentIds, contentTypes: body.contentTypes, languages: body.languages, locationIds: body.locationIds } });
        showSnackbar(result.message ?? 'Account saved', 'success');
        onSaved();
      } else {
        const result = await create.mutateAsync(body);
        showSnackbar(result.message ?? 'Account added', 'success');
        onAdded({ link: result.link, name: result.data.name });
      }
    } catch (error) {
      let focused = false;
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          const field = fields.find((f) => f === name);
          if (!field) continue;
          setError(field, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
      }
      const message = errorMessage(error, 'The account could not be saved. Nothing was lost: please try again.');
      if (!focused) setFormError(message);
      showSnackbar(message, 'error');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} aria-labelledby="account-dialog-title">
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <Controller
            name="name"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField {...field} inputRef={ref} label="Name *" autoComplete="off" error={Boolean(fieldState.error)} helperText={fieldState.error?.message} fullWidth autoFocus />
            )}
          />
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                type="email"
                label="Email *"
                autoComplete="off"
                disabled={account !== null}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? (account ? 'Only the person can change it, on their profile.' : 'The address they sign in with.')}
                fullWidth
              />
            )}
          />
          <Controller
            name="role"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                label="Role *"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? roles.find((r) => r.key === field.value)?.description}
                fullWidth
              >
                {roles.map((r) => (
                  <MenuItem key={r.key} value={r.key}>
                    {r.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {role === 'department_editor' && (
            <Controller
              name="departmentIds"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={options}
                  loading={departments.isPending}
                  value={options.filter((o) => field.value.includes(o._id))}
                  onChange={(_event, chosen) => field.onChange(chosen.map((c) => c._id))}
                  getOptionLabel={(o) => o.title}
                  isOptionEqualToValue={(a, b) => a._id === b._id}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label="Departments *"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? (departments.isError ? 'The departments could not be loaded.' : 'The departments whose doctors and pages they keep.')}
                    />
                  )}
                />
              )}
            />
          )}
          {role === 'author' && (
            <Controller
              name="contentTypes"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={authorTypeOptions}
                  value={authorTypeOptions.filter((o) => field.value.includes(o.key))}
                  onChange={(_event, chosen) => field.onChange(chosen.map((c) => c.key))}
                  getOptionLabel={(o) => o.label}
                  isOptionEqualToValue={(a, b) => a.key === b.key}
                  renderInput={(params) => (
                    <TextField {...params} inputRef={field.ref} label="Content types" error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? 'What they may write. None chosen: every type.'} />
                  )}
                />
              )}
            />
          )}
          {/* The location scope of the desk (issue 48): offered once the network has two or more locations. */}
          {role === 'requests_desk' && locationOptions.length >= 2 && (
            <Controller
              name="locationIds"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={locationOptions}
                  loading={locations.isPending}
                  value={locationOptions.filter((o) => field.value.includes(o._id))}
                  onChange={(_event, chosen) => field.onChange(chosen.map((c) => c._id))}
                  getOptionLabel={(o) => o.title}
                  isOptionEqualToValue={(a, b) => a._id === b._id}
                  renderInput={(params) => (
                    <TextField {...params} inputRef={field.ref} label="Locations" error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? 'The locations whose appointments they work. None chosen: every location.'} />
                  )}
                />
              )}
            />
          )}
          {role === 'translator' && (
            <Controller
              name="languages"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={siteLanguages}
                  value={field.value}
                  onChange={(_event, chosen) => field.onChange(chosen)}
                  getOptionLabel={(code) => `${languageInfo(code).englishName} (${code})`}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label="Languages *"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? (siteLanguages.length === 0 ? 'The site has no language besides English yet: add one in Site settings.' : 'The languages they translate into.')}
                    />
                  )}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : account ? 'Save' : 'Add user'}
        </Button>
      </DialogActions>
    </form>
  );
}
