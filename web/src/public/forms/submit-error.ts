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

const limitMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** The text shown for whatever a submission threw. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // The limits' refusal is written for the patient (what happened, the hospital's phone): shown as it is.
    if (error.kind === 'http' && error.status === 429) return limitMessage(error.body) ?? serverErrorMessage(429, error.body);
    if (error.kind === 'http' && error.status !== null) return serverErrorMessage(error.status, error.body);
    return noResponseMessage;
  }
  return otherErrorMessage;
}
