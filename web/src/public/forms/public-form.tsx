import { useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from '../routing/location';
import { honeypotField, type FormFieldDecl, type PublicForm } from '@hospital/content/forms/declarations';
import { consentField, defaultPrivacyPolicyLink, defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { localizeForm } from '@hospital/content/forms/localized';
import type { FormMessages } from '@hospital/content/i18n/messages/forms';
import { languagePath, splitLanguagePath } from '@hospital/content/i18n/languages';
import { settingText, useSiteSettings } from '../data/site-settings';
import { useLanguage } from '../ui/language';
import { useFormTexts } from '../ui/form-texts';
import { Loader } from '../ui/loader';
import { DateTimeField } from './date-time-field';
import { formKeyField } from './form-post';
import { placeholderFor, settingInLanguage, submitLabelFor } from './placeholders';
import type { PublicFormState } from './use-public-form';
import styles from './forms.module.css';

export interface SelectConfig {
  options: readonly { value: string; label: string }[];
  /** Options in labelled groups instead (every department's doctors, for a page without JavaScript). */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  disabled?: boolean;
  /** Called after the value changes (the department clears the doctor). */
  onChange?: (value: string) => void;
}

export interface PublicFormViewProps {
  form: PublicForm;
  state: PublicFormState;
  /** Where the failure text goes (SPEC §4): under the form (contact) or in red above the button. */
  errorPlacement: 'below-form' | 'above-button';
  /** Visible labels above the fields (the long forms); otherwise the placeholders lead and labels are for screen readers. */
  visibleLabels?: boolean;
  selects?: Record<string, SelectConfig>;
  /** The earliest day a date-time field's picker offers, by field name (yyyy-mm-dd). */
  minDates?: Record<string, string>;
  /** What the thank-you view shows instead of its text (a booked appointment's confirmation, issue 33). */
  confirmation?: ReactNode;
  /** Fields shown by the form's own view instead (an appointment's free slots, issue 33), by field name. */
  fieldViews?: Partial<Record<string, ReactNode>>;
  className?: string;
}

type FormTexts = FormMessages;

/** A site path in the page's language (a router may give it without the prefix): the form's post, the privacy policy. */
const pathIn = (path: string, language: string): string =>
  !path.startsWith('/') || splitLanguagePath(path, [language]).language === language ? path : languagePath(path, language);

/**
 * One public form: a real `<form method="post">` to the current page, so it also works without
 * JavaScript. Its texts are in the page's language (issue 32): the declaration's, the SPEC's
 * English, on the default language's pages.
 */
export function PublicFormView({ form: declared, state, errorPlacement, visibleLabels = false, selects = {}, minDates = {}, fieldViews = {}, confirmation, className }: PublicFormViewProps) {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const m = useFormTexts();
  const form = localizeForm(declared, m);
  const { settings, loaded } = useSiteSettings();
  // Each form is on a page once; the same ids in the server's HTML and after hydration (see ui/stable-ids.ts).
  const idPrefix = `form-${form.key}`;
  const { values, errors, phase, submitError, reference, setValue, onSubmit, prepare } = state;
  const timeZone = settingText(settings, 'time_zone') || defaultTimeZone;
  const result = useRef<HTMLDivElement>(null);
  const sentHere = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);

  // What the patient typed or chose before the page's script arrived (a slow phone, a form
  // hydrated when first touched) is in the server's fields but not yet in the form's state, and
  // the first render after hydration would write the state's empty values over it: it is taken
  // into the state once, as the form hydrates, so nothing typed is lost.
  useLayoutEffect(() => {
    // The form's fields as a post would send them (a ticked consent as `yes`, the chosen slot):
    // each declared one holding something the state has not.
    if (formElement.current) for (const [name, typed] of new FormData(formElement.current)) if ((name in values || name === consentField) && typed && typed !== values[name]) setValue(name, String(typed));
    // Once, at hydration: later the fields and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a submit on this page, what follows (the loading view, then the thank-you text and the
  // reference) is brought into view and given focus: the form it replaces was taller, and the
  // patient would otherwise face the footer with focus lost on the page.
  useEffect(() => {
    if (phase === 'submitting') sentHere.current = true;
    if (!sentHere.current || (phase !== 'sent' && phase !== 'thanks')) return;
    const box = result.current;
    if (!box) return;
    box.scrollIntoView({ block: 'center' });
    box.focus({ preventScroll: true });
  }, [phase]);

  if (phase === 'sent' || phase === 'thanks') {
    // `{page}?sent=…#form-…-thanks`, where a post without JavaScript lands, scrolls here by itself.
    return (
      <div ref={result} id={thanksId(form.key)} tabIndex={-1} className={styles.result}>
        {phase === 'sent' ? (
          <Loader label={m.loading} />
        ) : (
          <div className={styles.thanks} role="status">
            <h3 className={styles.thanksTitle}>{m.thankYou}</h3>
            {confirmation ?? (
              <>
                <p>{m.sent}</p>
                {reference && (
                  <p className={styles.reference}>
                    {m.yourReference} <strong>{reference}</strong>
                  </p>
                )}
              </>
            )}
          </div>
        )}
      </div>
    );
  }

  const submitting = phase === 'submitting';
  const errorId = `${idPrefix}-error`;
  const errorText = submitError ? (
    <p id={errorId} className={styles.submitError} role="alert">
      {submitError}
    </p>
  ) : null;

  return (
    <form
      ref={formElement}
      method="post"
      action={pathIn(pathname, language)}
      className={className ? `${styles.form} ${className}` : styles.form}
      aria-label={m.formLabel(form.label)}
      aria-busy={submitting || undefined}
      onSubmit={onSubmit}
      onFocus={prepare}
      onPointerEnter={prepare}
    >
      <input type="hidden" name={formKeyField} value={form.key} />
      <div className={styles.honeypot}>
        <label>
          {m.honeypot}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <ErrorSummary form={form} idPrefix={idPrefix} errors={errors} texts={m} />
      <div className={styles.fields}>
        {form.fields.map((field) =>
          fieldViews[field.name] !== undefined ? (
            <div key={field.name} className={`${styles.field} ${styles.wide}`}>
              {fieldViews[field.name]}
            </div>
          ) : (
          <Field
            key={field.name}
            field={field}
            id={`${idPrefix}-${field.name}`}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            placeholder={placeholderFor(field, settings, loaded, language)}
            visibleLabel={visibleLabels}
            select={selects[field.name]}
            minDate={minDates[field.name]}
            timeZone={timeZone}
            texts={m}
            onChange={(value) => {
              setValue(field.name, value);
              selects[field.name]?.onChange?.(value);
            }}
          />
          ),
        )}
      </div>
      <ConsentNotice
        id={`${idPrefix}-${consentField}`}
        text={settingInLanguage(settings, 'consent_notice', language) || m.consentNotice}
        policyLabel={m.privacyPolicy}
        link={pathIn(settingText(settings, 'privacy_policy_link') || defaultPrivacyPolicyLink, language)}
        checkbox={settings?.consent_checkbox === 'required'}
        checked={values[consentField] === 'yes'}
        error={errors[consentField]}
        onChange={(checked) => setValue(consentField, checked ? 'yes' : '')}
      />
      {errorPlacement === 'above-button' && errorText}
      <button type="submit" className={`button ${styles.submit}`} disabled={submitting}>
        {submitting ? form.busyLabel : submitLabelFor(form, settings, loaded, language, m.submit)}
      </button>
      {errorPlacement === 'below-form' && errorText}
    </form>
  );
}

/** Where the thank-you view of a form is on its page: the confirmation address after a post without JavaScript ends with it. */
export const thanksId = (key: PublicForm['key']): string => `form-${key}-thanks`;

/**
 * What is wrong, at the top of the form, each message a link to its field: read first by a
 * screen reader moving through the form, and the way back to a field far down on a phone. Also
 * in the page the server sends after a post without JavaScript.
 */
function ErrorSummary({ form, idPrefix, errors, texts }: { form: PublicForm; idPrefix: string; errors: Record<string, string>; texts: FormTexts }) {
  const wrong = [...form.fields.map((f) => f.name), consentField].filter((name) => errors[name]);
  if (wrong.length === 0) return null;
  const titleId = `${idPrefix}-problems`;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const field = document.getElementById(`${idPrefix}-${name}`);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  };
  return (
    <div className={styles.errorSummary} aria-labelledby={titleId}>
      <p id={titleId} className={styles.errorSummaryTitle}>
        {texts.correctFields(wrong.length)}
      </p>
      <ul className={styles.errorSummaryList}>
        {wrong.map((name) => (
          <li key={name}>
            <a href={`#${idPrefix}-${name}`} onClick={(event) => focusField(event, name)}>
              {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ConsentNoticeProps {
  id: string;
  text: string;
  /** "Privacy policy", in the page's language. */
  policyLabel: string;
  link: string;
  /** The hospital asks for a ticked box, not the notice alone. */
  checkbox: boolean;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/** The consent notice of the DPDP Act 2023 with a link to the privacy policy, and the checkbox when the hospital asks for one. */
function ConsentNotice({ id, text, policyLabel, link, checkbox, checked, error, onChange }: ConsentNoticeProps) {
  const errorId = `${id}-error`;
  const policy = (
    <a href={link.startsWith('/') || /^https?:/.test(link) ? link : `/${link}`} className={styles.consentLink}>
      {policyLabel}
    </a>
  );
  return (
    <div className={styles.consent}>
      {checkbox ? (
        <label htmlFor={id} className={styles.consentLabel}>
          <input
            id={id}
            type="checkbox"
            name={consentField}
            value="yes"
            checked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span>
            {text} {policy}
          </span>
        </label>
      ) : (
        <p className={styles.consentText}>
          {text} {policy}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  field: FormFieldDecl;
  id: string;
  value: string;
  error: string | undefined;
  placeholder: string;
  visibleLabel: boolean;
  select: SelectConfig | undefined;
  minDate: string | undefined;
  timeZone: string;
  texts: FormTexts;
  onChange: (value: string) => void;
}

/** "4,980 characters left", or how many too many: a message is never cut to fit. */
const charactersLeft = (max: number, length: number, texts: FormTexts): string => {
  const left = max - length;
  return left >= 0 ? texts.charactersLeft(left) : texts.charactersOver(-left);
};

function Field({ field, id, value, error, placeholder, visibleLabel, select, minDate, timeZone, texts, onChange }: FieldProps) {
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const invalid = Boolean(error);
  const counted = field.input === 'textarea';
  const describedBy = [invalid ? errorId : '', counted ? counterId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    className: invalid ? `${styles.input} ${styles.invalid}` : styles.input,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  const label = `${field.label}${field.requiredMessage ? texts.requiredMark : ''}`;
  const wide = field.input === 'textarea';
  let control;
  switch (field.input) {
    case 'textarea':
      // No maxLength: the browser would cut a pasted text without a word; the counter and the check say it instead.
      control = <textarea {...common} rows={4} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'select':
      control = (
        <select {...common} value={value} disabled={select?.disabled} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder.replace(/\*$/, '') === field.label ? texts.select(field.label) : placeholder}</option>
          {select?.groups
            ? select.groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))
            : (select?.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
        </select>
      );
      break;
    case 'datetime':
      return (
        <div className={styles.field}>
          <label htmlFor={id} className={visibleLabel ? styles.label : 'visually-hidden'}>
            {label}
          </label>
          <DateTimeField
            id={id}
            name={field.name}
            label={field.label}
            value={value}
            placeholder={visibleLabel ? 'dd/mm/yyyy hh:mm AM/PM' : placeholder}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
            onChange={onChange}
            minDate={minDate}
            timeZone={timeZone}
            dayAlone={field.dayAlone}
          />
          {error && (
            <p id={errorId} className={styles.fieldError}>
              {error}
            </p>
          )}
        </div>
      );
    default:
      control = (
        <input
          {...common}
          type={field.input}
          maxLength={field.maxLength}
          placeholder={placeholder}
          value={value}
          autoComplete={field.input === 'email' ? 'email' : field.input === 'tel' ? 'tel' : field.name === 'name' ? 'name' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={visibleLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      {control}
      {counted && (
        <p id={counterId} className={value.length > field.maxLength ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
          {charactersLeft(field.maxLength, value.length, texts)}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
