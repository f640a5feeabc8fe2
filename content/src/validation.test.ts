import { describe, expect, it } from 'vitest';
import type { ContentType } from './content-type';
import { number, repeater, select, text, date, image, type Field } from './fields';
import { contentTypeByKey } from './registry';
import { fieldSchema, recordSchema, validateRecord } from './validation';

const type = (key: string): ContentType => {
  const found = contentTypeByKey(key);
  if (!found) throw new Error(`no content type ${key}`);
  return found;
};

/** The first message for one field of a record, or undefined when the record is valid there. */
const errorOf = (key: string, body: Record<string, unknown>, path: string): string | undefined => {
  const result = validateRecord(type(key), body);
  return result.ok ? undefined : result.errors[path];
};

const valueOf = (field: Field, value: unknown) => fieldSchema(field).safeParse(value);
const messageOf = (field: Field, value: unknown) => valueOf(field, value).error?.issues[0]?.message;

const expert = { title: 'Dr. Asha Mehta', departments: ['dep1'] };
const page = { title: 'About us', pageRoute: 'about-us', template: 'default' };

describe('recordSchema', () => {
  it('requires required fields with "{Label} is required." (lists: "Choose at least one …") when missing, null or blank', () => {
    expect(validateRecord(type('experts'), {})).toEqual({
      ok: false,
      errors: { title: "Doctor's name is required.", departments: 'Choose at least one department.' },
    });
    expect(errorOf('experts', { ...expert, title: '   ' }, 'title')).toBe("Doctor's name is required.");
    expect(errorOf('experts', { ...expert, title: null }, 'title')).toBe("Doctor's name is required.");
    expect(errorOf('experts', { ...expert, departments: [] }, 'departments')).toBe('Choose at least one department.');
    expect(errorOf('faqs', { title: 'Visiting hours?', description: '<p> </p>' }, 'description')).toBe(
      'Answer is required.',
    );
  });

  it('accepts a minimal record and fills the system fields', () => {
    const result = validateRecord(type('experts'), expert);
    expect(result).toEqual({ ok: true, value: { ...expert, status: 'active', sortOrder: 0 } });
    expect(validateRecord(type('experts'), { ...expert, status: 'inactive', sortOrder: 3 }).ok).toBe(true);
    expect(errorOf('experts', { ...expert, status: 'draft' }, 'status')).toBe('Status must be active or inactive.');
    expect(errorOf('experts', { ...expert, sortOrder: 1.5 }, 'sortOrder')).toBe('Sort order must be a whole number.');
  });

  it('accepts optional fields absent, null or empty', () => {
    for (const empty of [undefined, null, '']) {
      expect(validateRecord(type('experts'), { ...expert, designation: empty, imageUrl: empty, slug: empty }).ok).toBe(
        true,
      );
    }
  });

  it('refuses unknown fields, naming them, and the server-kept ones', () => {
    expect(validateRecord(type('faqs'), { title: 'Q', description: 'A', colour: 'red', _id: 'x' })).toEqual({
      ok: false,
      errors: { colour: 'Unknown field: colour.', _id: 'Unknown field: _id.' },
    });
    expect(recordSchema(type('faqs'), 'update').safeParse({ title: 'Q', description: 'A', colour: 1 }).error?.issues[0]?.message).toBe(
      'Unknown field: colour.',
    );
  });

  it('applies the same rules to an update, which replaces the whole record', () => {
    expect(recordSchema(type('experts'), 'update').safeParse({ title: 'Dr. B' }).success).toBe(false);
  });

  it('trims text', () => {
    const result = validateRecord(type('faqs'), { title: '  Visiting hours? ', description: '<p>9 to 5</p>' });
    expect(result.ok && result.value.title).toBe('Visiting hours?');
  });

  it('keeps the singleton free of status and sort order', () => {
    expect(validateRecord(type('site-settings'), { siteTitle: 'City Hospital' })).toEqual({
      ok: true,
      value: { siteTitle: 'City Hospital' },
    });
    expect(errorOf('site-settings', { siteTitle: 'X', status: 'active' }, 'status')).toBe('Unknown field: status.');
  });
});

