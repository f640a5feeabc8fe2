import { HtmlContent } from '../../ui/html-content';
import type { TemplateProps } from '../template-types';
import styles from './default-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** The fallback layout: the page description under the title banner the layout draws. */
export function Template({ page }: TemplateProps) {
  return (
    <section className={`section ${styles.page}`}>
      <div className="container">
        <HtmlContent html={page.description} field="description" />
      </div>
    </section>
  );
}
