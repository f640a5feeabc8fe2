import { contentTypeByKey } from '@hospital/content/registry';
import { describe, expect, it } from 'vitest';
import { departmentOf, publicUrl } from './public-url';

const type = (key: string) => {
  const found = contentTypeByKey(key);
  if (!found) throw new Error(key);
  return found;
};

describe('"View on website" address', () => {
  it('is / for the home page and /{pageRoute} for other pages', () => {
    expect(publicUrl(type('pages'), { pageRoute: 'home' })).toBe('/');
    expect(publicUrl(type('pages'), { pageRoute: 'about-us' })).toBe('/about-us');
  });

  it('follows the type public path with the record slug', () => {
    expect(publicUrl(type('blogs'), { slug: 'healthy-heart' })).toBe('/blogs/healthy-heart');
  });

  it('is absent for inactive records and for paths needing another record', () => {
    expect(publicUrl(type('pages'), { pageRoute: 'about-us', status: 'inactive' })).toBeUndefined();
    expect(publicUrl(type('experts'), { slug: 'dr-asha' })).toBeUndefined();
  });
});

describe("an expert's address", () => {
  it('needs the slug of its first department', () => {
    const experts = type('experts');
    const asha = { slug: 'dr-asha', departments: ['c1', 'c2'] };
    expect(departmentOf(experts, asha)).toEqual({ typeKey: 'expert-categories', id: 'c1' });
    expect(publicUrl(experts, asha, { departmentSlug: 'cardiology' })).toBe('/our-experts/cardiology/dr-asha');
    expect(publicUrl(experts, asha, { departmentSlug: undefined })).toBeUndefined();
  });

  it('has no department to look up without departments, or for other types', () => {
    expect(departmentOf(type('experts'), { slug: 'dr-asha', departments: [] })).toBeUndefined();
    expect(departmentOf(type('blogs'), { slug: 'news', departments: ['c1'] })).toBeUndefined();
    expect(departmentOf(type('experts'), undefined)).toBeUndefined();
  });
});
