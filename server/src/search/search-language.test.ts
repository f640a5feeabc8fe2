import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@hospital/content/wire/search-answer';
import { typeOf } from '../../test/helpers/content-factories';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { createRecord } from '../content/content-operations';
import { siteSettingsKey } from '../settings/site-settings-operations';
import { searchDb } from './search-schema';

/**
 * Issue 32: the search in both languages. A record's Hindi translation is indexed beside its
 * English text, so a Devanagari query finds the Hindi department page and English results; with
 * `lang=hi` the answer's titles, snippets, links and group names are in Hindi (an untranslated
 * record keeps its English title and says so). Both databases keep a Devanagari word whole.
 */

const departments = typeOf('expert-categories');
const experts = typeOf('experts');

/** A record's Hindi, as the API takes it beside the record's fields (the i18n contract). */
const hindi = (values: Record<string, string>) => ({ translations: { hi: { values } } });

for (const dialect of dialects) {
  describe(`search in Hindi and English on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    const ask = async (query: string) => {
      const response = await app.inject({ url: `/api/admin/search?${query}` });
      return { status: response.statusCode, body: response.json<{ data: SearchAnswer; message: string }>() };
    };
    const group = (answer: SearchAnswer, key: string) => answer.groups.find((g) => g.key === key);

    beforeAll(async () => {
      const db = app.db;
      // The site publishes in Hindi too (the setting as the settings store it), before anything is translated.
      const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', siteSettingsKey).executeTakeFirst();
      const settings = { ...(row ? (JSON.parse(row.value) as object) : {}), languages: ['hi'] };
      if (row) await db.kysely.updateTable('settings').set({ value: JSON.stringify(settings) }).where('key', '=', siteSettingsKey).execute();
      else await db.kysely.insertInto('settings').values({ key: siteSettingsKey, value: JSON.stringify(settings), updated_at: new Date().toISOString() }).execute();
      // Saved as the studio saves them: the translations with their records, indexed in the same transaction.
      const cardiology = await createRecord(db, departments, {
        title: 'Cardiology',
        description: '<p>Care for the heart and blood vessels.</p>',
        status: 'active',
        ...hindi({ title: 'हृदय रोग विभाग', description: '<p>दिल और रक्त वाहिकाओं की देखभाल।</p>' }),
      });
      await createRecord(db, departments, { title: 'Orthopaedics', description: '<p>Bones and joints.</p>', status: 'active' });
      await createRecord(db, experts, {
        title: 'Dr. Asha Mehta',
        designation: 'Senior Consultant',
        education: 'MBBS, MD',
        departments: [cardiology._id],
        status: 'active',
        ...hindi({ title: 'डॉ. आशा मेहता', designation: 'वरिष्ठ सलाहकार' }),
      });
      await createRecord(db, experts, { title: 'Dr. Rohan Iyer', designation: 'Consultant', education: 'MBBS, MD', departments: [cardiology._id], status: 'active' });
    });

    it('keeps a Devanagari word whole in the index: its vowel sign does not split it', async () => {
      const s = searchDb(app.db);
      const matching = async (word: string) =>
        (
          await s
            .selectFrom('search_documents')
            .select('record_id')
            .where(app.db.dialect === 'postgres' ? sql<boolean>`tsv @@ to_tsquery('simple', ${`'${word}'`})` : sql<boolean>`search_documents match ${`"${word}"`}`)
            .execute()
        ).length;
      // The department, and its two doctors by its Hindi name.
      expect(await matching('हृदय')).toBe(3);
      // "ह" is only the first letter of हृदय (ह + the vowel sign ृ): no word of the index.
      expect(await matching('ह')).toBe(0);
      expect(await matching('दय')).toBe(0);
    });

    it('finds the Hindi department page by a Devanagari query, with its English doctors, in Hindi with lang=hi', async () => {
      const { status, body } = await ask(`q=${encodeURIComponent('हृदय रोग')}&lang=hi`);
      expect(status).toBe(200);
      expect(body.message).toBe('3 परिणाम');
      const found = group(body.data, 'departments');
      expect(found?.label).toBe('विभाग और विशेषज्ञताएँ');
      expect(found?.items.map((i) => [i.title, i.url, i.excerpt, i.language])).toEqual([['हृदय रोग विभाग', '/hi/our-experts/cardiology', 'दिल और रक्त वाहिकाओं की देखभाल।', undefined]]);

      // The doctors of the department by its Hindi name, translated or not (each says which).
      const heart = (await ask(`q=${encodeURIComponent('हृदय रोग')}&lang=hi&group=doctors`)).body.data;
      const doctors = group(heart, 'doctors')?.items ?? [];
      expect(doctors.map((d) => [d.title, d.excerpt, d.language]).sort()).toEqual([
        ['Dr. Rohan Iyer', 'Consultant · हृदय रोग विभाग', 'en'],
        ['डॉ. आशा मेहता', 'वरिष्ठ सलाहकार · हृदय रोग विभाग', undefined],
      ]);
      expect(doctors.every((d) => /^\/hi\/[a-z-]+\/[a-z-]+/.test(d.url))).toBe(true);
    });

    it('answers in English without lang, for English and Devanagari queries alike', async () => {
      const english = (await ask('q=cardiology')).body;
      expect(group(english.data, 'departments')?.items.map((i) => [i.title, i.url])).toEqual([['Cardiology', '/our-experts/cardiology']]);
      expect(group(english.data, 'departments')?.label).toBe('Departments and specialities');
      const devanagari = (await ask(`q=${encodeURIComponent('हृदय')}`)).body;
      expect(devanagari.message).toBe('3 results');
      expect(group(devanagari.data, 'departments')?.items.map((i) => i.title)).toEqual(['Cardiology']);
      // The Hindi name finds the doctor too.
      const asha = (await ask(`q=${encodeURIComponent('आशा मेहता')}`)).body.data;
      expect(group(asha, 'doctors')?.items.map((i) => i.title)).toEqual(['Dr. Asha Mehta']);
    });

    it('refuses a language the site does not publish in, or no language code', async () => {
      for (const lang of ['mr', 'x1', 'hindi']) {
        const { status } = await ask(`q=heart&lang=${lang}`);
        expect(status, lang).toBe(400);
      }
    });

    it("finds a department by its keywords, in English and by its Hindi keywords (issue 43: keywords given in Hindi count as in English)", async () => {
      await createRecord(app.db, departments, {
        title: 'Neurology',
        description: '<p>Brain and nerves.</p>',
        seo: { title: 'Neurology', description: '', keyword: 'seizures, fits' },
        status: 'active',
        translations: { hi: { values: { title: 'तंत्रिका विभाग', seo: { title: 'तंत्रिका विभाग', description: '', keyword: 'मिर्गी, दौरे' } } } },
      });
      for (const query of ['seizures', 'मिर्गी', 'दौरे']) {
        const answer = await ask(`q=${encodeURIComponent(query)}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data.groups[0]?.items[0]?.title, query).toBe('Neurology');
      }
    });
  });
}