describe('field rules', () => {
  it('limits one-line text to 500 characters and multiline to 20,000 by default', () => {
    expect(messageOf(text('name', 'Name'), 'x'.repeat(501))).toBe('Name must be at most 500 characters.');
    expect(valueOf(text('note', 'Note', { multiline: true }), 'x'.repeat(20_000)).success).toBe(true);
    expect(messageOf(text('note', 'Note', { multiline: true }), 'x'.repeat(20_001))).toBe(
      'Note must be at most 20,000 characters.',
    );
  });

  it('checks emails, web addresses, links and phones', () => {
    expect(errorOf('site-settings', { siteTitle: 'X', site_mail_id: 'info@hospital' }, 'site_mail_id')).toBeUndefined();
    expect(errorOf('site-settings', { siteTitle: 'X', site_mail_id: 'info at hospital' }, 'site_mail_id')).toBe(
      'Email must be an email address like name@example.com.',
    );
    const url = text('u', 'Website', { format: 'url' });
    expect(valueOf(url, 'https://example.org/a?b=1').success).toBe(true);
    for (const bad of ['/about', 'ftp://example.org', 'javascript:alert(1)', 'example.org']) {
      expect(messageOf(url, bad), bad).toBe('Website must be a web address starting with http:// or https://.');
    }
    const link = text('l', 'Link', { format: 'link' });
    for (const good of ['/about-us', 'about-us', '#', '#team', 'https://example.org', 'tel:+911725000000', 'mailto:a@b.c']) {
      expect(valueOf(link, good).success, good).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example', 'data:text/html,x', 'two words']) {
      expect(valueOf(link, bad).success, bad).toBe(false);
    }
    const phone = text('p', 'Phone', { format: 'phone' });
    expect(valueOf(phone, '+91 172 500-0000').success).toBe(true);
    expect(messageOf(phone, 'call us')).toBe('Phone must be a phone number: digits, spaces and + - ( ).');
  });

  it('checks a page route against its pattern and requires a template', () => {
    expect(errorOf('pages', page, 'pageRoute')).toBeUndefined();
    expect(errorOf('pages', { ...page, pageRoute: 'about/history' }, 'pageRoute')).toBeUndefined();
    expect(errorOf('pages', { ...page, pageRoute: '/about-us' }, 'pageRoute')).toMatch(/^Page route may hold/);
    expect(errorOf('pages', { ...page, template: '' }, 'template')).toBe('Template is required.');
  });

  it('accepts an empty slug (to be generated) and refuses a malformed one', () => {
    expect(errorOf('blogs', { title: 'A', date: '2026-01-02', blogCategory: 'c', slug: '' }, 'slug')).toBeUndefined();
    expect(errorOf('blogs', { title: 'A', date: '2026-01-02', blogCategory: 'c', slug: 'Heart Care' }, 'slug')).toBe(
      'Slug may hold lowercase letters, digits and single dashes only (e.g. heart-care).',
    );
  });

  it('wants images and files from the media library', () => {
    const photo = image('imageUrl', 'Photo');
    expect(valueOf(photo, '/uploads/ab12cd34.webp').success).toBe(true);
    for (const bad of ['https://example.org/a.jpg', 'uploads/a.jpg', '/uploads/../secret', '/etc/passwd']) {
      expect(messageOf(photo, bad), bad).toBe('Photo must be an image of the media library (/uploads/…).');
    }
  });

  it('wants ISO dates that exist, with a time when asked', () => {
    const day = date('d', 'Camp date');
    expect(valueOf(day, '2026-11-21').success).toBe(true);
    expect(messageOf(day, '2026-02-30')).toBe('Camp date must be a date like 2026-11-21.');
    expect(messageOf(day, '21/11/2026')).toBe('Camp date must be a date like 2026-11-21.');
    const moment = date('m', 'Starts', { withTime: true });
    for (const good of ['2026-11-21T09:30', '2026-11-21T09:30:00Z', '2026-11-21T09:30:00.000+05:30']) {
      expect(valueOf(moment, good).success, good).toBe(true);
    }
    expect(valueOf(moment, '2026-11-21').success).toBe(false);
  });

  it('defaults booleans and checks numbers and selects', () => {
    expect(validateRecord(type('banners'), {})).toEqual({
      ok: true,
      value: { hideBannerText: false, status: 'active', sortOrder: 0 },
    });
    expect(errorOf('banners', { hideBannerText: 'yes' }, 'hideBannerText')).toBe('Hide banner text must be true or false.');
    const count = number('n', 'No. of doctors', { integer: true, min: 0, max: 500 });
    expect(valueOf(count, 12).success).toBe(true);
    expect(messageOf(count, -1)).toBe('No. of doctors must be at least 0.');
    expect(messageOf(count, 2.5)).toBe('No. of doctors must be a whole number.');
    expect(messageOf(count, '12')).toBe('No. of doctors must be a number.');
    const kind = select('k', 'Kind', { options: [{ value: 'a', label: 'Alpha' }] });
    expect(valueOf(kind, '').success).toBe(true);
    expect(messageOf(kind, 'b')).toBe('Kind must be one of: Alpha.');
  });

  it('keeps a menu item in a location, the header unless told', () => {
    const result = validateRecord(type('menus'), { title: 'Home', path: '/' });
    expect(result.ok && result.value.location).toBe('header');
    expect(errorOf('menus', { title: 'Home', path: '/', location: 'sidebar' }, 'location')).toMatch(/^Menu must be one of/);
  });

  it('checks relations: one id, or a list of distinct ids', () => {
    expect(errorOf('experts', { ...expert, departments: 'dep1' }, 'departments')).toBe('Departments must be a list.');
    expect(errorOf('experts', { ...expert, departments: ['a', 'a'] }, 'departments')).toBe(
      'Departments lists the same record twice.',
    );
    expect(errorOf('galleries', { imageUrl: '/uploads/a.webp' }, 'galleryCategory')).toBe('Category is required.');
    expect(errorOf('galleries', { imageUrl: '/uploads/a.webp', galleryCategory: ['x'] }, 'galleryCategory')).toBe(
      'Category must be text.',
    );
  });

  it('checks each repeater row by its sub-fields', () => {
    const rows = repeater('rows', 'Rows', { required: true, fields: [text('label', 'Label', { required: true }), image('icon', 'Icon')] });
    expect(valueOf(rows, [{ label: 'A' }, { label: 'B', icon: '/uploads/b.png' }]).success).toBe(true);
    expect(messageOf(rows, [])).toBe('Add at least one row.');
    expect(messageOf(rows, undefined)).toBe('Add at least one row.');
    const issues = valueOf(rows, [{ label: 'A' }, { label: '', colour: 'x' }]).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['1.label', 'Label is required.'],
        ['1', 'Unknown field: colour.'],
      ]),
    );
  });

  it('checks search-engine data', () => {
    expect(errorOf('blogs', { title: 'A', date: '2026-01-02', blogCategory: 'c', seo: { title: 'T', keyword: null } }, 'seo')).toBeUndefined();
    expect(errorOf('blogs', { title: 'A', date: '2026-01-02', blogCategory: 'c', seo: { title: 'x'.repeat(201) } }, 'seo.title')).toBe(
      'Search title must be at most 200 characters.',
    );
    expect(errorOf('blogs', { title: 'A', date: '2026-01-02', blogCategory: 'c', seo: { robots: 'none' } }, 'seo.robots')).toBe(
      'Unknown field: robots.',
    );
  });
});

