import { describe, expect, it } from 'vitest';
// Every language's form texts, as the server has them (the browser loads only its page's: i18n/form-texts.ts).
import '../i18n/catalogue';
import {
  appointmentForm,
  contactForm,
  entrySummary,
  feedbackForm,
  formByKey,
  formByPath,
  formSchema,
  getInTouchForm,
  honeypotField,
  honeypotFilled,
  publicForms,
  validateForm,
  type PublicForm,
} from './index';

const requiredMessages = (form: PublicForm) =>
  Object.fromEntries(form.fields.flatMap((f) => (f.requiredMessage ? [[f.name, f.requiredMessage]] : [])));

/** A body with every field filled. */
const filled = (form: PublicForm): Record<string, string> =>
  Object.fromEntries(form.fields.map((f) => [f.name, sample[f.input] ?? `some ${f.name}`]));
const sample: Partial<Record<PublicForm['fields'][number]['input'], string>> = {
  email: 'asha@example.com',
  tel: '98765 43210',
  datetime: '27/11/2026 10:30 AM',
};

describe('public forms', () => {
  it('posts each form to the path of SPEC §7', () => {
    expect(publicForms.map((f) => [f.key, f.path])).toEqual([
      ['contact', 'contactfooter'],
      ['appointment', 'BookAppointmentForms'],
      ['feedback', 'feedbackforms'],
      ['getintouch', 'getintouchforms'],
    ]);
    expect(formByPath('BookAppointmentForms')).toBe(appointmentForm);
    expect(formByKey('getintouch')).toBe(getInTouchForm);
    expect(formByPath('nope')).toBeUndefined();
  });

  it("carries the spec's payload names", () => {
    const fieldNames = (form: PublicForm) => form.fields.map((f) => f.name);
    expect(fieldNames(contactForm)).toEqual(['name', 'phone', 'email', 'subject', 'message']);
    expect(fieldNames(feedbackForm)).toEqual(['name', 'phone', 'email', 'subject', 'message']);
    expect(fieldNames(appointmentForm)).toEqual(['name', 'phone', 'email', 'date_time', 'department', 'doctor', 'message']);
    expect(fieldNames(getInTouchForm)).toEqual([
      'patientName',
      'uhidNo',
      'dateTimeOfAdmission',
      'dateTimeOfDischarge',
      'fullName',
      'relationshipToPatient',
      'city',
      'state',
      'phone',
      'email',
      'comments',
    ]);
  });

  it('requires the contact and feedback fields with the messages of SPEC §5, the message optional', () => {
    const expected = {
      name: 'Name is required.',
      phone: 'Phone number is required.',
      email: 'Email is required.',
      subject: 'Subject is required.',
    };
    expect(requiredMessages(contactForm)).toEqual(expected);
    expect(requiredMessages(feedbackForm)).toEqual(expected);
    expect(validateForm(contactForm, {})).toEqual({ ok: false, errors: expected });
    expect(validateForm(feedbackForm, { name: '', phone: ' ', email: '', subject: '' })).toEqual({
      ok: false,
      errors: expected,
    });
  });

  it('requires the appointment fields with the messages of SPEC §5', () => {
    const expected = {
      name: 'Name is required.',
      phone: 'Phone number is required.',
      email: 'Email is required.',
      date_time: 'Date & Time is required.',
      department: 'Department is required.',
      doctor: 'Doctor is required.',
    };
    expect(requiredMessages(appointmentForm)).toEqual(expected);
    expect(validateForm(appointmentForm, { message: 'hello' })).toEqual({ ok: false, errors: expected });
  });

  it('requires every discharge feedback field but the comments, with the messages of SPEC §5', () => {
    const expected = {
      patientName: 'Patient Name is required.',
      uhidNo: 'UHID No is required.',
      dateTimeOfAdmission: 'Date Time of Admission is required.',
      dateTimeOfDischarge: 'Date Time of Discharge is required.',
      fullName: 'Full Name is required.',
      relationshipToPatient: 'Relationship to The Patient is required.',
      city: 'City is required.',
      state: 'State is required.',
      phone: 'Phone is required.',
      email: 'Email is required.',
    };
    expect(requiredMessages(getInTouchForm)).toEqual(expected);
    expect(validateForm(getInTouchForm, {})).toEqual({ ok: false, errors: expected });
  });

  it('accepts a complete body with the optional fields absent, empty or null', () => {
    for (const form of publicForms) {
      const body = filled(form);
      const optional = form.fields.filter((f) => !f.requiredMessage).map((f) => f.name);
      for (const name of optional) delete body[name];
      expect(validateForm(form, body).ok, form.key).toBe(true);
      for (const empty of ['', null]) {
        expect(validateForm(form, { ...body, ...Object.fromEntries(optional.map((n) => [n, empty])) }).ok).toBe(true);
      }
    }
  });

  it('trims every value', () => {
    const result = validateForm(contactForm, {
      name: '  Asha Mehta ',
      phone: ' 98765 43210',
      email: 'asha@example.com ',
      subject: '\tOPD timings\n',
      message: '  ',
      submit_ip: ' 203.0.113.9 ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Asha Mehta',
        phone: '+919876543210',
        email: 'asha@example.com',
        subject: 'OPD timings',
        message: '',
        submit_ip: '203.0.113.9',
      },
    });
  });

  it('refuses an unknown field, naming it', () => {
    const result = validateForm(contactForm, { ...filled(contactForm), isAdmin: 'yes' });
    expect(result).toEqual({ ok: false, errors: { isAdmin: 'Unknown field: isAdmin.' } });
    expect(formSchema(contactForm).safeParse({ ...filled(contactForm), x: 1 }).error?.issues[0]?.message).toBe(
      'Unknown field: x.',
    );
  });

  it('allows the honeypot field and tells when a bot filled it', () => {
    expect(honeypotField).toBe('website');
    const human = validateForm(feedbackForm, { ...filled(feedbackForm), website: '' });
    const bot = validateForm(feedbackForm, { ...filled(feedbackForm), website: 'http://spam.example' });
    expect(human.ok && honeypotFilled(human.value)).toBe(false);
    expect(bot.ok && honeypotFilled(bot.value)).toBe(true);
  });

  it('refuses an email the browser would refuse, and overlong text', () => {
    const bad = validateForm(contactForm, { ...filled(contactForm), email: 'asha@', name: 'x'.repeat(201) });
    expect(bad).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address.', name: 'Name is too long: at most 200 characters (this one has 201).' },
    });
    expect(validateForm(contactForm, { ...filled(contactForm), submit_ip: 'x'.repeat(65) }).ok).toBe(false);
  });

  it('refuses a value that is not text', () => {
    expect(validateForm(contactForm, { ...filled(contactForm), phone: 9876543210 })).toEqual({
      ok: false,
      errors: { phone: 'Phone number must be text.' },
    });
  });

  it("gives the contact and feedback placeholders of SPEC §5 and the site's texts that replace them", () => {
    for (const form of [contactForm, feedbackForm]) {
      expect(form.fields.map((f) => [f.placeholder, f.placeholderSetting])).toEqual([
        ['Your Name*', 'nameplaceholder'],
        ['Your Phone Number*', 'phoneplaceholder'],
        ['Your Email*', 'emailplaceholder'],
        ['Subject*', 'subjectplaceholder'],
        ['Your Message', 'messageplaceholder'],
      ]);
    }
    expect([contactForm.submitLabel, contactForm.busyLabel]).toEqual(['Send', 'Sending...']);
    expect([appointmentForm.submitLabel, appointmentForm.busyLabel]).toEqual(['Submit', 'Submitting...']);
  });

  it('names the sender of an entry, the full name for discharge feedback', () => {
    const result = validateForm(getInTouchForm, filled(getInTouchForm));
    expect(result.ok && entrySummary(getInTouchForm, result.value)).toEqual({
      name: 'some fullName',
      phone: '+919876543210',
      email: 'asha@example.com',
    });
  });

  it('refuses a message longer than its limit with a clear message, never cutting it', () => {
    const message = 'x'.repeat(6300);
    expect(validateForm(contactForm, { ...filled(contactForm), message })).toEqual({
      ok: false,
      errors: { message: 'Message is too long: at most 5,000 characters (this one has 6,300).' },
    });
    const fits = validateForm(contactForm, { ...filled(contactForm), message: 'x'.repeat(5000) });
    expect(fits.ok && fits.value.message?.length).toBe(5000);
  });

  it("reads phone numbers for the hospital's country and stores them as E.164", () => {
    const phoneOf = (phone: string, phoneCountry?: string) => {
      const result = validateForm(contactForm, { ...filled(contactForm), phone }, { phoneCountry });
      return result.ok ? result.value.phone : result.errors.phone;
    };
    expect(phoneOf('98765 43210')).toBe('+919876543210');
    expect(phoneOf('+91 98765-43210')).toBe('+919876543210');
    expect(phoneOf('09876543210')).toBe('+919876543210');
    expect(phoneOf('022 2345 6789')).toBe('+912223456789');
    expect(phoneOf('(080) 2345-6789')).toBe('+918023456789');
    expect(phoneOf('+44 20 7946 0958')).toBe('+442079460958');
    for (const wrong of ['12345', '1-2-3', '98765', '98765 ABCDE', '+91 12']) expect(phoneOf(wrong)).toMatch(/^Please enter a phone number we can call back: a 10-digit mobile number/);
    // Another country's hospital: its own numbers are national, India's need their +91.
    expect(phoneOf('020 7946 0958', 'gb')).toBe('+442079460958');
    expect(phoneOf('+91 98765 43210', 'GB')).toBe('+919876543210');
    expect(phoneOf('98765 43210', 'GB')).toMatch(/^Please enter a phone number we can call back/);
    // A setting that names no country falls back to India.
    expect(phoneOf('98765 43210', 'XX')).toBe('+919876543210');
  });

  it('accepts dates and times as people type them and stores them as dd/mm/yyyy hh:mm AM/PM', () => {
    const now = new Date('2026-11-26T04:30:00Z'); // 10:00 in Kolkata
    const timeOf = (date_time: string) => {
      const result = validateForm(appointmentForm, { ...filled(appointmentForm), date_time }, { now, timeZone: 'Asia/Kolkata' });
      return result.ok ? result.value.date_time : result.errors.date_time;
    };
    expect(timeOf('27/11/2026 9:30 am')).toBe('27/11/2026 09:30 AM');
    expect(timeOf('27-11-2026 10:30 AM')).toBe('27/11/2026 10:30 AM');
    expect(timeOf('27.11.2026 9:30 pm')).toBe('27/11/2026 09:30 PM');
    expect(timeOf('7/1/2027 4 p.m.')).toBe('07/01/2027 04:00 PM');
    expect(timeOf('27/11/2026 14:30')).toBe('27/11/2026 02:30 PM');
    expect(timeOf('10:30 am')).toBe('Please add the date before the time, e.g. 27/11/2026 10:30 AM.');
    expect(timeOf('next tuesday')).toBe('Please enter the date and time as dd/mm/yyyy hh:mm AM/PM, e.g. 27/11/2026 10:30 AM.');
    expect(timeOf('31/02/2027 10:00 AM')).toMatch(/^Please enter the date and time/);
    // The discharge form's dates follow the same rule.
    const discharge = validateForm(getInTouchForm, { ...filled(getInTouchForm), dateTimeOfAdmission: '2-11-2026 8:15 pm' });
    expect(discharge.ok && discharge.value.dateTimeOfAdmission).toBe('02/11/2026 08:15 PM');
  });

  it('checks each submission at its own time, though the schema is kept between submissions (issue 43: built once, not per booking)', () => {
    const exampleAt = (now: Date) => {
      const result = validateForm(appointmentForm, { ...filled(appointmentForm), date_time: 'next tuesday' }, { now, timeZone: 'Asia/Kolkata' });
      return result.ok ? '' : (result.errors.date_time ?? '');
    };
    expect(exampleAt(new Date('2026-11-26T04:30:00Z'))).toContain('e.g. 27/11/2026 10:30 AM');
    expect(exampleAt(new Date('2027-03-09T04:30:00Z'))).toContain('e.g. 10/03/2027 10:30 AM');
    // Without a time given, the moment of the check.
    const result = validateForm(appointmentForm, { ...filled(appointmentForm), date_time: 'next tuesday' }, { timeZone: 'Asia/Kolkata' });
    expect(result.ok ? '' : result.errors.date_time).toMatch(/e\.g\. \d{2}\/\d{2}\/\d{4} 10:30 AM/);
  });

  it('takes an admission and a discharge typed as a date alone, in the browser as on the server, in either language', () => {
    const now = new Date('2026-11-26T04:30:00Z'); // 10:00 in Kolkata
    const admission = (typed: string, language?: string) => {
      const result = validateForm(getInTouchForm, { ...filled(getInTouchForm), dateTimeOfAdmission: typed }, { now, timeZone: 'Asia/Kolkata', language });
      return result.ok ? result.value.dateTimeOfAdmission : result.errors.dateTimeOfAdmission;
    };
    expect(admission('2/11/2026')).toBe('02/11/2026');
    expect(admission('2026-11-02')).toBe('02/11/2026');
    expect(admission('2 Nov 2026')).toBe('02/11/2026');
    expect(admission('2-11-2026 8:15 pm')).toBe('02/11/2026 08:15 PM');
    expect(admission('last week')).toBe('Please enter the date as dd/mm/yyyy, with the time after it if you know it, e.g. 26/11/2026 or 26/11/2026 10:30 AM.');
    expect(admission('last week', 'hi')).toBe('कृपया दिनांक dd/mm/yyyy के रूप में लिखें, समय याद हो तो उसके बाद, जैसे 26/11/2026 या 26/11/2026 10:30 AM।');
  });
});
