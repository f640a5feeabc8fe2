import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http';
import { serverErrorMessage, submitErrorMessage, unexpectedStatusMessage } from './submit-error';

describe('form submission errors (SPEC §8)', () => {
  it('names the status of an unexpected success code', () => {
    expect(unexpectedStatusMessage(200)).toBe('Failed to submit the form. Server returned status: 200');
  });

  it('shows the server message of an error answer, else its whole body', () => {
    expect(serverErrorMessage(500, { message: 'Database down' })).toBe('Server error: 500 - Database down');
    expect(serverErrorMessage(502, 'Bad gateway')).toBe('Server error: 502 - Bad gateway');
    expect(serverErrorMessage(500, { error: 'x' })).toBe('Server error: 500 - {"error":"x"}');
  });

  it('tells a missing response apart from other failures', () => {
    expect(submitErrorMessage(new ApiError('network', null, null, 'down'))).toBe('No response from the server. Please try again later.');
    expect(submitErrorMessage(new ApiError('timeout', null, null, 'slow'))).toBe('No response from the server. Please try again later.');
    expect(submitErrorMessage(new ApiError('http', 500, { message: 'Too many' }, 'Too many'))).toBe('Server error: 500 - Too many');
    expect(submitErrorMessage(new TypeError('boom'))).toBe('An error occurred. Please try again later.');
  });

  it('shows the refusal of the limits in its own plain words, never "Server error: 429"', () => {
    const words = 'We have received many requests from your network in the last few minutes, so this one was not sent. Please try again in a few minutes, or call us on +91 80 4000 1234.';
    expect(submitErrorMessage(new ApiError('http', 429, { message: words, code: 'TOO_MANY_REQUESTS' }, words))).toBe(words);
  });
});
