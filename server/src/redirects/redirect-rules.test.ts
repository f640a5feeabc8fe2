import { describe, expect, it } from 'vitest';
import { RuleError, RuleSet, parseRule, resolvePath, staysWhereRuled, withQuery } from './redirect-rules';

const refusal = (from: string, to: string): { field: string; message: string } => {
  try {
    parseRule({ from, to });
  } catch (error) {
    if (error instanceof RuleError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error(`${from} → ${to} was accepted`);
};

describe('how a redirect is written', () => {
  it('reads exact and prefix rules, local and external targets, as browsers send addresses', () => {
    expect(parseRule({ from: ' /Old-Page/ ', to: '/new-page?tab=2' })).toEqual({ kind: 'exact', from: '/Old-Page', to: '/new-page?tab=2' });
    expect(parseRule({ from: '/old-blog/*', to: '/blogs/*' })).toEqual({ kind: 'prefix', from: '/old-blog', to: '/blogs' });
    expect(parseRule({ from: '/डॉक्टर', to: 'https://example.org/a/' })).toEqual({ kind: 'exact', from: '/%E0%A4%A1%E0%A5%89%E0%A4%95%E0%A5%8D%E0%A4%9F%E0%A4%B0', to: 'https://example.org/a' });
  });

  it('refuses what cannot be a redirect, naming the side', () => {
    expect(refusal('old', '/new')).toEqual({ field: 'from', message: '"old" must be an address on this site starting with one "/".' });
    expect(refusal('//evil.example/x', '/new').field).toBe('from');
    expect(refusal('/', '/new')).toEqual({ field: 'from', message: 'The home page cannot be redirected.' });
    expect(refusal('/api/admin/x', '/new')).toEqual({ field: 'from', message: '"/api/admin/x" belongs to the server (/api) and cannot be redirected.' });
    expect(refusal('/a*b', '/new').field).toBe('from');
    expect(refusal('/a', 'javascript:alert(1)').field).toBe('to');
    expect(refusal('/a', '/blogs/*')).toEqual({ field: 'to', message: '"/blogs/*" ends in /*: the old address must end in /* too.' });
    expect(refusal('/a/', '/a')).toEqual({ field: 'to', message: '"/a" would redirect to itself.' });
  });
});

describe('how a visit is answered', () => {
  const rules = new RuleSet([
    { kind: 'exact' as const, from: '/a', to: '/b' },
    { kind: 'exact' as const, from: '/b', to: '/c#team' },
    { kind: 'prefix' as const, from: '/old', to: '/new' },
    { kind: 'prefix' as const, from: '/old/deep', to: '/deeper' },
    { kind: 'exact' as const, from: '/x', to: '/y' },
    { kind: 'exact' as const, from: '/y', to: '/x' },
  ]);

  it('follows a chain to its end, the most specific prefix first, and answers no loop', () => {
    expect(resolvePath(rules, [], '/a')).toBe('/c#team');
    expect(resolvePath(rules, [], '/old/a/b')).toBe('/new/a/b');
    expect(resolvePath(rules, [], '/old/deep/a')).toBe('/deeper/a');
    expect(resolvePath(rules, [], '/x')).toBeUndefined();
    expect(resolvePath(rules, [], '/elsewhere')).toBeUndefined();
  });

  it("keeps another language's prefix, and only the site's languages", () => {
    expect(resolvePath(rules, ['hi'], '/hi/a/')).toBe('/hi/c#team');
    expect(resolvePath(rules, [], '/hi/a')).toBeUndefined();
  });

  it('answers no address off the site from a prefix rule to the root, and keeps an external prefix at its origin', () => {
    const root = new RuleSet([
      { kind: 'prefix' as const, from: '/old-x', to: '/' },
      { kind: 'prefix' as const, from: '/partner', to: 'https://partner.example/care' },
    ]);
    expect(resolvePath(root, ['hi'], '/old-x/about-us')).toBe('/about-us');
    for (const attack of ['/old-x//evil.example', '/old-x/\\evil.example', '/old-x///evil.example', '/old-x/%2F%2Fevil.example', '/old-x/%5Cevil.example', '/old-x/%2fevil.example']) {
      expect(resolvePath(root, ['hi'], attack), attack).toBeUndefined();
    }
    expect(resolvePath(root, ['hi'], '/hi/old-x//evil.example')).toBe('/hi//evil.example');
    expect(resolvePath(root, [], '/partner//evil.example')).toBe('https://partner.example/care//evil.example');
    expect(staysWhereRuled('https://evil.example/', { kind: 'prefix', from: '/partner', to: 'https://partner.example/care' })).toBe(false);
  });

  it("carries the visit's query over, before the target's fragment", () => {
    expect(withQuery('/c#team', '?utm=1')).toBe('/c?utm=1#team');
    expect(withQuery('/c?tab=2', '?utm=1')).toBe('/c?tab=2&utm=1');
    expect(withQuery('/c', '')).toBe('/c');
  });
});
