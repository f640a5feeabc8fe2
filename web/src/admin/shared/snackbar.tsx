import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** How long a result message stays (SPEC.md §9: 6000 ms). */
export const SNACKBAR_DURATION_MS = 6000;

export type SnackbarSeverity = 'success' | 'error';

interface SnackbarMessage {
  id: number;
  text: string;
  severity: SnackbarSeverity;
}

interface SnackbarApi {
  showSnackbar: (text: string, severity: SnackbarSeverity) => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** One snackbar for the whole admin: a new message replaces the one showing. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  const showSnackbar = useCallback((text: string, severity: SnackbarSeverity) => {
    setMessage({ id: Date.now(), text, severity });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ showSnackbar }), [showSnackbar]);
  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere must not hide the result before it has been read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Snackbar
        key={message?.id}
        open={open}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={close}
          severity={message?.severity ?? 'success'}
          variant="filled"
          data-testid="admin-snackbar"
          sx={{ width: '100%', minWidth: 280 }}
        >
          {message?.text}
        </Alert>
      </Snackbar>
    </SnackbarContext.Provider>
  );
}

/** `showSnackbar(message, 'success' | 'error')`: green or red, for 6 s. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>.');
  return api;
}
