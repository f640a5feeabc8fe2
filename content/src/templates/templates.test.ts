import { describe, expect, it } from 'vitest';
import type { Field } from '../fields';
import { contentTypeByKey } from '../registry';
import { commonTemplateFields, editorFields, pageTemplateById, pageTemplates } from './index';
import { defaultTemplateId, templateFlag, templateRows, templateValue, type TemplateDataEntry } from './template-data';

const specTemplateIds = [
  // The GIGW 3.0 HTML sitemap (issue 34) beside the SPEC's layouts.
  'html-sitemap',
  'home',
  'why-choose',
  'faq',
  'vision-mission',
  'accreditation',
  'employee-engagement',
  'image-text',
  'four-images',
  'about-us',
  'service',
  'leadership',
  'media-coverage',
  'events',
  'specialities',
  'announcements',
  'hospital-facilities',
  'find-a-doctor',
  'specialist-doctors',
  'custom-doctors',
  'photo-gallery',
  'video-gallery',
  'blog',
  'careers',
  'patient-responsibilities',
  'conferences-cme',
  'cme-programs',
  'admission-discharge',
  'camps',
  'empanelment',
  'mandatory-disclosure',
  'app-booking',
  'health-plan',
  'contact',
  'single-image',
  'table',
  'book-appointment',
  'feedback',
  'get-in-touch',
  'default',
];

/** The template field names of SPEC §2 and §3 "Template fields used", by layout. */
const specFields: Record<string, Record<string, readonly string[] | null>> = {
  home: {
    after_banner_section_loop: ['icon', 'title', 'text', 'link'],
    our_speciality_section_loop: null,
    empanelment_section_loop: null,
    testimonial_section: [
      'testimonial_name',
      'testimonial_designation',
      'testimonial_content',
      'testimonial_image',
      'testimonial_video_link',
    ],
  },
  'why-choose': { why_gmch_loop: ['text', 'content'], page_image: null },
  'vision-mission': {
    mission_title: null,
    mission_text: null,
    value_title: null,
    value_text: null,
    value_center_image_loop: ['icon', 'title', 'text'],
  },
  accreditation: { top_section_left_loop: ['date', 'title'], awards_section_loop: ['title', 'image'] },
  'employee-engagement': {
    image_1: null,
    image_2: null,
    image_3: null,
    image_4: null,
    employee_activities_section: ['activities_title'],
    employee_activities_gallery_section: ['activity_image'],
  },
  'image-text': { page_image: null, small_heading_text: null, reverse_layout: null },
  'four-images': { image_1: null, image_2: null, image_3: null, image_4: null },
  service: {
    service_logo: null,
    service_content: null,
    service_speciality_loop_section: null,
    services_sub_loop_section: ['title', 'content', 'image'],
    service_image_section: ['service_image'],
    page_bottom_right_content: null,
  },
  'patient-responsibilities': {
    page_image: null,
    section_left_image: null,
    section_right_content: null,
    expected_content: null,
    unexpected_content: null,
  },
  'conferences-cme': {
    conferences_cme_section_loop: [
      'date_of_cme',
      'object_purpose',
      'topic',
      'location',
      'department',
      'no_of_doctors',
      'name_of_doctors',
    ],
  },
  'admission-discharge': { page_image: null, admission_discharge_process_loop_section: ['image', 'content'] },
  'book-appointment': { form_left_content: null },
  feedback: { form_left_content: null },
  'get-in-touch': { form_left_content: null },
  'app-booking': { android_qr_image: null, ios_qr_image: null },
  empanelment: { empanelment_scheme_section: ['scheme_image', 'scheme_title', 'scheme_text'] },
  'mandatory-disclosure': { details_of_information_section: ['details_of_information', 'file_upload', 'page_link'] },
  'custom-doctors': {
    custom_doctor_listing_section: [
      'image',
      'name',
      'education',
      'designation',
      'departments',
      'address',
      'email',
      'phone_number',
    ],
  },
  'cme-programs': { cme_program_section: ['date_of_program', 'title_subject', 'resource_faculty_speakers'] },
  'specialist-doctors': { page_small_title: null, page_sub_title: null },
  'health-plan': {
    page_right_section: null,
    health_plan_section: ['title', 'content'],
    health_plan_section_title: null,
    health_plan_section_loop: ['icon', 'title', 'content'],
    page_image: null,
    page_bottom_left_image: null,
    page_bottom_right_content: null,
  },
  'single-image': { page_image: null },
  table: { table_section: ['label', 'text'] },
};

