import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeOf } from '../../test/helpers/content-factories';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createRecord } from '../content/content-operations';
import type { Db } from '../db/database';
import { demoSynonyms } from '../seed/data/search-synonyms';
import { search, type SearchResult } from './search-query';
import { saveSynonyms } from './search-synonyms';

// Issue 31: search by what patients mean. A small hospital whose doctors' names start with "ka"
// (Kapoor, Kaur, Kavita), whose facilities and plans live in cards and template sections, asked in
// English, Hinglish and Hindi, with the demo's synonym list.

const titles = (result: SearchResult): string[] => result.groups.flatMap((g) => g.items.map((i) => i.title));
const groupKeys = (result: SearchResult): string[] => result.groups.filter((g) => g.count > 0).map((g) => g.key);
const inGroup = (result: SearchResult, key: string): string[] => result.groups.find((g) => g.key === key)?.items.map((i) => i.title) ?? [];

async function seedHospital(db: Db): Promise<void> {
  const department = async (title: string, text: string) => (await createRecord(db, typeOf('expert-categories'), { title, description: `<p>${text}</p>`, status: 'active' }))._id;
  const ids = {
    cardiology: await department('Cardiology', 'Chest pain clinics, angioplasty and a coronary care unit.'),
    neurosciences: await department('Neurosciences', 'Stroke, epilepsy and headache clinics.'),
    orthopaedics: await department('Orthopaedics', 'Hip and knee replacement and fracture care.'),
    urology: await department('Urology', 'Kidney stones and prostate care.'),
    nephrology: await department('Nephrology', 'Kidney disease and dialysis.'),
    paediatrics: await department('Paediatrics', 'Care for newborns and children.'),
    surgery: await department('General Surgery', 'Hernia and gallbladder surgery.'),
  };
  await department('Ophthalmology', 'Cataract and glaucoma.');
  const doctor = (title: string, department: string, description: string) =>
    createRecord(db, typeOf('experts'), { title, designation: 'Consultant', departments: [department], description: `<p>${description}</p>`, status: 'active' });
  await doctor('Dr. Anil Kapoor', ids.urology, 'Laser stone surgery.');
  await doctor('Dr. Manpreet Kaur', ids.surgery, 'Emergency surgery and trauma care in the emergency department.');
  await doctor('Dr. Kavita Raghunathan', ids.neurosciences, 'Acute stroke care.');
  await doctor('Dr. Karan Malhotra', ids.nephrology, 'Dialysis care.');
  await doctor('Dr. Arvind Menon', ids.cardiology, 'Heart failure and heart disease in pregnancy.');
  await doctor('Dr. Harpreet Sandhu', ids.orthopaedics, 'Knee replacement.');
  await doctor('Dr. Joseph Mathew', ids.paediatrics, 'Childhood infections.');
  await createRecord(db, typeOf('specialities'), { title: 'Emergency & Trauma Care', description: '<p>A 24-hour emergency department.</p>', status: 'active' });
  await createRecord(db, typeOf('hospitalfacilities'), { title: 'Imaging Centre', description: '<p>3 Tesla MRI, 128-slice CT and digital X-ray.</p>', status: 'active' });
  await createRecord(db, typeOf('hospitalfacilities'), { title: 'Blood Centre', description: '<p>Component separation.</p>', status: 'inactive' });
  await createRecord(db, typeOf('pages'), { title: 'Hospital Facilities', pageRoute: 'hospital-facilities', template: 'hospital-facilities', status: 'active' });
  await createRecord(db, typeOf('pages'), {
    title: 'Health Check-up Plans',
    pageRoute: 'health-check-up-plans',
    template: 'health-plan',
    description: '<p>Preventive plans.</p>',
    templateData: [
      { name: 'health_plan_section_title', value: 'Choose a plan' },
      { name: 'health_plan_section_loop', value: null, repeaterValues: [{ icon: '', title: 'Basic Health Check', content: '<p>Blood count, sugar and an ECG.</p>' }] },
    ],
    status: 'active',
  });
  await createRecord(db, typeOf('hirings'), { title: 'Staff Nurse, Critical Care', subGroup: 'Nursing', department: 'Critical Care', status: 'active' });
  await saveSynonyms(db, demoSynonyms);
}

