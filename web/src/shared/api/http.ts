/** The API's base path and the request timeout of SPEC.md §7 and §9. */
export const API_BASE = '/api/admin/';
export const REQUEST_TIMEOUT_MS = 5000;

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A failed API call: an HTTP error status, no response, or the 5 s timeout. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** The HTTP status, or null when no response arrived. */
    readonly status: number | null,
    /** The parsed response body (JSON) or its text, when there was one. */
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  /** The server's `message` field, when the body has one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** Per-field messages of a 400 validation answer. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

export interface RequestOptions {
  body?: unknown;
  /** Bearer token; omitted for the public calls. */
  token?: string | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  status: number;
  body: T;
}

/** One JSON request to `/api/admin/{path}`; resolves on 2xx, rejects with ApiError otherwise. */
export async function apiRequest<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path.replace(/^\/+/, '')}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    const timedOut = controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'timeout' : 'network', null, null, timedOut ? 'The request timed out.' : `No response from the server: ${String(error)}`);
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text, the caller may show it.
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError('http', response.status, body, typeof message === 'string' ? message : `Request failed with status ${response.status}`);
  }
  return { status: response.status, body: body as T };
}
