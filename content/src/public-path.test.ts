import { describe, expect, it } from 'vitest';
import { contentTypeByKey, contentTypes } from './registry';
import { publicPages } from './public-urls';
import { publicPath } from './public-path';

const type = (key: string) => {
  const found = contentTypeByKey(key);
  if (!found) throw new Error(key);
  return found;
};

describe('a record’s website address', () => {
  it('is / for the home page and /{pageRoute} for other pages', () => {
    expect(publicPath(type('pages'), 'home')).toBe('/');
    expect(publicPath(type('pages'), 'patient-care/visitors')).toBe('/patient-care/visitors');
  });

  it('follows each type’s declared public page', () => {
    expect(publicPath(type('camps'), 'eye-camp')).toBe('/camps/eye-camp');
    expect(publicPath(type('expert-categories'), 'cardiology')).toBe('/our-experts/cardiology');
    expect(publicPath(type('experts'), 'dr-asha', { departmentSlug: 'cardiology' })).toBe('/our-experts/cardiology/dr-asha');
  });

  it('is absent without a route key, a page of its own or a department', () => {
    expect(publicPath(type('blogs'), '')).toBeUndefined();
    expect(publicPath(type('faqs'), 'a-question')).toBeUndefined();
    expect(publicPath(type('experts'), 'dr-asha')).toBeUndefined();
  });
});

describe('the table of public pages', () => {
  it('is what each declaration with a page of its own says, and names only such types', () => {
    for (const [key, page] of Object.entries(publicPages)) expect(type(key).publicPage).toBe(page);
    for (const declared of contentTypes) {
      if (declared.publicPage) expect(publicPages).toHaveProperty([declared.key], declared.publicPage);
    }
  });
});
