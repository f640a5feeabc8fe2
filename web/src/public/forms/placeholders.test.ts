import { describe, expect, it } from 'vitest';
import { appointmentForm, contactForm } from '@hospital/content/forms/declarations';
import { placeholderFor, submitLabelFor } from './placeholders';

const field = (name: string) => contactForm.fields.find((f) => f.name === name)!;

describe('form placeholders (SPEC §5)', () => {
  it('shows the starred wording and "Send" before the form texts load', () => {
    expect(placeholderFor(field('name'), null, false)).toBe('Your Name*');
    expect(placeholderFor(field('phone'), null, false)).toBe('Your Phone Number*');
    expect(placeholderFor(field('email'), null, false)).toBe('Your Email*');
    expect(placeholderFor(field('subject'), null, false)).toBe('Subject*');
    expect(placeholderFor(field('message'), null, false)).toBe('Your Message');
    expect(submitLabelFor(contactForm, null, false)).toBe('Send');
  });

  it('uses the site texts once loaded, falling back to the wording without the asterisk and "Submit"', () => {
    const settings = { nameplaceholder: 'Full name', submitbuttontext: '' };
    expect(placeholderFor(field('name'), settings, true)).toBe('Full name');
    expect(placeholderFor(field('phone'), settings, true)).toBe('Your Phone Number');
    expect(placeholderFor(field('message'), settings, true)).toBe('Your Message');
    expect(submitLabelFor(contactForm, settings, true)).toBe('Submit');
    expect(submitLabelFor(contactForm, { submitbuttontext: 'Send now' }, true)).toBe('Send now');
  });

  it('labels fields that declare no placeholder', () => {
    const dateTime = appointmentForm.fields.find((f) => f.name === 'date_time')!;
    expect(placeholderFor(dateTime, null, true)).toBe('Date & Time*');
  });
});
