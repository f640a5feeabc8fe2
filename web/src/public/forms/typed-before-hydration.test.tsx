// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// The browser hydrates the public pages with Preact (web/build.mjs aliases react to preact/compat),
// which leaves a field's value as the visitor left it while hydrating and writes the state's value
// on the next render: checked on the same Preact, through the same aliases.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-dev-runtime'));

const { act } = await import('preact/test-utils');
const { hydrate, render } = await import('preact');
type ReactNode = import('react').ReactNode;
const { ApiDataProvider, ApiDataStore } = await import('../data/api-data');
const { StaticLocation } = await import('../routing/location');
const { LanguageProvider } = await import('../ui/language');
const siteMessages = await import('@hospital/content/i18n/messages/site');
const { ContactForm } = await import('./contact-form');
const { FormPostProvider } = await import('./form-post');

function page(children: ReactNode) {
  const store = new ApiDataStore({ 'site-settings': { data: { siteTitle: 'Lakeside Hospital', consent_checkbox: 'required' } } });
  return (
    <ApiDataProvider store={store}>
      <StaticLocation url="/contact-us">
        <LanguageProvider language="en" messages={siteMessages.en} messagesLanguage="en">
          <FormPostProvider result={null}>{children}</FormPostProvider>
        </LanguageProvider>
      </StaticLocation>
    </ApiDataProvider>
  );
}

const field = (root: HTMLElement, id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;

/** Types into a field as a browser does: the value, then the input event the form's script listens to. */
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a public form typed into before its script arrived', () => {
  it('keeps what was typed and ticked when the form hydrates, through its later renders and into what it sends', () => {
    // The server's markup, as a page without its script yet shows it.
    const server = document.createElement('div');
    render(page(<ContactForm />), server);
    const root = document.createElement('div');
    root.innerHTML = server.innerHTML;
    document.body.replaceChildren(root);

    // The patient starts before the script: two fields typed, the consent ticked.
    field(root, 'form-contact-name').value = 'Priya Sharma';
    field(root, 'form-contact-phone').value = '+91 98765 43210';
    field(root, 'form-contact-consent').checked = true;

    act(() => {
      hydrate(page(<ContactForm />), root);
    });
    // Then goes on once it runs: each keystroke renders the form again.
    act(() => {
      type(field(root, 'form-contact-email'), 'priya@example.org');
    });
    act(() => {
      type(root.querySelector<HTMLTextAreaElement>('#form-contact-message')!, 'When can I visit?');
    });

    expect(field(root, 'form-contact-name').value).toBe('Priya Sharma');
    expect(field(root, 'form-contact-phone').value).toBe('+91 98765 43210');
    expect(field(root, 'form-contact-email').value).toBe('priya@example.org');
    expect(field(root, 'form-contact-consent').checked).toBe(true);
    // The state holds them too: the character count follows the message, and no field is empty on submit.
    expect(root.textContent).toContain(`${(5000 - 'When can I visit?'.length).toLocaleString('en-IN')} characters left`);
  });
});
