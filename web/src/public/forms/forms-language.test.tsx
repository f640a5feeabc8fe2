// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cataloguedLanguages, messagesFor } from '@hospital/content/i18n/catalogue';
import * as siteEnglish from '@hospital/content/i18n/messages/site';
import * as siteHindi from '@hospital/content/i18n/messages/site-hi';

const siteMessages = { en: siteEnglish.en, hi: siteHindi.hi };
import { ApiDataProvider, ApiDataStore } from '../data/api-data';
import { StaticLocation } from '../routing/location';
import { LanguageProvider } from '../ui/language';
import { formTexts, useFormTexts } from '../ui/form-texts';
import { ContactForm } from './contact-form';
import { FormPostProvider, type FormPostResult } from './form-post';
import { GetInTouchForm } from './get-in-touch-form';
import { loadValidator } from './use-public-form';

/**
 * Issue 32: the public forms in the page's language, rendered as the server sends them and then
 * hydrated: labels, placeholders, the consent notice and its link, the post's address under the
 * language's prefix, the errors of a post without JavaScript, and the browser's own check.
 * (The /hi/ pages themselves come with the web part; this renders the forms inside its language.)
 */

// The hospital's own texts in the settings, in English: a Hindi page shows the catalogue's instead.
const settings = { siteTitle: 'Lakeside Hospital', nameplaceholder: 'Your full name', submitbuttontext: 'Send message', consent_notice: 'We keep your details safe.' };

function page(children: React.ReactNode, language: string, path: string, post: FormPostResult | null = null) {
  const store = new ApiDataStore({ 'site-settings': { data: settings } });
  const messages = language === 'hi' ? siteMessages.hi : siteMessages.en;
  return (
    <ApiDataProvider store={store}>
      <StaticLocation url={path}>
        <LanguageProvider language={language} messages={messages} messagesLanguage={language}>
          <FormPostProvider result={post}>{children}</FormPostProvider>
        </LanguageProvider>
      </StaticLocation>
    </ApiDataProvider>
  );
}

function serve(element: React.ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => document.body.replaceChildren());
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Texts() {
  return <p>{useFormTexts().thankYou}</p>;
}

describe('the forms\' texts in the browser', () => {
  it('loads each catalogued language\'s texts as a chunk of its own, as the catalogue has them', async () => {
    for (const language of cataloguedLanguages) {
      await formTexts.load(language);
      expect(renderToString(page(<Texts />, language, '/'))).toContain(messagesFor(language).forms.thankYou);
    }
    // A language without a catalogue reads English.
    await formTexts.load('mr');
    expect(renderToString(page(<Texts />, 'mr', '/mr/'))).toContain('Thank You!');
  });
});

describe('the public forms in Hindi', () => {
  beforeAll(async () => {
    await formTexts.load('hi');
  });

  it('renders the contact form in Hindi, posting to the Hindi page, with the consent notice in Hindi', () => {
    const root = serve(page(<ContactForm />, 'hi', '/hi/contact-us'));
    const form = root.querySelector('form')!;
    expect(form.getAttribute('aria-label')).toBe('संपर्क फ़ॉर्म');
    expect(form.getAttribute('action')).toBe('/hi/contact-us');
    expect(root.querySelector('label[for="form-contact-name"]')?.textContent).toBe('नाम (आवश्यक)');
    expect(root.querySelector<HTMLInputElement>('#form-contact-name')?.placeholder).toBe('आपका नाम');
    expect(root.querySelector<HTMLInputElement>('#form-contact-phone')?.placeholder).toBe('आपका फ़ोन नंबर');
    expect(root.textContent).toContain('आपके भेजे गए विवरण का उपयोग हम केवल इस अनुरोध का उत्तर देने के लिए करते हैं');
    expect(root.textContent).not.toContain('We keep your details safe.');
    const policy = [...root.querySelectorAll('a')].find((a) => a.textContent === 'गोपनीयता नीति');
    expect(policy?.getAttribute('href')).toBe('/hi/privacy-policy');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('जमा करें');
    expect(root.textContent).toContain('5,000 अक्षर बाकी');
  });

  it('keeps the SPEC\'s English and the hospital\'s texts on the default language\'s page', () => {
    const root = serve(page(<ContactForm />, 'en', '/contact-us'));
    expect(root.querySelector('form')?.getAttribute('action')).toBe('/contact-us');
    expect(root.querySelector('form')?.getAttribute('aria-label')).toBe('Contact form');
    expect(root.querySelector('label[for="form-contact-name"]')?.textContent).toBe('Name (required)');
    expect(root.querySelector<HTMLInputElement>('#form-contact-name')?.placeholder).toBe('Your full name');
    expect(root.textContent).toContain('We keep your details safe.');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Send message');
  });

  it('shows the errors of a post without JavaScript in the page\'s language, and the thank-you text in it', () => {
    const refused: FormPostResult = { form: 'getintouch', sent: false, values: { city: 'Pune' }, errors: { patientName: 'मरीज़ का नाम आवश्यक है।' } };
    const root = serve(page(<GetInTouchForm />, 'hi', '/hi/discharge-feedback', refused));
    expect(root.textContent).toContain('कृपया 1 फ़ील्ड ठीक करें:');
    expect(root.querySelector('a[href="#form-getintouch-patientName"]')?.textContent).toBe('मरीज़ का नाम आवश्यक है।');
    expect(root.querySelector('label[for="form-getintouch-relationshipToPatient"]')?.textContent).toBe('मरीज़ से संबंध (आवश्यक)');

    const sent = serve(page(<GetInTouchForm />, 'hi', '/hi/discharge-feedback', { form: 'getintouch', sent: true, values: {}, errors: {}, reference: 'DIS-2026-000007' }));
    expect(sent.querySelector('h3')?.textContent).toBe('धन्यवाद!');
    expect(sent.textContent).toContain('आपका अनुरोध सफलतापूर्वक भेज दिया गया है।');
    expect(sent.textContent).toContain('आपका संदर्भ नंबर: DIS-2026-000007');
  });

  it('checks in the browser in Hindi first: an empty form gets Hindi messages and sends nothing', async () => {
    window.history.replaceState(null, '', '/hi/contact-us');
    const root = serve(page(<ContactForm />, 'hi', '/hi/contact-us'));
    await act(async () => {
      hydrateRoot(root, page(<ContactForm />, 'hi', '/hi/contact-us'));
    });
    const form = root.querySelector('form')!;
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      // The validator is loaded on first use; then the check runs.
      await loadValidator();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(root.querySelector('#form-contact-name-error')?.textContent).toBe('नाम आवश्यक है।');
    expect(root.querySelector('#form-contact-email-error')?.textContent).toBe('ईमेल आवश्यक है।');
    expect(root.textContent).toContain('कृपया 4 फ़ील्ड ठीक करें:');
    expect(document.activeElement?.id).toBe('form-contact-name');
  });
});
