import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/session';

/** The guard of SPEC.md §2: "Loading..." while the session is checked, /admin when there is none. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'checking') {
    return (
      <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
        Loading...
      </Box>
    );
  }
  if (session.status === 'unauthenticated') return <Navigate to="/admin" replace />;
  return children;
}
