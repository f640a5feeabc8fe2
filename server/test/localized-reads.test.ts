import { describe, expect, it } from 'vitest';
import { createRecord } from '../src/content/content-operations';
import { saveMenu } from '../src/menus/menu-operations';
import { getSiteSettingsRecord, saveSiteSettings } from '../src/settings/site-settings-operations';
import { PublicData } from '../src/web/public-data';
import { previewOf } from '../src/publishing/preview';
import { recordCreated, saveDraft, workingCopy } from '../src/publishing/publishing-operations';
import { sampleBody, typeOf } from './helpers/content-factories';
import { dialects } from './helpers/databases';
import { useSignedInApp } from './helpers/signed-in-app';

/**
 * The website's reads in the visitor's language (issue 32): `?lang=hi` answers the translated
 * words with `_fallback` and `_translated`, through HTTP and in-process alike; the default
 * language's answers are exactly as before; an unknown language is a clear 400; a third language
 * added in the settings works at once and falls back to English.
 */
for (const dialect of dialects) {
  describe(`public reads in the visitor's language on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    const get = (url: string) => app.inject({ method: 'GET', url });
    interface Listed {
      _id: string;
      title: string;
      designation?: string;
      departments?: { title: string }[];
      templateData?: unknown;
      _fallback?: string[];
      _translated?: boolean;
    }
    const listOf = async (url: string) => (await get(url)).json<{ data: Listed[] }>().data;

    const settings = { siteTitle: 'Saffron Ridge Hospital', footerText: 'Caring since 1952.', site_mail_id: 'care@saffron.example', languages: ['hi'] };

    it('sets up a hospital in English and Hindi', async () => {
      await saveSiteSettings(app.db, { ...settings, translations: { hi: { values: { siteTitle: 'सैफ्रन रिज अस्पताल' } } } });
      const cardiology = await createRecord(app.db, typeOf('expert-categories'), {
        ...sampleBody(typeOf('expert-categories')),
        title: 'Cardiology',
        translations: { hi: { values: { title: 'हृदय रोग' } } },
      });
      const doctor = (title: string, translations: unknown) =>
        createRecord(app.db, typeOf('experts'), { ...sampleBody(typeOf('experts'), { 'expert-categories': cardiology._id }), title, designation: 'Senior Consultant', description: '<p>Heart care.</p>', translations });
      await doctor('Dr. Asha Mehta', { hi: { values: { title: 'डॉ. आशा मेहता', designation: 'वरिष्ठ सलाहकार' } } });
      await doctor('Dr. Zubin Rao', undefined);
      await createRecord(app.db, typeOf('pages'), {
        title: 'Home',
        pageRoute: 'home',
        template: 'home',
        templateData: [
          { name: 'about_section_title', value: 'About the hospital' },
          { name: 'after_banner_section_loop', value: null, repeaterValues: [{ title: 'Emergency', text: 'Open day and night', link: '/emergency' }] },
        ],
        translations: {
          hi: {
            values: {
              title: 'मुखपृष्ठ',
              templateData: [{ name: 'after_banner_section_loop', value: null, repeaterValues: [{ title: 'आपातकाल', text: 'दिन-रात खुला' }] }],
            },
          },
        },
      });
      await saveMenu(app.db, 'header', {
        items: [
          { _id: 'about', title: 'About Us', path: '/about-us', openInNewTab: false, translations: { hi: { values: { title: 'हमारे बारे में' } } }, children: [] },
          { _id: 'blog', title: 'Blog', path: '/blog', openInNewTab: false, children: [] },
        ],
      });
    });

    it("answers the default language exactly as before: without ?lang, with ?lang=en, never a translation's trace", async () => {
      for (const path of ['experts/active', 'pages/active', 'expert-categories/active', 'site-settings', 'public-nav?location=header']) {
        const plain = await get(`/api/admin/${path}`);
        const english = await get(`/api/admin/${path}${path.includes('?') ? '&' : '?'}lang=en`);
        expect(plain.statusCode, path).toBe(200);
        expect(english.body, path).toBe(plain.body);
        expect(plain.body, path).not.toMatch(/translations|_fallback|_translated|हृदय|मुखपृष्ठ|सैफ्रन/);
      }
    });

    it('answers the translated words in Hindi, each fallback named, related titles translated', async () => {
      const doctors = await listOf('/api/admin/experts/active?lang=hi');
      const asha = doctors.find((d) => d._id && d.title === 'डॉ. आशा मेहता');
      expect(asha).toMatchObject({ designation: 'वरिष्ठ सलाहकार', departments: [{ title: 'हृदय रोग' }], _translated: true, _fallback: ['description'] });
      // Not translated: English, listed as a fallback, not a page of the language.
      const zubin = doctors.find((d) => d.title === 'Dr. Zubin Rao');
      expect(zubin).toMatchObject({ designation: 'Senior Consultant', _translated: false, _fallback: ['title', 'designation', 'description'] });
      expect(JSON.stringify(doctors)).not.toMatch(/"translations"/);

      const [home] = await listOf('/api/admin/pages/active?lang=hi');
      expect(home).toMatchObject({
        title: 'मुखपृष्ठ',
        templateData: [
          { name: 'about_section_title', value: 'About the hospital' },
          { name: 'after_banner_section_loop', repeaterValues: [{ title: 'आपातकाल', text: 'दिन-रात खुला', link: '/emergency' }] },
        ],
        _translated: true,
      });
      expect(home!._fallback).toContain('templateData');

      const site = (await get('/api/admin/site-settings?lang=hi')).json<{ data: Record<string, unknown>; languages: { code: string }[] }>();
      expect(site.data).toMatchObject({ siteTitle: 'सैफ्रन रिज अस्पताल', footerText: 'Caring since 1952.', site_mail_id: 'care@saffron.example', _translated: true });
      expect(site.data._fallback).toEqual(['footerText']);
      expect(site.languages.map((l) => l.code)).toEqual(['en', 'hi']);

      const nav = (await get('/api/admin/public-nav?location=header&lang=hi')).json<Listed[]>();
      expect(nav.map((item) => [item.title, item._translated])).toEqual([
        ['हमारे बारे में', true],
        ['Blog', false],
      ]);
      expect(nav[1]!._fallback).toEqual(['title']);
    });

    it('refuses a language that is not one of the site\'s with a clear 400', async () => {
      for (const path of ['experts/active?lang=mr', 'site-settings?lang=xx', 'public-nav?location=header&lang=HI', `pages/active?lang=${'h'.repeat(30)}`]) {
        const answer = await get(`/api/admin/${path}`);
        expect(answer.statusCode, path).toBe(400);
        expect(answer.json<{ message: string }>().message, path).toMatch(/language|at most/i);
      }
      expect((await get('/api/admin/experts/active?lang=mr')).json<{ message: string }>().message).toBe(
        'There is no language "mr" on this site; its languages are en, hi.',
      );
    });

    it('reads in-process what the API answers, each language apart', async () => {
      const data = new PublicData(app.db, () => Promise.reject(new Error('not in-process')));
      for (const path of ['experts/active?lang=hi', 'site-settings?lang=hi', 'public-nav?location=header&lang=hi', 'experts/active', 'site-settings']) {
        expect(data.keeps(path), path).toBe(true);
        const direct = JSON.parse(JSON.stringify(await data.load(path))) as unknown;
        expect(direct, path).toEqual((await get(`/api/admin/${path}`)).json());
      }
      expect(await data.load('experts/active')).not.toEqual(await data.load('experts/active?lang=hi'));
      // A change of the settings reads both languages' settings again: Hindi shows the English footer too.
      await saveSiteSettings(app.db, { ...(await getSiteSettingsRecord(app.db)), footerText: 'Caring for Ambarpur since 1952.' });
      expect(await data.refresh(new Set(['site-settings']))).toEqual(new Set(['site-settings?lang=hi', 'site-settings']));
      // The English title changed under its Hindi translation: the Hindi answer stays as it is.
      await saveSiteSettings(app.db, { ...(await getSiteSettingsRecord(app.db)), siteTitle: 'Saffron Ridge Hospital, Ambarpur' });
      expect(await data.refresh(new Set(['site-settings']))).toEqual(new Set(['site-settings']));
    });

    it("previews a draft's translations in the language the page reads, the website unchanged", async () => {
      const [asha] = await listOf('/api/admin/experts/active?lang=hi');
      await recordCreated(app.db, 'experts', asha!._id);
      const copy = await workingCopy(app.db, 'experts', asha!._id);
      await saveDraft(app.db, 'experts', asha!._id, { ...copy.fields, translations: { hi: { values: { title: 'डॉ. आशा मेहता (मसौदा)' } } } }, { version: copy.version });
      const preview = await previewOf(app.db, { type: 'experts', record_id: asha!._id });
      const seen = (await preview.patch('experts/active?lang=hi', { data: [] })) as { data: Listed[] };
      expect(seen.data.find((d) => d._id === asha!._id)).toMatchObject({ title: 'डॉ. आशा मेहता (मसौदा)', _translated: true, _fallback: ['designation', 'description'] });
      const english = (await preview.patch('experts/active', { data: [] })) as { data: Listed[] };
      expect(english.data.find((d) => d._id === asha!._id)).toMatchObject({ title: 'Dr. Asha Mehta' });
      expect(english.data.find((d) => d._id === asha!._id)).not.toHaveProperty('_fallback');
      expect((await listOf('/api/admin/experts/active?lang=hi')).map((d) => d.title)).toContain('डॉ. आशा मेहता');
      const settings = await previewOf(app.db, { type: 'site-settings', record_id: 'site-settings' });
      expect(((await settings.patch('site-settings?lang=hi', { data: {} })) as { data: Record<string, unknown> }).data).toMatchObject({ siteTitle: 'सैफ्रन रिज अस्पताल', _translated: true });
    });

    it('publishes a third language added in the settings at once, in English until translated', async () => {
      await saveSiteSettings(app.db, { ...(await getSiteSettingsRecord(app.db)), languages: ['hi', 'mr'] });
      const doctors = await listOf('/api/admin/experts/active?lang=mr');
      expect(doctors.map((d) => [d.title, d._translated])).toEqual([
        ['Dr. Asha Mehta', false],
        ['Dr. Zubin Rao', false],
      ]);
      expect(doctors[0]!.departments).toEqual([expect.objectContaining({ title: 'Cardiology' })]);
      const site = (await get('/api/admin/site-settings?lang=mr')).json<{ data: Record<string, unknown>; languages: { code: string; name: string }[] }>();
      expect(site.data).toMatchObject({ siteTitle: 'Saffron Ridge Hospital, Ambarpur', footerText: 'Caring for Ambarpur since 1952.', _translated: false, _fallback: ['siteTitle', 'footerText'] });
      expect(site.languages).toEqual([expect.objectContaining({ code: 'en' }), expect.objectContaining({ code: 'hi' }), expect.objectContaining({ code: 'mr', name: 'मराठी' })]);
      const [home] = await listOf('/api/admin/pages/active?lang=mr');
      expect(home).toMatchObject({ title: 'Home', _translated: false });
    });
  });
}
