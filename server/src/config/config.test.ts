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

  it('takes the sign-in limit a minute from SIGN_IN_LIMIT, 20 unless set', () => {
    expect(loadConfig({}).signInLimit).toBe(20);
    expect(loadConfig({ SIGN_IN_LIMIT: '500' }).signInLimit).toBe(500);
    expect(() => loadConfig({ SIGN_IN_LIMIT: '0' })).toThrow('Invalid SIGN_IN_LIMIT ("0"): must be a whole number of attempts from 1 to 10000');
    expect(() => loadConfig({ SIGN_IN_LIMIT: 'lots' })).toThrow(/^Invalid SIGN_IN_LIMIT/);
  });

  it('accepts a PostgreSQL URL and a hop count for TRUST_PROXY', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', TRUST_PROXY: '1' });
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/db');
    expect(typeof config.trustProxy).toBe('function');
  });

  it('runs several server processes only on PostgreSQL, and takes a Redis URL for the rate limits', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/^Invalid WORKERS \("2"\): several server processes need PostgreSQL/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://u@h/db' })).toThrow(/^Invalid WORKERS/);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/^Invalid REDIS_URL/);
    expect(loadConfig({}).cachedPageLog).toBe('debug');
    expect(() => loadConfig({ CACHED_PAGE_LOG: 'loud' })).toThrow(/^Invalid CACHED_PAGE_LOG/);
  });
});
