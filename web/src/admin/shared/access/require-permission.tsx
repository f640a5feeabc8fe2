import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { NoAccessScreen } from './no-access-screen';
import type { ScreenPermission } from './screen-access';
import { useAccess } from './use-access';

/** A route's screen, shown only to a role that may open it; others see "You don't have access to this". */
export function RequirePermission({ permission, children }: { permission: ScreenPermission; children: ReactNode }) {
  const { status, can } = useAccess();
  if (permission === 'signed-in') return children;
  if (status === 'pending') {
    return (
      <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
        Loading...
      </Box>
    );
  }
  if (status === 'error') return <Alert severity="error">Your role's rights could not be loaded. Please reload the page.</Alert>;
  return can(permission) ? children : <NoAccessScreen />;
}