for (const dialect of dialects) {
  describe(`search by intent on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      await seedHospital(db);
    });
    afterAll(async () => test.drop());

    it('puts the department a Hinglish query names first and its doctors next; "ka" is not widened to Kapoor, Kaur, Kavita', async () => {
      const result = await search(db, { query: 'dil ka doctor', limit: 5 });
      expect(groupKeys(result).slice(0, 2)).toEqual(['departments', 'doctors']);
      expect(titles(result)[0]).toBe('Cardiology');
      expect(inGroup(result, 'doctors')).toEqual(['Dr. Arvind Menon']);
      expect(titles(result).join(' ')).not.toMatch(/Kapoor|Kaur|Kavita|Karan/);
    });

    it('resolves "neurologist" to the site\'s Neurosciences and never to urology or nephrology by near spelling', async () => {
      const result = await search(db, { query: 'neurologist', limit: 5 });
      expect(titles(result)).toEqual(['Neurosciences', 'Dr. Kavita Raghunathan']);
      expect(result.terms).not.toContain('urology');
    });

    it('puts the speciality "emergency" names before a surgeon whose profile mentions it, and a named doctor first', async () => {
      const emergency = await search(db, { query: 'emergency', limit: 5 });
      expect(titles(emergency)[0]).toBe('Emergency & Trauma Care');
      expect(titles(emergency)).toContain('Dr. Manpreet Kaur');
      const kapoor = await search(db, { query: 'dr kapoor', limit: 5 });
      expect(groupKeys(kapoor)[0]).toBe('doctors');
      expect(titles(kapoor)[0]).toBe('Dr. Anil Kapoor');
    });

    it('finds a facility by its service word and abbreviations, leading to the page that lists the facilities', async () => {
      for (const query of ['MRI', 'ct scan', 'x-ray', 'xray']) {
        const result = await search(db, { query, limit: 5 });
        expect(result.groups[0]?.items[0], query).toMatchObject({ title: 'Imaging Centre', url: '/hospital-facilities' });
      }
      // The blood centre is not published.
      expect(titles(await search(db, { query: 'blood bank', limit: 5 }))).not.toContain('Blood Centre');
    });

    it('finds a page by the text of its template sections, and "checkup" as "check-up"', async () => {
      for (const query of ['health checkup', 'health check-up', 'ECG']) expect(titles(await search(db, { query, limit: 5 }))[0], query).toBe('Health Check-up Plans');
    });

    it('finds a job opening in the careers group', async () => {
      const result = await search(db, { query: 'nursing jobs', limit: 5 });
      expect(inGroup(result, 'careers')).toEqual(['Staff Nurse, Critical Care']);
    });

    it('understands Devanagari, whichever way its letters are composed', async () => {
      const heart = await search(db, { query: 'दिल का डॉक्टर', limit: 5 });
      expect(titles(heart).slice(0, 2)).toEqual(['Cardiology', 'Dr. Arvind Menon']);
      const bone = await search(db, { query: 'हड्डी रोग विशेषज्ञ', limit: 5 });
      expect(titles(bone)[0]).toBe('Orthopaedics');
      // आँख with chandrabindu and आंख with anusvara, decomposed or not: the same word.
      for (const eye of ['आँख', 'आंख', 'आँख'.normalize('NFD')]) expect(titles(await search(db, { query: eye, limit: 5 })), eye).toEqual(['Ophthalmology']);
    });

    it('with match any, lets any word find a doctor, best first: "child specialist", "knee pain"', async () => {
      expect(inGroup(await search(db, { query: 'child specialist', group: 'doctors', limit: 10, match: 'any' }), 'doctors')).toEqual(['Dr. Joseph Mathew']);
      expect(inGroup(await search(db, { query: 'knee pain', group: 'doctors', limit: 10, match: 'any' }), 'doctors')[0]).toBe('Dr. Harpreet Sandhu');
      const both = inGroup(await search(db, { query: 'heart surgery', group: 'doctors', limit: 10, match: 'any' }), 'doctors');
      expect(both).toEqual(expect.arrayContaining(['Dr. Arvind Menon', 'Dr. Manpreet Kaur']));
    });

    it('tries near spellings only when the word and its synonyms find nothing', async () => {
      expect(titles(await search(db, { query: 'cardiolgy', limit: 5 }))[0]).toBe('Cardiology');
      const heart = await search(db, { query: 'heart', limit: 5 });
      expect(heart.terms).not.toContain('hernia');
    });
  });
}