describe('template data of a page', () => {
  it('accepts entries of name, value and repeater rows', () => {
    const result = validateRecord(type('pages'), {
      ...page,
      template: 'table',
      templateData: [
        { name: 'table_section', value: null, repeaterValues: [{ label: 'NABH', text: 'Accredited' }] },
        { name: 'footerformtitle', value: 'Write to us' },
      ],
    });
    expect(result.ok).toBe(true);
  });

  it('refuses malformed entries and names given twice', () => {
    const entries = [{ name: 'page image', value: 'x' }, { name: 'a', value: 1 }, { name: 'b' }];
    const result = validateRecord(type('pages'), { ...page, template: 'custom-from-records', templateData: entries });
    expect(result.ok ? {} : result.errors).toEqual({
      'templateData.0.name': 'A template field name must start with a letter and hold only letters, digits and underscores (e.g. page_image).',
      'templateData.1.value': 'A template value must be text or null.',
    });
    const twice = [{ name: 'b' }, { name: 'b', value: null }];
    expect(errorOf('pages', { ...page, template: 'custom-from-records', templateData: twice }, 'templateData.1.name')).toBe(
      '"b" is given twice.',
    );
  });

  it("checks values by the built-in template's fields", () => {
    const result = validateRecord(type('pages'), {
      ...page,
      template: 'home',
      templateData: [
        { name: 'about_section_button_link', value: 'javascript:alert(1)' },
        { name: 'about_section_image', value: 'https://elsewhere.example/a.jpg' },
        { name: 'after_banner_section_loop', value: null, repeaterValues: [{ title: 'Book', link: '/book-appointment', colour: 'x' }] },
        { name: 'no_such_field', value: 'x' },
      ],
    });
    expect(result.ok ? {} : result.errors).toEqual({
      'templateData.0.value':
        'About: button link must be a page of this site like /about-us, # or a web address starting with http:// or https://.',
      'templateData.1.value': 'About: image must be an image of the media library (/uploads/…).',
      'templateData.2.repeaterValues.0.colour': 'Cards under the banner has no field "colour".',
      'templateData.3.name': 'The template "Home" has no field "no_such_field".',
    });
  });

  it('reads stored booleans and numbers back before checking them', () => {
    const base = { ...page, template: 'image-text' };
    expect(validateRecord(type('pages'), { ...base, templateData: [{ name: 'reverse_layout', value: 'true' }] }).ok).toBe(true);
    expect(validateRecord(type('pages'), { ...base, templateData: [{ name: 'reverse_layout', value: 'yes' }] }).ok).toBe(false);
    const cme = { ...page, template: 'conferences-cme' };
    const row = (n: string) => [{ name: 'conferences_cme_section_loop', value: null, repeaterValues: [{ no_of_doctors: n }] }];
    expect(validateRecord(type('pages'), { ...cme, templateData: row('12') }).ok).toBe(true);
    expect(validateRecord(type('pages'), { ...cme, templateData: row('twelve') }).ok).toBe(false);
  });
});

