import { templateValue, type TemplateDataEntry } from '@hospital/content/templates/template-data';
import { settingText, useSiteSettings, type SiteSettings } from '../data/site-settings';
import { HydrateLater } from '../ui/hydrate-later';
import { Island } from '../islands/island';
import { ContactForm } from './contact-form';
import styles from './forms.module.css';

export const footerFormDefaults = {
  footerformsubtitle: 'Contact Us',
  footerformtitle: 'Get in Touch',
  footerformdescription: 'We would love to hear from you. Please fill out the form below.',
} as const;

type FooterFormText = keyof typeof footerFormDefaults;

/** The page's own wording, else the site's, else the defaults of SPEC §2. */
export function footerFormText(name: FooterFormText, templateData: readonly TemplateDataEntry[] | null | undefined, settings: SiteSettings | null): string {
  return templateValue(templateData, name)?.trim() || settingText(settings, name) || footerFormDefaults[name];
}

/**
 * The common footer block of SPEC §2: the wording on the left, the contact form on the right.
 * Below the fold of every page: hydrated after the rest of it (ui/hydrate-later.tsx).
 */
export function FooterContactSection({ templateData }: { templateData: readonly TemplateDataEntry[] | null | undefined }) {
  return (
    <HydrateLater>
      <FooterContact templateData={templateData} />
    </HydrateLater>
  );
}

function FooterContact({ templateData }: { templateData: readonly TemplateDataEntry[] | null | undefined }) {
  const { settings } = useSiteSettings();
  return (
    <section className={styles.footerSection} aria-labelledby="footer-contact-title">
      <div className={`container ${styles.footerSectionGrid}`}>
        <div className={styles.footerSectionText}>
          <p className={styles.subtitle}>{footerFormText('footerformsubtitle', templateData, settings)}</p>
          <h2 id="footer-contact-title" className={styles.title}>
            {footerFormText('footerformtitle', templateData, settings)}
          </h2>
          <p>{footerFormText('footerformdescription', templateData, settings)}</p>
        </div>
        <div className={styles.footerSectionForm}>
          <Island name="form" props={{ form: 'contact' }}>
            <ContactForm />
          </Island>
        </div>
      </div>
    </section>
  );
}
