import { describe, expect, it } from 'vitest';
import { actionLabel, activityQuery, activityViewParams, contentTypeLabel, readActivityView } from './activity-filters';

describe('the activity log view in the address', () => {
  it('reads the filters, page and page size, and leaves out what is not readable', () => {
    const view = readActivityView(new URLSearchParams('actor=abc&action=sign_in&contentType=experts&from=2026-11-01&to=01/12/2026&page=3&limit=100'));
    expect(view).toEqual({ filters: { actor: 'abc', action: 'sign_in', contentType: 'experts', from: '2026-11-01', to: '' }, page: 3, limit: 100 });
    expect(readActivityView(new URLSearchParams('page=-1&limit=7'))).toMatchObject({ page: 1, limit: 50 });
  });

  it('writes back only what differs from the plain log, and round-trips', () => {
    const plain = readActivityView(new URLSearchParams());
    expect(activityViewParams(plain).toString()).toBe('');
    const view = { ...plain, filters: { ...plain.filters, action: 'user_create' }, page: 2 };
    expect(readActivityView(activityViewParams(view))).toEqual(view);
  });

  it('asks the server with the filters, and with paging only for the list', () => {
    const filters = { actor: '', action: 'sign_in', contentType: '', from: '2026-11-01', to: '' };
    expect(activityQuery(filters).toString()).toBe('action=sign_in&from=2026-11-01');
    expect(activityQuery(filters, { page: 2, limit: 50 }).toString()).toBe('action=sign_in&from=2026-11-01&page=2&limit=50');
  });
});

describe('the words of the log', () => {
  it('names known actions and makes words of the others', () => {
    expect(actionLabel('user_create')).toBe('Added account');
    expect(actionLabel('content_publish')).toBe('Content publish');
  });

  it('names content types as the studio does', () => {
    expect(contentTypeLabel('experts')).toBe('Doctors');
    expect(contentTypeLabel('admins')).toBe('Staff accounts');
    expect(contentTypeLabel('unknown-type')).toBe('unknown-type');
  });
});
