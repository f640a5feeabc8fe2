import { contentTypeByKey } from '@hospital/content/registry';
import { languageInfo } from '@hospital/content/i18n/languages';
import Block from '@mui/icons-material/Block';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpen from '@mui/icons-material/LockOpen';
import LockReset from '@mui/icons-material/LockReset';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSession } from '../../shared/session';
import { StudioDate } from '../../shared/dates';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { errorMessage } from '../../shared/error-message';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useSnackbar } from '../../shared/snackbar';
import type { StaffAccount } from '@hospital/content/wire/accounts';
import { useTwoFactorRule, useUnlockUser, useUpdateUser, useUsers } from './api/users-api';
import { AccountDialog } from './components/account-dialog';
import { AccountActionDialog, type AccountAction } from './components/account-action-dialog';

const stateLabels: Record<StaffAccount['state'], { label: string; color: 'success' | 'default' | 'primary' }> = {
  active: { label: 'Active', color: 'success' },
  invited: { label: 'Invited', color: 'primary' },
  disabled: { label: 'Disabled', color: 'default' },
};

/** /admin/users (administrators): the staff accounts, their roles and departments, and the two-factor rule. */
export function UsersScreen() {
  const users = useUsers();
  const session = useSession();
  const myId = session.status === 'authenticated' ? session.user._id : null;
  const [editing, setEditing] = useState<{ account: StaffAccount | null } | null>(null);
  const [action, setAction] = useState<AccountAction | null>(null);
  const update = useUpdateUser();
  const unlockUser = useUnlockUser();
  const { showSnackbar } = useSnackbar();

  const unlock = (account: StaffAccount) =>
    unlockUser.mutate(account._id, {
      onSuccess: (result) => showSnackbar(result.message ?? `${account.name} can sign in again`, 'success'),
      onError: (error) => showSnackbar(errorMessage(error, 'The account could not be unlocked.'), 'error'),
    });

  const enable = (account: StaffAccount) =>
    update.mutate(
      { id: account._id, change: { disabled: false } },
      {
        onSuccess: () => showSnackbar(`${account.name} can sign in again`, 'success'),
        onError: (error) => showSnackbar(errorMessage(error, 'The account could not be enabled.'), 'error'),
      },
    );

  const accounts = users.data?.data ?? [];
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <ScreenHeading gutter={false}>{screenTitles.users}</ScreenHeading>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setEditing({ account: null })}>
          Add user
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The people who sign in to the studio and what their role lets them do. A new person gets a one-time link to set their password. A deleted account's
        history stays in the activity log under the name it had.
      </Typography>
      {users.isSuccess && <TwoFactorRule required={users.data.twoFactorRequired} />}
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void users.refetch()}>Retry</Button>}>
          {errorMessage(users.error, 'The accounts could not be loaded.')}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Staff accounts">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Departments</TableCell>
              <TableCell>Last sign-in</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.isPending && (
              <TableRow>
                <TableCell colSpan={7} align="center">
                  <CircularProgress size={24} aria-label="Loading the accounts" />
                </TableCell>
              </TableRow>
            )}
            {accounts.map((account) => {
              const self = account._id === myId;
              const state = stateLabels[account.state];
              return (
                <TableRow key={account._id} hover data-testid="user-row">
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {account.name}
                    {self && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (you)
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{account.email}</TableCell>
                  <TableCell>
                    {account.roleLabel}
                    {account.role === 'author' && (
                      <Typography variant="body2" color="text.secondary">
                        {account.contentTypes.length ? `Writes ${account.contentTypes.map((key) => contentTypeByKey(key)?.label.plural ?? key).join(', ')}` : 'Writes every content type'}
                      </Typography>
                    )}
                    {account.role === 'translator' && (
                      <Typography variant="body2" color="text.secondary">
                        Translates into {account.languages.map((code) => languageInfo(code).englishName).join(', ')}
                      </Typography>
                    )}
                    {account.twoFactor && (
                      <Typography variant="body2" color="text.secondary">
                        Two-factor on
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{account.departments.length ? account.departments.map((d) => d.title).join(', ') : '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{account.lastSignInAt ? <StudioDate value={account.lastSignInAt} /> : 'Never'}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={state.color} label={state.label} />
                    {account.lockedUntil && (
                      <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                        Locked until <StudioDate value={account.lockedUntil} />
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowButton label={`Edit ${account.name}`} onClick={() => setEditing({ account })}>
                      <EditOutlined fontSize="small" />
                    </RowButton>
                    {account.lockedUntil && (
                      <RowButton label={`Unlock ${account.name}`} onClick={() => unlock(account)} disabled={unlockUser.isPending}>
                        <LockOpen fontSize="small" />
                      </RowButton>
                    )}
                    <RowButton label={`New password link for ${account.name}`} onClick={() => setAction({ kind: 'password-link', account })}>
                      <LockReset fontSize="small" />
                    </RowButton>
                    {account.state === 'disabled' ? (
                      <RowButton label={`Enable ${account.name}`} onClick={() => enable(account)} disabled={update.isPending}>
                        <CheckCircleOutlined fontSize="small" />
                      </RowButton>
                    ) : (
                      <RowButton label={`Disable ${account.name}`} onClick={() => setAction({ kind: 'disable', account })} disabled={self}>
                        <Block fontSize="small" />
                      </RowButton>
                    )}
                    <RowButton label={`Delete ${account.name}`} onClick={() => setAction({ kind: 'delete', account })} disabled={self}>
                      <DeleteOutlined fontSize="small" />
                    </RowButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <AccountDialog open={editing !== null} account={editing?.account ?? null} onClose={() => setEditing(null)} />
      <AccountActionDialog action={action} onClose={() => setAction(null)} />
    </Box>
  );
}

/** An icon button of a row, named for its account; a disabled one keeps its tooltip. */
function RowButton({ label, onClick, disabled = false, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** "Require two-factor for everyone": every account then sets up two-factor at its next sign-in. */
function TwoFactorRule({ required }: { required: boolean }) {
  const rule = useTwoFactorRule();
  const { showSnackbar } = useSnackbar();
  // Turning it on changes everyone's next sign-in, so it is asked first; turning it off is not.
  const [asking, setAsking] = useState(false);
  const change = (next: boolean) =>
    rule.mutateAsync(next).then(
      (result) => showSnackbar(result.message ?? 'Saved', 'success'),
      (error: unknown) => showSnackbar(errorMessage(error, 'The rule could not be changed.'), 'error'),
    );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={rule.isPending ? (rule.variables ?? required) : required}
            onChange={(event) => (event.target.checked ? setAsking(true) : void change(false))}
            disabled={rule.isPending}
          />
        }
        label="Require two-factor sign-in for everyone"
      />
      <ConfirmDialog
        open={asking}
        title="Require two-factor sign-in for everyone?"
        confirmLabel="Require two-factor"
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await change(true);
          setAsking(false);
        }}
      >
        Each person without two-factor sign-in must set it up at their next sign-in with an authenticator app on their phone, and nobody can turn theirs off while this is on. Tell the team before you turn it on.
      </ConfirmDialog>
      <Typography variant="body2" color="text.secondary">
        When on, each person without two-factor sets it up at their next sign-in (a QR code to scan with an authenticator app), and nobody can turn it off.
      </Typography>
    </Paper>
  );
}
