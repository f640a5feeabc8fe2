import { ApiError, apiRequest, type RequestOptions } from '../../../shared/api/http';

/** The browser storage key of the session token (SPEC.md §3, §9). */
export const TOKEN_KEY = 'token';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

/** Where a 401 sends the administrator (SPEC.md §8). Replaceable in tests. */
export let onUnauthorized = (): void => {
  window.location.assign('/admin');
};
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * An authenticated call to the admin API. A 401 on it removes the token and returns to /admin;
 * other failures are logged as SPEC.md §8 says and rethrown for the screen to show.
 */
export async function adminRequest<T = unknown>(method: string, path: string, body?: unknown, options: Omit<RequestOptions, 'body' | 'token'> = {}): Promise<T> {
  try {
    const response = await apiRequest<T>(method, path, { ...options, body, token: getToken() });
    return response.body;
  } catch (error) {
    if (error instanceof ApiError) {
      logFailure(error);
      if (error.status === 401) {
        clearToken();
        onUnauthorized();
      }
    }
    throw error;
  }
}

export const adminApi = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body' | 'token'>) => adminRequest<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown) => adminRequest<T>('POST', path, body),
  put: <T = unknown>(path: string, body?: unknown) => adminRequest<T>('PUT', path, body),
  patch: <T = unknown>(path: string, body?: unknown) => adminRequest<T>('PATCH', path, body),
  delete: <T = unknown>(path: string) => adminRequest<T>('DELETE', path),
};

function logFailure(error: ApiError): void {
  const detail = error.serverMessage ?? 'An error occurred';
  if (error.status === 401) console.error('Unauthorized: signing out.', detail);
  else if (error.status === 403) console.error('You lack permission for this action.', detail);
  else if (error.status === 404) console.error('Not found.', detail);
  else if (error.status === 500) console.error('Server error.', detail);
  else if (error.status === null) console.error('No response received.', detail);
  else console.error('Request failed.', detail);
}