const names = (fields: readonly Field[]) => fields.map((f) => f.name);

describe('page templates', () => {
  it('declares every layout of the spec plus the default, each id once', () => {
    const ids = pageTemplates.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...specTemplateIds].sort());
    expect(pageTemplateById(defaultTemplateId)?.fields).toEqual([]);
    expect(pageTemplateById('no-such-template')).toBeUndefined();
  });

  it('keeps field names unique within a template (with the contact block) and within a repeater', () => {
    for (const template of pageTemplates) {
      const all = names(editorFields(template));
      expect(new Set(all).size, template.id).toBe(all.length);
      for (const field of template.fields) {
        if (field.type === 'repeater') {
          expect(new Set(names(field.fields)).size, `${template.id}.${field.name}`).toBe(field.fields.length);
        }
      }
    }
  });

  it("declares the spec's template field names for each layout", () => {
    for (const [id, fields] of Object.entries(specFields)) {
      const template = pageTemplateById(id);
      expect(template, id).toBeDefined();
      for (const [name, rowFields] of Object.entries(fields)) {
        const field = template?.fields.find((f) => f.name === name);
        expect(field, `${id}.${name}`).toBeDefined();
        if (rowFields) {
          expect(field?.type, `${id}.${name}`).toBe('repeater');
          if (field?.type === 'repeater') expect(names(field.fields), `${id}.${name}`).toEqual(rowFields);
        }
      }
    }
  });

  it('gives every page the footer contact block overrides once, outside the templates', () => {
    expect(names(commonTemplateFields)).toEqual(['footerformsubtitle', 'footerformtitle', 'footerformdescription']);
    for (const template of pageTemplates) {
      for (const name of names(commonTemplateFields)) expect(names(template.fields)).not.toContain(name);
    }
  });

  it('lists only content types that have a public listing', () => {
    for (const template of pageTemplates) {
      for (const key of template.listings ?? []) {
        expect(contentTypeByKey(key)?.publicListing, `${template.id} → ${key}`).toBeDefined();
      }
    }
  });

  it('uses only field types a template value can hold', () => {
    for (const template of pageTemplates) {
      for (const field of editorFields(template)) {
        expect(['templateData', 'fieldList', 'seo', 'slug'], `${template.id}.${field.name}`).not.toContain(field.type);
      }
    }
  });
});

describe('template values', () => {
  const entries: TemplateDataEntry[] = [
    { name: 'page_image', value: '/uploads/a.webp' },
    { name: 'small_heading_text', value: '' },
    { name: 'reverse_layout', value: 'true' },
    { name: 'table_section', value: null, repeaterValues: [{ label: 'NABH', text: 'Accredited' }] },
  ];

  it('looks a value up by name, giving null when absent or empty', () => {
    expect(templateValue(entries, 'page_image')).toBe('/uploads/a.webp');
    expect(templateValue(entries, 'small_heading_text')).toBeNull();
    expect(templateValue(entries, 'missing')).toBeNull();
    expect(templateValue(undefined, 'page_image')).toBeNull();
  });

  it('gives the rows of a repeater, or none', () => {
    expect(templateRows(entries, 'table_section')).toEqual([{ label: 'NABH', text: 'Accredited' }]);
    expect(templateRows(entries, 'page_image')).toEqual([]);
    expect(templateRows(null, 'table_section')).toEqual([]);
  });

  it('reads a boolean value', () => {
    expect(templateFlag(entries, 'reverse_layout')).toBe(true);
    expect(templateFlag(entries, 'small_heading_text')).toBe(false);
  });
});
