import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('stops with one line naming the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('Invalid PORT ("abc"): must be a port number from 0 to 65535');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid LOG_LEVEL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/^Invalid ADMIN_EMAIL/);
  });

  it('accepts a PostgreSQL URL and a hop count for TRUST_PROXY', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', TRUST_PROXY: '1' });
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/db');
    expect(typeof config.trustProxy).toBe('function');
  });
});
