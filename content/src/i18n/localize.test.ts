import { describe, expect, it } from 'vitest';
import { contentTypeByKey } from '../registry';
import { localizeRecord } from './localize';

const pages = contentTypeByKey('pages')!;
const experts = contentTypeByKey('experts')!;

describe('localizeRecord', () => {
  const page = {
    _id: 'p1',
    title: 'Home',
    pageRoute: 'home',
    template: 'home',
    description: '',
    seo: { title: 'Saffron Ridge Hospital', description: 'Care in Ambarpur', keyword: '' },
    templateData: [
      { name: 'about_section_title', value: 'About the hospital' },
      { name: 'about_section_button_link', value: '/about-us' },
      { name: 'about_section_image', value: '/uploads/0123456789abcdef.webp' },
      {
        name: 'after_banner_section_loop',
        value: null,
        repeaterValues: [
          { title: 'Emergency', text: 'Open day and night', link: '/emergency' },
          { title: 'Pharmacy', text: 'Medicines at fair prices', link: '/pharmacy' },
        ],
      },
    ],
    translations: {
      hi: {
        values: {
          title: 'मुखपृष्ठ',
          seo: { title: 'सैफ्रन रिज अस्पताल' },
          templateData: [
            { name: 'about_section_title', value: 'अस्पताल के बारे में' },
            { name: 'after_banner_section_loop', value: null, repeaterValues: [{ title: 'आपातकाल', text: 'दिन-रात खुला' }, { title: 'फ़ार्मेसी' }] },
          ],
        },
        basis: {},
        savedAt: '',
      },
    },
  };

  it('merges template sections by name and rows by position, words only; SEO texts one by one', () => {
    const hi = localizeRecord(pages, page, 'hi');
    expect(hi.title).toBe('मुखपृष्ठ');
    expect(hi.templateData).toEqual([
      { name: 'about_section_title', value: 'अस्पताल के बारे में' },
      { name: 'about_section_button_link', value: '/about-us' },
      { name: 'about_section_image', value: '/uploads/0123456789abcdef.webp' },
      {
        name: 'after_banner_section_loop',
        value: null,
        repeaterValues: [
          { title: 'आपातकाल', text: 'दिन-रात खुला', link: '/emergency' },
          { title: 'फ़ार्मेसी', text: 'Medicines at fair prices', link: '/pharmacy' },
        ],
      },
    ]);
    expect(hi.seo).toEqual({ title: 'सैफ्रन रिज अस्पताल', description: 'Care in Ambarpur', keyword: '' });
    // One row's text and the SEO description are still English; the empty description shows nothing.
    expect(hi._fallback).toEqual(['templateData', 'seo']);
    expect(hi._translated).toBe(true);
    expect('translations' in hi).toBe(false);
  });

  it('falls back to the default language, field by field, in a language with no translation', () => {
    const doctor = { _id: 'd1', title: 'Dr. Asha Mehta', designation: 'Senior Consultant', education: '', languages: ['English'], translations: { hi: { values: { designation: 'वरिष्ठ सलाहकार' }, basis: {}, savedAt: '' } } };
    const hi = localizeRecord(experts, doctor, 'hi');
    expect(hi).toMatchObject({ title: 'Dr. Asha Mehta', designation: 'वरिष्ठ सलाहकार', _fallback: ['title', 'languages'], _translated: false });
    const mr = localizeRecord(experts, doctor, 'mr');
    expect(mr).toMatchObject({ title: 'Dr. Asha Mehta', designation: 'Senior Consultant', _fallback: ['title', 'designation', 'languages'], _translated: false });
    // The default language: the record as it is, without its translations.
    const { translations: _t, ...plain } = doctor;
    expect(localizeRecord(experts, doctor, 'en')).toEqual(plain);
  });
});
