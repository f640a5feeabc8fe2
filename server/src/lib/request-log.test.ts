import { describe, expect, it } from 'vitest';
import { withoutTokens } from './request-log';

describe('request log lines', () => {
  it('never write a manage link\'s token, wherever it stands in the address', () => {
    expect(withoutTokens('/manage-appointment?token=abc123&step=move')).toBe('/manage-appointment?token=[redacted]&step=move');
    expect(withoutTokens('/api/admin/appointments/manage?lang=hi&token=abc%2F123')).toBe('/api/admin/appointments/manage?lang=hi&token=[redacted]');
    expect(withoutTokens('/hi/manage-appointment?step=cancel&token=x#top')).toBe('/hi/manage-appointment?step=cancel&token=[redacted]#top');
    expect(withoutTokens('/search?q=token=1')).toBe('/search?q=token=1');
  });
});
