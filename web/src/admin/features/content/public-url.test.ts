import { contentTypeByKey } from '@hospital/content/registry';
import { describe, expect, it } from 'vitest';
import { publicUrl } from './public-url';

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
