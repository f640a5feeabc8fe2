import { siteSettings } from '@hospital/content/types/site-settings/index';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';

const settings = {
  siteTitle: 'Green Meadows Hospital',
  header_logo: '/uploads/0123456789abcdef.png',
  footerText: 'Caring since 1952.',
  site_mail_id: 'care@greenmeadows.example',
  site_phone_no_1: '+91 20 1234 5678',
  site_address: '12 Hill Road, Pune',
  google_map_url: 'https://maps.app.goo.gl/abc',
  google_map_iframe: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
  facebook_link: 'https://facebook.com/greenmeadows',
  headerbtnLink: '/contact-us',
  footerformtitle: 'Write to us',
};

for (const dialect of dialects) {
  describe(`site settings on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);


    const put = (body: unknown) => app.inject({ method: 'PUT', url: '/api/admin/site-settings', payload: body as Record<string, unknown> });
    const read = async () => (await app.inject({ url: '/api/admin/site-settings' })).json<{ data: Record<string, string>; message: string }>();

    it('answers every declared text field but the staff notification addresses, empty until saved', async () => {
      const body = await read();
      // The holidays are rows, not text: the website meets them in the free slots (issue 33).
      const texts = siteSettings.fields.filter((f) => f.type !== 'repeater').map((f) => f.name).filter((name) => name !== 'notification_emails' && name !== 'languages');
      expect(Object.keys(body.data).sort()).toEqual(texts.sort());
      expect(Object.values(body.data).every((v) => v === '')).toBe(true);
    });

    it("answers the site's languages with their names, English first and implicit; refuses malformed codes", async () => {
      const languagesOf = async () => (await app.inject({ url: '/api/admin/site-settings' })).json<{ languages: { code: string; name: string; locale: string }[] }>().languages;
      expect(await languagesOf()).toEqual([{ code: 'en', name: 'English', englishName: 'English', locale: 'en-IN' }]);
      expect((await put({ ...settings, languages: ['hi', 'en', 'xyz'] })).statusCode).toBe(200);
      expect(await languagesOf()).toEqual([
        { code: 'en', name: 'English', englishName: 'English', locale: 'en-IN' },
        { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', locale: 'hi-IN' },
        // A code the table does not know still works, named by its code.
        { code: 'xyz', name: 'xyz', englishName: 'xyz', locale: 'xyz' },
      ]);
      const admin = (await app.inject({ url: '/api/admin/site-settings/admin' })).json<{ data: { languages: string[] } }>();
      expect(admin.data.languages).toEqual(['hi', 'xyz']);
      for (const bad of [['HI'], ['hindi'], ['h1'], 'hi', ['hi', 'hi']]) {
        const response = await put({ ...settings, languages: bad });
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        const errors = response.json<{ errors: Record<string, string> }>().errors;
        expect(errors.languages ?? errors['languages.0'] ?? errors['languages.1'], JSON.stringify(bad)).toMatch(/code in lower case|list of texts|same entry twice|at most 3/);
      }
      expect((await languagesOf()).map((l) => l.code)).toEqual(['en', 'hi', 'xyz']);
      // A save without the field publishes in English alone.
      expect((await put(settings)).statusCode).toBe(200);
      expect((await languagesOf()).map((l) => l.code)).toEqual(['en']);
    });

    it('saves the whole object and the website reads it back', async () => {
      const saved = await put(settings);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ message: string }>().message).toBe('Settings saved');
      const { data } = await read();
      expect(data).toMatchObject(settings);
      expect(data.twitter_link).toBe('');
      // A save replaces the whole object: a field left out is cleared.
      const { footerformtitle: _dropped, ...rest } = settings;
      await put(rest);
      expect((await read()).data.footerformtitle).toBe('');
      const admin = (await app.inject({ url: '/api/admin/site-settings/admin' })).json<{ updatedAt: string }>();
      expect(typeof admin.updatedAt).toBe('string');
    });

    it("keeps the hospital's holidays as rows in the studio's copy and refuses a holiday without a real date", async () => {
      const holidays = [{ date: '2027-01-26', name: 'Republic Day' }];
      const saved = await put({ ...settings, holidays });
      expect(saved.statusCode, saved.body).toBe(200);
      const admin = (await app.inject({ url: '/api/admin/site-settings/admin' })).json<{ data: Record<string, unknown> }>();
      expect(admin.data.holidays).toEqual(holidays);
      const refused = await put({ ...settings, holidays: [{ date: '26/01/2027', name: 'Republic Day' }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Record<string, string> }>().errors['holidays.0.date']).toBe('Date must be a date like 2026-11-21.');
      const after = (await app.inject({ url: '/api/admin/site-settings/admin' })).json<{ data: Record<string, unknown> }>();
      expect(after.data.holidays).toEqual(holidays);
      // Left out, a save clears them as it clears any field.
      await put(settings);
      expect((await app.inject({ url: '/api/admin/site-settings/admin' })).json<{ data: Record<string, unknown> }>().data.holidays).toEqual([]);
    });

    it('ignores the server fields a client echoes back, refuses unknown ones and bad values', async () => {
      expect((await put({ ...settings, _id: 'x', updatedAt: '2026-01-01' })).statusCode).toBe(200);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ ...settings, siteTitle: '' }, 'siteTitle', /Site title is required/],
        [{ ...settings, theme: 'dark' }, 'theme', /Unknown field: theme/],
        [{ ...settings, facebook_link: 'javascript:alert(1)' }, 'facebook_link', /web address/],
        [{ ...settings, site_mail_id: 'nobody' }, 'site_mail_id', /email address/],
        [{ ...settings, header_logo: 'https://evil.example/logo.png' }, 'header_logo', /media library/],
        [{ ...settings, headerbtnLink: 'javascript:alert(1)' }, 'headerbtnLink', /must be a page of this site/],
      ];
      for (const [body, field, message] of cases) {
        const response = await put(body);
        expect(response.statusCode, field).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors[field]).toMatch(message);
      }
      expect((await put([settings])).statusCode).toBe(400);
      expect((await read()).data.siteTitle).toBe(settings.siteTitle);
    });

    it('keeps only the https Google Maps address of a pasted iframe, never the HTML', async () => {
      const iframe =
        '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12&amp;hl=en" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>';
      expect((await put({ ...settings, google_map_iframe: iframe })).statusCode).toBe(200);
      expect((await read()).data.google_map_iframe).toBe('https://www.google.com/maps/embed?pb=!1m18!1m12&hl=en');
      expect((await put({ ...settings, google_map_iframe: '' })).statusCode).toBe(200);
      expect((await read()).data.google_map_iframe).toBe('');

      for (const bad of [
        'http://www.google.com/maps/embed?pb=1',
        'https://evil.example/maps/embed?pb=1',
        'https://www.google.com.evil.example/maps/embed',
        'https://www.google.com/search?q=x',
        '<iframe src="https://evil.example/x"></iframe>',
        '<iframe src="https://www.google.com/maps/embed?pb=1" onload="alert(1)"></iframe><script>alert(1)</script>',
        '<script src="https://www.google.com/maps/embed"></script>',
        'javascript:alert(1)',
      ]) {
        const response = await put({ ...settings, google_map_iframe: bad });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors.google_map_iframe).toMatch(/Google Maps embed address/);
      }
      expect((await read()).data.google_map_iframe).toBe('');
    });
  });
}
