import { useLanguage } from '../../ui/language';
import { templateRows, templateValue, type TemplateDataEntry } from '@hospital/content/templates/template-data';
import { Link, useFirstView } from '../../routing/location';
import { listFrom, partialList, stubRecord, useActiveList } from '../../data/lists';
import cardStyles from '../../styles/cards.module.css';
import { Carousel } from '../../ui/carousel';
import { HtmlContent } from '../../ui/html-content';
import { portraitFrame, ResponsiveImage } from '../../ui/responsive-image';
import { departmentsOf, doctorPath, type Expert } from '../../routing/public-records';
import type { TemplateModule, TemplateProps } from '../template-types';
import { ContentLink } from './content-link';
import { doctorPlaceholder } from '../../ui/doctor-placeholder';
import { doctorSlidesPerView, homeDoctorCount, homeDoctors } from './home-doctors';
import { StaticRegion } from '../../ui/static-region';
import styles from './home-template.module.css';
import testimonialPlaceholder from './testimonial-placeholder.svg';
import type { PublicListing } from '@hospital/content/records';
import type { ReactNode } from 'react';

/** The home page draws its own banner slider instead of the title banner. */
export const layout: TemplateModule['layout'] = { banner: false };

type Banner = PublicListing<'banners'>;

type Row = Record<string, string | null>;

/** Names a section by its heading when the editor gave one, else by a fixed label. */
const sectionName = (data: TemplateDataEntry[], prefix: string, id: string, fallback: string) =>
  templateValue(data, `${prefix}_section_title`) ? { 'aria-labelledby': id } : { 'aria-label': fallback };

function SectionHead({ data, prefix, id }: { data: TemplateDataEntry[]; prefix: string; id: string }) {
  const title = templateValue(data, `${prefix}_section_title`);
  const text = templateValue(data, `${prefix}_section_text`);
  return (
    <div className={styles.sectionHead}>
      {title && (
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      )}
      {text && <p className={styles.sectionText}>{text}</p>}
    </div>
  );
}

function SectionButton({ data, prefix }: { data: TemplateDataEntry[]; prefix: string }) {
  const text = templateValue(data, `${prefix}_section_button_text`);
  const link = templateValue(data, `${prefix}_section_button_link`);
  if (!text || !link) return null;
  return (
    <div className={styles.sectionButton}>
      <ContentLink to={link} className="button">
        {text}
      </ContentLink>
    </div>
  );
}

