import { API_BASE, ApiError } from '../../../shared/api/http';
import { clearToken, getToken, onUnauthorized } from './admin-api';

/** The file name the server proposes in Content-Disposition, else the default given. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Saves a blob under a name, through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file of the admin API (a CSV export). A plain link cannot carry the Bearer token, so
 * the file is fetched, then saved from a blob URL. Answers the file's name.
 */
export async function downloadAdminFile(path: string, fallbackName: string, accept = 'text/csv'): Promise<string> {
  const headers: Record<string, string> = { accept };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers });
  } catch (error) {
    throw new ApiError('network', null, null, `No response from the server: ${String(error)}`);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Keep the text.
    }
    if (response.status === 401) {
      clearToken();
      onUnauthorized();
    }
    console.error('Request failed.', response.status);
    throw new ApiError('http', response.status, body, `Request failed with status ${response.status}`);
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
