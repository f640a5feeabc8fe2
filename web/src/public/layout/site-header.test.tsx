// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiDataProvider, ApiDataStore } from '../data/api-data';
import { navPath, type NavItem } from '../data/navigation';
import { BrowserLocation, StaticLocation } from '../routing/location';
import { headerNavId } from './menu-from-markup';
import { SiteHeader } from './site-header';

const item = (id: string, title: string, path: string, children?: NavItem[]): NavItem => ({ _id: id, title, path, openInNewTab: false, custom_class: '', ...(children ? { children } : {}) });

const menu: NavItem[] = [
  item('home', 'Home', '/'),
  item('about', 'About Us', '#', [item('vision', 'Vision & Mission', '/vision'), item('centres', 'Centres', '#', [item('heart', 'Heart Institute', '/heart')])]),
  item('patients', 'Patients', '#', [item('visiting', 'Visiting hours', '/visiting')]),
];

const baseSettings = { siteTitle: 'Lakeside Hospital', site_phone_no_1: '+91 80 4000 1234', site_mail_id: 'care@lakeside.example' };

function header(pathname: string, settings: Record<string, string> = baseSettings) {
  const store = new ApiDataStore({ [navPath('header')]: menu, 'site-settings': { data: settings } });
  return (
    <ApiDataProvider store={store}>
      <StaticLocation url={pathname}>
        <SiteHeader />
      </StaticLocation>
    </ApiDataProvider>
  );
}

/** The header as the server sends it, in the document. */
function serve(pathname: string, settings?: Record<string, string>): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(header(pathname, settings));
  document.body.replaceChildren(root);
  return root;
}

const menuDetails = (root: HTMLElement) => root.querySelector(`#${headerNavId}`)!.parentElement as HTMLDetailsElement;
const submenu = (root: HTMLElement, title: string) => root.querySelector(`summary[aria-label="${title} submenu"]`)!.parentElement as HTMLDetailsElement;

afterEach(() => document.body.replaceChildren());

// React's act() is used below to wait for hydration and its effects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The header as the browser hydrates it, at the address bar's location. */
function browserHeader() {
  const store = new ApiDataStore({ [navPath('header')]: menu, 'site-settings': { data: baseSettings } });
  return (
    <ApiDataProvider store={store}>
      <BrowserLocation>
        <SiteHeader />
      </BrowserLocation>
    </ApiDataProvider>
  );
}

describe('the header menu as HTML first', () => {
  it('is a <details> whose summary is the ☰, and every submenu a <details> beside its link, open on the current page’s parents', () => {
    const root = serve('/heart');
    const details = menuDetails(root);
    expect(details.querySelector(':scope > summary')?.textContent).toBe('Menu');
    expect(details.open).toBe(false);
    expect(details.querySelector(`:scope > nav#${headerNavId}[aria-label="Main"]`)).not.toBeNull();
    // The submenus that hold the current page are open in the server's markup; the others are not.
    expect(submenu(root, 'About Us').open).toBe(true);
    expect(submenu(root, 'Centres').open).toBe(true);
    expect(submenu(root, 'Patients').open).toBe(false);
    // The link stays a link beside its toggle (never inside a summary).
    expect(submenu(root, 'About Us').parentElement?.querySelector(':scope > span > a')?.textContent).toBe('About Us');
    expect(root.querySelector('summary a')).toBeNull();
    // No button needs a script for the menu.
    expect(root.querySelectorAll(`#${headerNavId} button`)).toHaveLength(0);
  });

  it('keeps open, on hydration, what the visitor opened before the script ran, and knows it: the next page closes it', async () => {
    window.history.replaceState(null, '', '/vision');
    const root = serve('/vision');
    menuDetails(root).open = true;
    submenu(root, 'Patients').open = true;
    // The visitor closed a submenu the server had opened.
    submenu(root, 'About Us').open = false;
    // Their toggle events fire before the script has loaded: nobody hears them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await act(async () => {
      hydrateRoot(root, browserHeader());
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(menuDetails(root).open).toBe(true);
    expect(submenu(root, 'Patients').open).toBe(true);
    expect(submenu(root, 'About Us').open).toBe(false);

    // Moving on resets the menu (SPEC §2): closed, with the new current page's parents open.
    await act(async () => {
      window.history.pushState(null, '', '/heart');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(menuDetails(root).open).toBe(false);
    expect(submenu(root, 'Patients').open).toBe(false);
    expect(submenu(root, 'About Us').open).toBe(true);
    expect(submenu(root, 'Centres').open).toBe(true);
  });

  it('closes on Escape once hydrated, the innermost open part first, and puts focus on its toggle', async () => {
    const root = serve('/');
    await act(async () => {
      hydrateRoot(root, header('/'));
    });
    const details = menuDetails(root);
    const patients = submenu(root, 'Patients');
    await act(async () => {
      details.open = true;
      patients.open = true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const link = [...patients.querySelectorAll('a')].find((a) => a.textContent === 'Visiting hours')!;
    // jsdom lays nothing out: the toggles are "shown" for the test.
    for (const summary of root.querySelectorAll('summary')) summary.getClientRects = () => [{}] as unknown as DOMRectList;
    link.focus();
    await act(async () => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(patients.open).toBe(false);
    expect(details.open).toBe(true);
    expect(document.activeElement).toBe(patients.querySelector('summary'));
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector(':scope > summary'));
  });
});

describe('the hydrated menu and focus', () => {
  it('closes when focus moves on out of it, and stays open while focus moves inside it', async () => {
    const root = serve('/');
    const outside = document.createElement('button');
    document.body.append(outside);
    await act(async () => {
      hydrateRoot(root, header('/'));
    });
    const details = menuDetails(root);
    await act(async () => {
      details.open = true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const links = [...details.querySelectorAll('nav a')] as HTMLAnchorElement[];
    await act(async () => links[0]?.focus());
    await act(async () => links[1]?.focus());
    expect(details.open).toBe(true);
    await act(async () => {
      outside.focus();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(details.open).toBe(false);
  });
});

describe('the emergency number in the header', () => {
  it('is a tap-to-call link with its label, apart from the general line', () => {
    const root = serve('/', { ...baseSettings, emergency_phone: '+91 755 010 4411', emergency_label: 'Emergency 24×7' });
    const links = [...root.querySelectorAll('header a[href^="tel:"]')];
    // In the top strip on a wide screen, beside the logo on a narrow one (the style sheet shows one).
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:+917550104411', 'tel:+918040001234', 'tel:+917550104411']);
    expect(links[0]?.textContent).toBe('Emergency 24×7: +91 755 010 4411');
    expect(links[2]?.textContent).toBe('Emergency 24×7: +91 755 010 4411');
    expect(links[1]?.textContent).toBe('Phone: +91 80 4000 1234');
  });

  it('says "Emergency" when the hospital gives no label, and is absent without a number', () => {
    const labelled = serve('/', { ...baseSettings, emergency_phone: '108' });
    expect([...labelled.querySelectorAll('header a[href="tel:108"]')].map((a) => a.textContent)).toEqual(['Emergency: 108', 'Emergency: 108']);
    const none = serve('/');
    expect([...none.querySelectorAll('header a[href^="tel:"]')].map((a) => a.getAttribute('href'))).toEqual(['tel:+918040001234']);
  });
});
