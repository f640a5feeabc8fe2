import { ApiError } from '../../shared/api/http';

/** The texts of SPEC §8 for a failed form submission. */
export const noResponseMessage = 'No response from the server. Please try again later.';
export const otherErrorMessage = 'An error occurred. Please try again later.';
export const unexpectedStatusMessage = (status: number) => `Failed to submit the form. Server returned status: ${status}`;

/** "Server error: {status} - {message or body}": the body's message field, else the whole body. */
export function serverErrorMessage(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  const detail = typeof message === 'string' && message ? message : typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return `Server error: ${status} - ${detail}`;
}

/** The text shown for whatever a submission threw. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'http' && error.status !== null) return serverErrorMessage(error.status, error.body);
    return noResponseMessage;
  }
  return otherErrorMessage;
}
