import { Suspense, use } from 'react';
import { FooterContactSection } from '../forms/footer-contact-section';
import { PageBanner } from '../layout/page-banner';
import { loadTemplate } from '../templates/registry';
import type { PublicPage } from '../templates/template-types';
import { Loader } from '../ui/loader';
import { StaticRegion } from '../ui/static-region';

/** A content page: its template (loaded lazily) inside the common banner and footer contact block. */
export function PageView({ page }: { page: PublicPage }) {
  return (
    <Suspense fallback={<Loader />}>
      <TemplateHost key={page._id} page={page} />
    </Suspense>
  );
}

function TemplateHost({ page }: { page: PublicPage }) {
  const { Template, layout, staticTemplate } = use(loadTemplate(page.template));
  return (
    <>
      {layout?.banner !== false && <PageBanner title={page.title} />}
      {staticTemplate ? (
        <StaticRegion>
          <Template page={page} />
        </StaticRegion>
      ) : (
        <Template page={page} />
      )}
      {layout?.footerContact !== false && <FooterContactSection templateData={page.templateData} />}
    </>
  );
}
