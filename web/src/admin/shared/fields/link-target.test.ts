import { describe, expect, it } from 'vitest';
import { linkAttributes } from './link-target';

describe('a link typed in the rich-text editor', () => {
  const site = 'https://hospital.example';
  it('opens an address of this website in the same tab', () => {
    expect(linkAttributes('/our-experts/cardiology', site)).toEqual({ href: '/our-experts/cardiology', target: null, rel: null });
    expect(linkAttributes('https://hospital.example/contact-us', site).target).toBeNull();
    expect(linkAttributes('mailto:desk@hospital.example', site).target).toBeNull();
  });
  it('opens another website in a new tab', () => {
    expect(linkAttributes('https://www.who.int/', site)).toEqual({ href: 'https://www.who.int/', target: '_blank', rel: 'noopener noreferrer' });
  });
});
