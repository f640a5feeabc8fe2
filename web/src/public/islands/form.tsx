import type { ComponentType } from 'react';
import { ContactForm } from '../forms/contact-form';
import { FeedbackForm } from '../forms/feedback-form';
import { GetInTouchForm } from '../forms/get-in-touch-form';
import { formTexts } from '../ui/form-texts';
import { hydrateIsland } from './preact-root';

/**
 * The public forms (issue 47): contact (every page's footer), feedback and discharge feedback.
 * Started when the visitor reaches for the form; what was typed before is kept (forms/public-form.tsx).
 * The appointment form is an island of its own (booking.tsx).
 */
const forms: Record<string, ComponentType> = { contact: ContactForm, feedback: FeedbackForm, 'get-in-touch': GetInTouchForm };

export async function mount(element: HTMLElement, props: unknown): Promise<void> {
  const Form = forms[(props as { form?: string } | null)?.form ?? ''];
  if (Form) await hydrateIsland(element, <Form />, [formTexts]);
}
