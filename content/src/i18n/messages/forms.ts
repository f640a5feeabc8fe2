/**
 * The four public forms' texts (labels, placeholders, validation messages, the loading view, the
 * thank-you text) and the acknowledgement e-mail, per language. English is the SPEC's wording.
 */
export const en = {
  sending: 'Sending…',
};

export type FormMessages = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] };

export const hi: FormMessages = {
  sending: 'भेजा जा रहा है…',
};

