import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import 'dayjs/locale/en-gb';
import { adminRoutes } from './admin-routes';
import { setUnauthorizedHandler } from './shared/api/admin-api';
import { SnackbarProvider } from './shared/snackbar';
import { adminTheme } from './shared/theme';
import { ApiError } from '../shared/api/http';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a lost connection might.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status !== null && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const router = createBrowserRouter(adminRoutes);

// A 401 anywhere: admin-api has removed the token; go back to the login inside the app, dropping what was cached.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate('/admin', { replace: true });
});

export function AdminApp() {
  useEffect(() => {
    document.title = 'Admin Dashboard';
  }, []);
  return (
    <ThemeProvider theme={adminTheme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </QueryClientProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
