/**
 * Errors with a status and a stable code. Operations throw them; the one error handler turns them
 * into `{ message, code, errors? }` and hides the details of anything else.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(
    message: string,
    /** Per-field messages, by field name. */
    readonly errors: Record<string, string> = {},
  ) {
    super(400, 'VALIDATION_FAILED', message, { errors });
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Not allowed') {
    super(403, 'FORBIDDEN', message);
  }
}

/**
 * A record outside the person's reach (a department editor's other departments): a refusal with
 * its reason, code OUT_OF_REACH, so the studio says why instead of offering a Retry that cannot succeed.
 */
export class OutOfReachError extends HttpError {
  constructor(message: string) {
    super(403, 'OUT_OF_REACH', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, 'CONFLICT', message, details);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests. Please try again later.') {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

/**
 * Someone saved the record after the caller opened it. `current` carries what is there now (its
 * version, who saved it and when, its fields), so the studio can show both side by side.
 */
export class EditConflictError extends HttpError {
  constructor(message: string, current: Record<string, unknown>) {
    super(409, 'EDIT_CONFLICT', message, { current });
  }
}
