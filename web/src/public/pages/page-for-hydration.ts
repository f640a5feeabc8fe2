import { hydrationRecord } from '../data/lists';
import { footerFormDefaults } from '../forms/footer-contact-section';
import type { PublicPage, TemplateModule } from '../templates/template-types';

/** The rows of a page's record the common footer form reads (it is hydrated on every page that shows it). */
const footerFormRows = Object.keys(footerFormDefaults);

/**
 * The page record the first page embeds for the browser to hydrate it: cut down to the rows its
 * template reads outside static regions (`TemplateModule.hydratedRows`; none for a static template,
 * which shows the description inside its region too), or whole when the template does not say;
 * each kept row as `TemplateModule.hydratedRow` cuts it.
 * The title, route, template and SEO fields stay: the banner and the document's head read them.
 */
export function pageForHydration(module: Pick<TemplateModule, 'staticTemplate' | 'hydratedRows' | 'hydratedRow'>, page: PublicPage): PublicPage {
  const rows = module.staticTemplate ? [] : module.hydratedRows;
  if (!rows) return page;
  const record = hydrationRecord(page, new Set([...rows, ...footerFormRows]), !module.staticTemplate);
  const { hydratedRow } = module;
  return hydratedRow ? { ...record, templateData: (record.templateData ?? []).map((row) => hydratedRow(row)) } : record;
}