describe('template definitions', () => {
  const definition = { templateId: 'health-camp', name: 'Health camp' };

  it('accepts sane field definitions with one level of repeater', () => {
    const fields = [
      { type: 'image', name: 'page_image', label: 'Page image' },
      { type: 'repeater', name: 'steps', label: 'Steps', fields: [{ type: 'richText', name: 'content', label: 'Content' }] },
    ];
    expect(validateRecord(type('templates'), { ...definition, fields }).ok).toBe(true);
  });

  it('refuses bad names, unknown types, empty and nested repeaters and duplicate names', () => {
    const fields = [
      { type: 'image', name: '1st image', label: 'Image' },
      { type: 'widget', name: 'w', label: 'W' },
      { type: 'repeater', name: 'rows', label: 'Rows', fields: [] },
      { type: 'repeater', name: 'deep', label: 'Deep', fields: [{ type: 'repeater', name: 'inner', label: 'Inner' }] },
      { type: 'text', name: 't', label: 'T', fields: [{ type: 'text', name: 'x', label: 'X' }] },
    ];
    const result = validateRecord(type('templates'), { ...definition, fields });
    expect(result.ok ? {} : result.errors).toMatchObject({
      'fields.0.name': 'Field name must start with a letter and hold only letters, digits and underscores (e.g. page_image).',
      'fields.1.type': expect.stringMatching(/^Field type must be one of: text, richText/),
      'fields.2.fields': 'The repeater "rows" needs at least one field.',
      'fields.3.fields.0.type': expect.stringMatching(/^Field type must be one of/),
      'fields.4.fields': 'Only a repeater has fields of its own ("t").',
    });
    const twice = [
      { type: 'text', name: 'title', label: 'Title' },
      { type: 'image', name: 'title', label: 'Again' },
    ];
    expect(errorOf('templates', { ...definition, fields: twice }, 'fields.1.name')).toBe(
      'The field name "title" is used twice.',
    );
  });

  it('wants a template id in kebab case', () => {
    expect(errorOf('templates', { ...definition, templateId: 'Health Camp' }, 'templateId')).toBe(
      'Template id may hold lowercase letters, digits and dashes (e.g. health-plan).',
    );
  });
});

describe('a list of texts (text with many)', () => {
  const languages = text('languages', 'Languages spoken', { many: true, maxLength: 40 });
  const required = text('languages', 'Languages', { many: true, required: true });

  it('keeps the entries trimmed and in order; absent and null are accepted when optional', () => {
    expect(valueOf(languages, [' English', 'Hindi '])).toMatchObject({ success: true, data: ['English', 'Hindi'] });
    expect(valueOf(languages, null).success).toBe(true);
    expect(valueOf(languages, undefined).success).toBe(true);
    expect(valueOf(languages, []).success).toBe(true);
  });

  it('refuses what is not a list of short, distinct, non-empty texts, saying which', () => {
    expect(messageOf(languages, 'English')).toBe('Languages spoken must be a list of texts.');
    expect(messageOf(languages, [4])).toBe('Languages spoken must be a list of texts.');
    expect(messageOf(languages, ['English', '  '])).toBe('Languages spoken must not hold an empty entry.');
    expect(messageOf(languages, ['English', 'english'])).toBe('Languages spoken lists the same entry twice.');
    expect(messageOf(languages, ['x'.repeat(41)])).toBe('Each of Languages spoken must be at most 40 characters.');
    expect(messageOf(languages, Array.from({ length: 51 }, (_, i) => `L${i}`))).toBe('Languages spoken may hold at most 50 entries.');
  });

  it('asks for at least one entry when required', () => {
    expect(messageOf(required, [])).toBe('Add at least one language.');
    expect(messageOf(required, null)).toBe('Add at least one language.');
  });

  it('is a doctor field that a saved record keeps', () => {
    const result = validateRecord(type('experts'), { ...expert, languages: ['English', 'Tamil'] });
    expect(result.ok && result.value.languages).toEqual(['English', 'Tamil']);
  });
});
