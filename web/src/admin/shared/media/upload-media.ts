import { API_BASE } from '../../../shared/api/http';
import { clearToken, getToken, onUnauthorized } from '../api/admin-api';
import type { Media } from './media-api';

/** Why an upload failed, in words for the editor (the server's message when it sent one). */
export class UploadError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

const fallbackMessages: Record<number, string> = {
  413: 'The file is too large.',
  415: 'This kind of file is not accepted.',
};

/** The message of a failed upload: the server's `message`, else a sentence for the status. */
export function uploadFailureMessage(status: number, responseText: string): string {
  try {
    const body = JSON.parse(responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's page): fall through to the status.
  }
  return fallbackMessages[status] ?? `The upload failed (status ${status}).`;
}

/**
 * Uploads one file to the media library (`POST medias`, multipart field `file`). It uses
 * XMLHttpRequest because fetch reports no upload progress; `onProgress` receives 0–100.
 */
export function uploadMedia(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Media[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}medias`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 401) {
        clearToken();
        onUnauthorized();
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        console.error('Request failed.', xhr.status, xhr.responseText);
        reject(new UploadError(xhr.status, uploadFailureMessage(xhr.status, xhr.responseText)));
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as { data?: Media[] | Media };
        onProgress(100);
        resolve(Array.isArray(body.data) ? body.data : body.data ? [body.data] : []);
      } catch {
        reject(new UploadError(xhr.status, 'The server answered in an unexpected way.'));
      }
    });
    xhr.addEventListener('error', () => reject(new UploadError(null, 'No response from the server. Please try again.')));
    xhr.addEventListener('abort', () => reject(new UploadError(null, 'The upload was cancelled.')));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
