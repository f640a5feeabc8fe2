import { ApiError } from '../../shared/api/http';

/** What the admin tells the editor when a call failed: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'timeout') return 'The server did not answer in time. Nothing was lost: please try again.';
    if (error.kind === 'network') return 'No response from the server. Nothing was lost: please try again.';
    if (error.status !== null && error.status >= 500) return 'The server had a problem. Nothing was lost: please try again.';
  }
  return fallback;
}
