import { templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './app-booking-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** App booking: the description and the Android and iOS QR codes, each only when its image is set. */
export function Template({ page }: TemplateProps) {
  const codes = [
    { platform: 'Android', src: templateValue(page.templateData, 'android_qr_image') },
    { platform: 'iOS', src: templateValue(page.templateData, 'ios_qr_image') },
  ].filter((code): code is { platform: string; src: string } => code.src !== null);
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {codes.length > 0 && (
        <div className={styles.codes}>
          {codes.map((code, index) => (
            <figure key={code.platform} className={styles.code}>
              <ResponsiveImage src={code.src} alt={`QR code of the ${code.platform} app`} className={styles.qr} width={220} height={220} sizes="220px" priority={index === 0} />
              <figcaption className={styles.caption}>SCAN HERE!</figcaption>
            </figure>
          ))}
        </div>
      )}
    </div>
  );
}
