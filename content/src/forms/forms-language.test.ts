import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/catalogue';
import { en } from '../i18n/messages/forms';
import { appointmentTimeProblem } from './appointment-time';
import { appointmentForm, contactForm, localizeForm, publicForms, validateForm } from './index';

describe('the forms catalogue and the declarations', () => {
  it('says in English exactly what the declarations (the SPEC) say', () => {
    for (const form of publicForms) {
      expect(en.formNames[form.key]).toBe(form.label);
      for (const field of form.fields) {
        const text: { label: string; placeholder?: string } | undefined = (en.fields[form.key] as Record<string, { label: string; placeholder?: string }>)[field.name];
        expect(text?.label, `${form.key}.${field.name}`).toBe(field.label);
        expect(text?.placeholder, `${form.key}.${field.name}`).toBe(field.placeholder);
        if (field.requiredMessage) expect(en.required(field.label)).toBe(field.requiredMessage);
      }
      expect(Object.keys(en.fields[form.key]).sort()).toEqual(form.fields.map((f) => f.name).sort());
    }
    expect(localizeForm(contactForm, messagesFor('en').forms)).toBe(contactForm);
    // A language without a catalogue reads English.
    expect(localizeForm(contactForm, messagesFor('mr').forms)).toBe(contactForm);
  });

  it('gives a form in Hindi, whichever form (English or already Hindi) it starts from', () => {
    const hindi = localizeForm(appointmentForm, messagesFor('hi').forms);
    expect(hindi.label).toBe('अपॉइंटमेंट');
    expect(hindi.submitLabel).toBe('जमा करें');
    expect(hindi.fields.find((f) => f.name === 'date_time')).toMatchObject({ label: 'दिनांक और समय', requiredMessage: 'दिनांक और समय आवश्यक है।' });
    expect(localizeForm(hindi, messagesFor('hi').forms)).toBe(hindi);
    expect(localizeForm(contactForm, messagesFor('hi').forms).busyLabel).toBe(messagesFor('hi').forms.sendingBusy);
  });

  it('checks a body with messages in its language, English by default', () => {
    const body = { name: '', phone: '12', email: 'x@', subject: 's', message: 'm'.repeat(5001) };
    const english = validateForm(contactForm, body);
    const hindi = validateForm(contactForm, body, { language: 'hi' });
    expect(english.ok || english.errors).toMatchObject({ name: 'Name is required.', email: 'Please enter a valid email address.', message: 'Message is too long: at most 5,000 characters (this one has 5,001).' });
    expect(hindi.ok || hindi.errors).toMatchObject({ name: 'नाम आवश्यक है।', email: 'कृपया सही ईमेल पता लिखें।', message: 'संदेश बहुत लंबा है: अधिकतम 5,000 अक्षर (इसमें 5,001 हैं)।' });
    const rules = { now: new Date('2026-11-23T04:30:00Z'), timeZone: 'Asia/Kolkata', texts: messagesFor('hi').forms };
    expect(appointmentTimeProblem('10:30 am', rules)).toBe('कृपया समय से पहले दिनांक लिखें, जैसे 24/11/2026 10:30 AM।');
    expect(appointmentTimeProblem('22/11/2026 10:30 AM', rules)).toBe('कृपया अभी से आगे का दिनांक और समय चुनें: यह समय बीत चुका है।');
  });
});
