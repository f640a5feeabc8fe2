import { templateValue } from '@hospital/content/templates/template-data';
import type { ReactNode } from 'react';
import { HtmlContent } from '../../ui/html-content';
import { HydrateLater } from '../../ui/hydrate-later';
import { ContactCards, ContactLines } from '../contact/contact-details';
import type { PublicPage } from '../template-types';
import styles from './form-page.module.css';

/** Layout of a page whose own form replaces the footer contact block. */
export const formPageLayout = { footerContact: false };

/**
 * The form pages (book appointment, feedback, get in touch): the optional description, then
 * form_left_content with the site's phone, email and address on the left and the form on the right.
 * The form is hydrated after the rest of the page, or as soon as the visitor reaches for it (ui/hydrate-later.tsx).
 */
export function FormPage({ page, form, withCards = false }: { page: PublicPage; form: ReactNode; withCards?: boolean }) {
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {withCards && <ContactCards />}
      <div className={styles.columns}>
        <div className={styles.left}>
          <HtmlContent html={templateValue(page.templateData, 'form_left_content')} />
          <ContactLines />
        </div>
        <HydrateLater>
          <div className={styles.form}>{form}</div>
        </HydrateLater>
      </div>
    </div>
  );
}
