import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { useDeleteUser, useNewPasswordLink, useUpdateUser, type PasswordLink } from '../api/users-api';
import type { StaffAccount } from '@hospital/content/wire/accounts';
import { PasswordLinkView } from './password-link-view';

export type AccountAction = { kind: 'disable' | 'delete' | 'password-link'; account: StaffAccount };

const texts = {
  disable: {
    title: (name: string) => `Disable ${name}?`,
    text: 'They are signed out at once and cannot sign in until an administrator enables the account again. Their history stays.',
    button: 'Disable',
  },
  delete: {
    title: (name: string) => `Delete ${name}?`,
    text: 'The account is removed and cannot be recovered. What they did stays in the activity log under their name; requests assigned to them become unassigned.',
    button: 'Delete',
  },
  'password-link': {
    title: (name: string) => `New password link for ${name}?`,
    text: 'A new one-time link to set a password is made (and e-mailed when mail is set up); an earlier link stops working. Their current password works until the link is used.',
    button: 'Make link',
  },
} as const;

/** The confirmation of disabling, deleting or a new set-password link; the new link is shown in the same dialog. */
export function AccountActionDialog({ action, onClose }: { action: AccountAction | null; onClose: () => void }) {
  const [link, setLink] = useState<PasswordLink | null>(null);
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const newLink = useNewPasswordLink();
  const { showSnackbar } = useSnackbar();
  const busy = update.isPending || remove.isPending || newLink.isPending;
  const close = () => {
    setLink(null);
    onClose();
  };

  const confirm = async () => {
    if (!action) return;
    const { account } = action;
    try {
      if (action.kind === 'disable') {
        const result = await update.mutateAsync({ id: account._id, change: { disabled: true } });
        showSnackbar(result.message === 'Account saved' ? `${account.name} is disabled` : (result.message ?? 'Saved'), 'success');
        close();
      } else if (action.kind === 'delete') {
        const result = await remove.mutateAsync(account._id);
        showSnackbar(result.message ?? 'Account deleted', 'success');
        close();
      } else {
        const result = await newLink.mutateAsync(account._id);
        showSnackbar(result.message ?? 'A new link was made', 'success');
        setLink(result.link);
      }
    } catch (error) {
      showSnackbar(errorMessage(error, 'Nothing was changed: please try again.'), 'error');
    }
  };

  const kind = action?.kind ?? 'disable';
  const name = action?.account.name ?? '';
  return (
    <Dialog open={action !== null} onClose={close} aria-labelledby="account-action-title" aria-describedby="account-action-text" fullWidth maxWidth="sm">
      <DialogTitle id="account-action-title">{link ? `New password link for ${name}` : texts[kind].title(name)}</DialogTitle>
      <DialogContent>
        {link ? <PasswordLinkView link={link} name={name} /> : <DialogContentText id="account-action-text">{texts[kind].text}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        {link ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} autoFocus>
              Cancel
            </Button>
            <Button variant="contained" color={kind === 'password-link' ? 'primary' : 'error'} onClick={() => void confirm()} disabled={busy}>
              {texts[kind].button}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
