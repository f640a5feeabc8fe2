import { en as englishTexts, type FormMessages } from '@hospital/content/i18n/messages/forms';
import { ApiError } from '../../shared/api/http';

/** The texts of SPEC §8 for a failed form submission (in English; `FormMessages` has them in each language). */
export const noResponseMessage = englishTexts.noResponse;
export const otherErrorMessage = englishTexts.otherError;
export const unexpectedStatusMessage = englishTexts.unexpectedStatus;

type FailureTexts = Pick<FormMessages, 'noResponse' | 'otherError' | 'serverError'>;

/** "Server error: {status} - {message or body}": the body's message field, else the whole body. */
export function serverErrorMessage(status: number, body: unknown, texts: FailureTexts = englishTexts): string {
  const message = (body as { message?: unknown } | null)?.message;
  const detail = typeof message === 'string' && message ? message : typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return texts.serverError(status, detail);
}

const limitMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** The text shown for whatever a submission threw. */
export function submitErrorMessage(error: unknown, texts: FailureTexts = englishTexts): string {
  if (error instanceof ApiError) {
    // The limits' refusal is written for the patient (what happened, the hospital's phone): shown as it is.
    if (error.kind === 'http' && error.status === 429) return limitMessage(error.body) ?? serverErrorMessage(429, error.body, texts);
    if (error.kind === 'http' && error.status !== null) return serverErrorMessage(error.status, error.body, texts);
    return texts.noResponse;
  }
  return texts.otherError;
}
