import { describe, expect, it } from 'vitest';
import { blogs } from './blogs';
import { faqs } from './faqs';
import { hospital } from './hospital';
import { pageSeeds } from './pages';
import { siteSettings } from './site';

/** Every text of the demo a patient reads: pages (description and fields), FAQs, blog posts. */
function demoTexts(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(pageSeeds(new Date('2026-11-26T00:00:00Z')));
  collect(faqs);
  collect(blogs);
  return texts;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

describe("the demo's emergency number (issue 30)", () => {
  it('is a site setting with its label, apart from the general line', () => {
    expect(siteSettings.emergency_phone).toBe(hospital.emergencyPhone);
    expect(siteSettings.emergency_label).toBeTruthy();
    expect(digits(siteSettings.emergency_phone)).not.toBe(digits(siteSettings.site_phone_no_1));
  });

  it('is the number the texts that mention it give, and the one "shown at the top" is shown', () => {
    const mentions = demoTexts().filter((text) => /emergency number|call .*for an ambulance|in an emergency/i.test(text));
    // The contact page, the FAQ, the home page's card and its description, the terms, a blog post.
    expect(mentions.length).toBeGreaterThanOrEqual(5);
    for (const text of mentions) {
      const numbers = [...text.matchAll(/\+\d[\d\s]{8,}\d/g)].map((m) => digits(m[0]));
      for (const number of numbers) expect(number, text).toBe(digits(siteSettings.emergency_phone));
    }
    const atTheTop = mentions.filter((text) => /shown at the top/i.test(text));
    expect(atTheTop.length).toBeGreaterThanOrEqual(2);
    // Where the text points at the header it also gives the number, for a screen reader or a printout.
    for (const text of atTheTop.filter((t) => /this page/i.test(t))) expect(text).toContain(hospital.emergencyPhone);
  });
});
