import { describe, expect, it } from 'vitest';
import { linkPhoneNumbers, telHref } from './phone';

describe('telHref', () => {
  it('keeps the digits and a leading + only', () => {
    expect(telHref('+91 (0172) 266-5253')).toBe('tel:+9101722665253');
    expect(telHref('0172-266 5253')).toBe('tel:01722665253');
    expect(telHref(' +91 98765 43210 ')).toBe('tel:+919876543210');
  });
});

describe('linkPhoneNumbers', () => {
  it('makes phone numbers in text tappable', () => {
    expect(linkPhoneNumbers('<p>Call +91 172 266 5253 for help.</p>')).toBe('<p>Call <a href="tel:+911722665253">+91 172 266 5253</a> for help.</p>');
    expect(linkPhoneNumbers('<p>Ambulance: 1800-180-1234, day or night</p>')).toBe('<p>Ambulance: <a href="tel:18001801234">1800-180-1234</a>, day or night</p>');
  });

  it('leaves dates, years, short numbers, attributes and existing links alone', () => {
    for (const html of [
      '<p>Open since 1991, ward 12, on 22-11-2026.</p>',
      '<p><a href="tel:+911722665253">+91 172 266 5253</a></p>',
      '<img src="/uploads/1234567890123.png" alt="x">',
      '<p data-id="98765432101">x</p>',
      '<p>Reference APT-2026-000123</p>',
    ]) {
      expect(linkPhoneNumbers(html)).toBe(html);
    }
  });

  it('reads long hostile text in linear time', () => {
    // Linear, this takes milliseconds; a pass that backtracks or rescans (quadratic on 350 KB) takes
    // minutes. The bound is far from both, so that a busy machine (CI's load of 12) cannot fail it.
    const started = performance.now();
    const out = linkPhoneNumbers(`<p>${'1 '.repeat(100_000)}</p>${'<a>'.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(out.length).toBeGreaterThan(350_000);
  });
});
