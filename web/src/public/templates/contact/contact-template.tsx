import { HtmlContent } from '../../ui/html-content';
import type { TemplateProps } from '../template-types';
import { ContactCards, MapEmbed } from './contact-details';
import styles from './contact-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Contact: the address (linked to the map), "Call Us", "Mail Us" and the embedded map, from the site settings. */
export function Template({ page }: TemplateProps) {
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      <ContactCards />
      <MapEmbed />
    </div>
  );
}
