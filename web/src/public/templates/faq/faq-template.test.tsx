// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiDataProvider, ApiDataStore } from '../../data/api-data';
import type { PublicPage } from '../template-types';
import { Template } from './faq-template';

const page: PublicPage = { _id: 'p1', title: 'FAQ', pageRoute: 'faq', template: 'faq', description: null, templateData: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', departments: null, seo: null };

function renderFaqs(faqs: { _id: string; title: string; description: string }[]) {
  const store = new ApiDataStore({ 'faqs/active': { data: faqs } }, () => Promise.reject(new Error('no network in this test')));
  render(
    <ApiDataProvider store={store}>
      <Template page={page} />
    </ApiDataProvider>,
  );
}

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ accordion', () => {
  afterEach(cleanup);

  it('opens the first answer at start, one at a time, and closes the open one on click', () => {
    renderFaqs([
      { _id: 'a', title: 'Visiting hours?', description: '<p>Nine to five.</p>' },
      { _id: 'b', title: 'Parking?', description: '<p>Basement.</p>' },
    ]);
    expect(question('Visiting hours?').getAttribute('aria-expanded')).toBe('true');
    expect(question('Parking?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Nine to five.')).toBeTruthy();
    expect(screen.getByText('Basement.').closest('[hidden]')).not.toBeNull();

    fireEvent.click(question('Parking?'));
    expect(question('Parking?').getAttribute('aria-expanded')).toBe('true');
    expect(question('Visiting hours?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Nine to five.').closest('[hidden]')).not.toBeNull();

    fireEvent.click(question('Parking?'));
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('ties each question to its answer region', () => {
    renderFaqs([{ _id: 'a', title: 'Visiting hours?', description: '<p>Nine to five.</p>' }]);
    const button = question('Visiting hours?');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('Nine to five.');
    expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
  });

  it('says so when there are no FAQs', () => {
    renderFaqs([]);
    expect(screen.getByText('No FAQs available.')).toBeTruthy();
  });
});
