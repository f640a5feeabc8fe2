import { describe, expect, it } from 'vitest';
import { formatAge, formatBytes } from './system-format';

describe('the System screen figures', () => {
  it('reads sizes and ages as people do', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 ** 3)).toBe('20 GB');
    expect(formatBytes(null)).toBe('unknown');
    expect(formatAge(3 * 86400 + 3600 * 4 + 60)).toBe('3 days 4 hours');
    expect(formatAge(61)).toBe('1 minute');
    expect(formatAge(5)).toBe('less than a minute');
  });
});