function BannerSlider() {
  const { messages: t } = useLanguage();
  // On the first view the page embeds only the banners' ids: their slides are static (`staticSlides`).
  const banners = useActiveList<Banner>('banners', { acceptPartial: useFirstView() });
  const items = banners.items ?? [];
  if (items.length === 0) return null;
  return (
    // Not a landmark of its own: the carousel inside is the "Highlights" region (one name, one landmark).
    <div className={styles.banners}>
      <Carousel label={t.homeHighlights} showDots flush staticSlides>
        {items.map((banner, index) => (
          <div key={banner._id} className={styles.banner}>
            <ResponsiveImage
              src={banner.imageUrl}
              alt={banner.imageUrlAlt || (banner.hideBannerText ? (banner.title ?? '') : '')}
              className={styles.bannerImage}
              priority={index === 0}
              sizes="100vw"
            />
            <div className={styles.bannerContent}>
              <div className="container">
                {!banner.hideBannerText && (
                  <>
                    {banner.top_title && <p className={styles.bannerTopTitle}>{banner.top_title}</p>}
                    {banner.title && <h2 className={styles.bannerTitle}>{banner.title}</h2>}
                    <HtmlContent html={banner.description} className={styles.bannerText} />
                  </>
                )}
                {(banner.bannerLink || banner.videoUrl) && (
                  <div className={styles.bannerActions}>
                    {banner.bannerLink && (
                      <ContentLink to={banner.bannerLink} className="button">
                        {t.readMore}{banner.title && <span className="visually-hidden">: {banner.title}</span>}
                      </ContentLink>
                    )}
                    {banner.videoUrl && (
                      <a href={banner.videoUrl} target="_blank" rel="noopener noreferrer" className={styles.videoLink}>
                        <span className={styles.play} aria-hidden="true">
                          ▶
                        </span>
                        {t.watchVideo}<span className="visually-hidden">{t.opensInNewTab}</span>
                      </a>
                    )}
                  </div>
                )}
              </div>
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}

function Cards({ rows, className }: { rows: Row[]; className?: string }) {
  return (
    <ul className={className ? `${cardStyles.grid} ${className}` : cardStyles.grid}>
      {rows.map((row, index) => {
        const body = (
          <>
            {row.icon && <ResponsiveImage src={row.icon} alt="" className={styles.cardIcon} width={64} height={64} sizes="64px" hideOnError />}
            {row.title && <h3 className={styles.cardTitle}>{row.title}</h3>}
            {row.text && <p className={styles.cardText}>{row.text}</p>}
          </>
        );
        return (
          <li key={index} className={`${cardStyles.raised} ${styles.card}`}>
            {row.link ? (
              <ContentLink to={row.link} className={styles.cardLink}>
                {body}
              </ContentLink>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}

function About({ data }: { data: TemplateDataEntry[] }) {
  const { messages: t } = useLanguage();
  const subtitle = templateValue(data, 'about_section_subtitle');
  const title = templateValue(data, 'about_section_title');
  const text = templateValue(data, 'about_section_text');
  const image = templateValue(data, 'about_section_image');
  const link = templateValue(data, 'about_section_button_link');
  const buttonText = templateValue(data, 'about_section_button_text') ?? t.readMore;
  if (!subtitle && !title && !text && !image) return null;
  return (
    <section className="section" aria-labelledby={title ? 'home-about' : undefined} aria-label={title ? undefined : 'About'}>
      <div className={`container ${styles.aboutGrid}`}>
        {image && <ResponsiveImage src={image} alt={title ?? ''} className={styles.aboutImage} sizes="(min-width: 992px) 50vw, 100vw" hideOnError />}
        <div>
          {subtitle && <p className={styles.kicker}>{subtitle}</p>}
          {title && (
            <h2 id="home-about" className={styles.sectionTitle}>
              {title}
            </h2>
          )}
          <HtmlContent html={text} />
          {link && (
            <ContentLink to={link} className="button">
              {buttonText}
            </ContentLink>
          )}
        </div>
      </div>
    </section>
  );
}

function AppointmentCards({ data }: { data: TemplateDataEntry[] }) {
  const { messages: t } = useLanguage();
  const cards = templateRows(data, 'after_banner_section_loop').filter((row) => row.title || row.text || row.icon);
  if (cards.length === 0) return null;
  return (
    <section className={styles.appointments} aria-label={t.homeQuickLinks}>
      <div className="container">
        <Cards rows={cards} className={styles.appointmentCards} />
      </div>
    </section>
  );
}

function Specialities({ data }: { data: TemplateDataEntry[] }) {
  const { messages: t } = useLanguage();
  const cards = templateRows(data, 'our_speciality_section_loop').filter((row) => row.title || row.text || row.icon);
  if (cards.length === 0 && !templateValue(data, 'speciality_section_title')) return null;
  return (
    <section className="section" {...sectionName(data, 'speciality', 'home-specialities', t.homeSpecialities)}>
      <div className="container">
        <SectionHead data={data} prefix="speciality" id="home-specialities" />
        <Cards rows={cards} className={styles.specialityCards} />
        <SectionButton data={data} prefix="speciality" />
      </div>
    </section>
  );
}

function Empanelment({ data }: { data: TemplateDataEntry[] }) {
  const { messages: t } = useLanguage();
  const logos = templateRows(data, 'empanelment_section_loop').filter((row) => row.image || row.title);
  if (logos.length === 0 && !templateValue(data, 'empanelment_section_title')) return null;
  return (
    <section className="section" {...sectionName(data, 'empanelment', 'home-empanelment', t.homeEmpanelment)}>
      <div className="container">
        <SectionHead data={data} prefix="empanelment" id="home-empanelment" />
        <ul className={styles.logos}>
          {logos.map((logo, index) => (
            <li key={index} className={styles.logo}>
              {/* The name is written beside the logo: the picture is named as the logo, not as the name again. */}
              {logo.image && <ResponsiveImage src={logo.image} alt={logo.title ? `${logo.title} logo` : ''} className={styles.logoImage} sizes="160px" hideOnError />}
              {logo.title && <span className={styles.logoTitle}>{logo.title}</span>}
            </li>
          ))}
        </ul>
        <SectionButton data={data} prefix="empanelment" />
      </div>
    </section>
  );
}

/**
 * A part of the page with nothing to do in the browser, whose wrapper is always there (it takes no
 * room: `display: contents`) so that whether the part shows is decided inside the static region:
 * the browser hydrates the page without the rows only these parts read (`hydratedRows`).
 */
function StaticPart({ children }: { children: ReactNode }) {
  return <StaticRegion className={styles.staticPart}>{children}</StaticRegion>;
}

/** A testimonial shows when it has words or a name. */
const showsTestimonial = (row: Record<string, string | null>) => Boolean(row.testimonial_content || row.testimonial_name);

function Testimonials({ data }: { data: TemplateDataEntry[] }) {
  const { messages: t } = useLanguage();
  // On the first view the page embeds of each row only whether it shows: the slides are static
  // (`staticSlides`, `hydratedRow`).
  const rows = templateRows(data, 'testimonial_section').filter(showsTestimonial);
  if (rows.length === 0 && !templateValue(data, 'testimonial_section_title')) return null;
  return (
    <section className={`section ${styles.testimonials}`} {...sectionName(data, 'testimonial', 'home-testimonials', t.homeTestimonials)}>
      <div className="container">
        <SectionHead data={data} prefix="testimonial" id="home-testimonials" />
        {rows.length > 0 && (
          <Carousel label={t.homeTestimonials} slidesPerView={1} showProgress staticSlides>
            {rows.map((row, index) => (
              <figure key={index} className={styles.testimonial}>
                <ResponsiveImage
                  src={row.testimonial_image}
                  alt={row.testimonial_name ?? ''}
                  fallbackSrc={testimonialPlaceholder}
                  className={styles.testimonialImage}
                  width={120}
                  height={120}
                  sizes="120px"
                />
                {row.testimonial_content && <blockquote className={styles.quote}>{row.testimonial_content}</blockquote>}
                <figcaption>
                  {row.testimonial_name && <span className={styles.testimonialName}>{row.testimonial_name}</span>}
                  {row.testimonial_designation && <span className={styles.testimonialDesignation}>{row.testimonial_designation}</span>}
                </figcaption>
                {row.testimonial_video_link && (
                  <a href={row.testimonial_video_link} target="_blank" rel="noopener noreferrer" className={styles.videoLinkDark}>
                    {t.watchVideo}<span className="visually-hidden">: {row.testimonial_name ?? t.testimonial}{t.opensInNewTab}</span>
                  </a>
                )}
              </figure>
            ))}
          </Carousel>
        )}
      </div>
    </section>
  );
}

function Doctors({ data }: { data: TemplateDataEntry[] }) {
  const { messages: t } = useLanguage();
  // On the first view the page embeds only the slider's doctors, and of each only its id and name
  // (the order): their slides are static (`staticSlides`).
  const experts = useActiveList<Expert>('experts', { acceptPartial: useFirstView() });
  const doctors = homeDoctors(experts.items ?? []);
  if (doctors.length === 0 && !templateValue(data, 'doctor_section_title')) return null;
  return (
    <section className={`section ${styles.doctors}`} {...sectionName(data, 'doctor', 'home-doctors', t.homeDoctors)}>
      <div className="container">
        <SectionHead data={data} prefix="doctor" id="home-doctors" />
        {doctors.length > 0 && (
          <Carousel label={t.homeDoctors} slidesPerView={doctorSlidesPerView} staticSlides>
            {doctors.map((doctor) => {
              const path = doctorPath(doctor);
              const department = departmentsOf(doctor)[0];
              return (
                <article key={doctor._id} className={styles.doctor}>
                  <ResponsiveImage
                    src={doctor.imageUrl}
                    alt={doctor.imageUrlAlt || ''}
                    fallbackSrc={doctorPlaceholder}
                    className={styles.doctorImage}
                    {...portraitFrame}
                    sizes="(min-width: 1500px) 25vw, (min-width: 1200px) 33vw, (min-width: 480px) 50vw, 100vw"
                  />
                  <h3 className={styles.doctorName}>{path ? <Link to={path}>{doctor.title}</Link> : doctor.title}</h3>
                  {doctor.designation && <p className={styles.doctorMeta}>{doctor.designation}</p>}
                  {department && <p className={styles.doctorMeta}>{department.title}</p>}
                </article>
              );
            })}
          </Carousel>
        )}
        <SectionButton data={data} prefix="doctor" />
      </div>
    </section>
  );
}

/**
 * What the server reads of the doctors (issue 46): the slider's ten, the first of the doctors'
 * listing (`experts/active` answers by name), not every doctor.
 */
export const listingWindows: NonNullable<TemplateModule['listingWindows']> = () => ({ experts: { limit: homeDoctorCount } });

/**
 * The sliders' slides are static regions: the page embeds of `banners/active` the ids, and of
 * `experts/active` the slider's doctors, each with its id and its name (they are chosen and ordered
 * by name). A later view of the page loads the whole lists (`useFirstView`).
 */
export const embeddedLists: NonNullable<TemplateModule['embeddedLists']> = (read) => {
  const lists: Record<string, unknown> = {};
  const bannerBody = read('banners/active');
  const banners = listFrom<Banner>(bannerBody);
  if (banners) lists['banners/active'] = partialList(bannerBody, banners.map((banner) => stubRecord(banner, ['_id'])));
  const expertBody = read('experts/active');
  const experts = listFrom<Expert>(expertBody);
  if (experts) lists['experts/active'] = partialList(expertBody, homeDoctors(experts).map((doctor) => stubRecord(doctor, ['_id', 'title'])));
  return lists;
};

/**
 * What the hydrated parts read of the page's rows (the testimonial and doctor sliders): the first
 * page embeds only these; the cards, about and empanelment are static regions.
 */
export const hydratedRows: NonNullable<TemplateModule['hydratedRows']> = [
  'testimonial_section',
  'testimonial_section_title',
  'testimonial_section_text',
  'doctor_section_title',
  'doctor_section_text',
  'doctor_section_button_text',
  'doctor_section_button_link',
];

/**
 * The testimonial slider's slides are static regions: of its rows the first page embeds only
 * which show (a name, as "·"), not their words, names and pictures.
 */
export const hydratedRow: NonNullable<TemplateModule['hydratedRow']> = (row) =>
  row.name === 'testimonial_section' ? { ...row, repeaterValues: (row.repeaterValues ?? []).map((item) => ({ testimonial_name: showsTestimonial(item) ? '·' : null })) } : row;

/**
 * Home: banner slider, appointment cards, about, specialities, testimonials, empanelment and the
 * doctor slider. The sliders are hydrated; the cards, about and empanelment are static regions.
 */
export function Template({ page }: TemplateProps) {
  const data = page.templateData ?? [];
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{page.title}</h1>
      <BannerSlider />
      <StaticPart>
        <AppointmentCards data={data} />
        <About data={data} />
        <Specialities data={data} />
      </StaticPart>
      <Testimonials data={data} />
      <StaticPart>
        <Empanelment data={data} />
      </StaticPart>
      <Doctors data={data} />
      <HtmlContent html={page.description} field="description" className={`container ${styles.description}`} />
    </div>
  );
}
