import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { upsertAdmin } from '../../src/auth/auth-operations';
import type { Db } from '../../src/db/database';
import { bearer, signInToken, testAdmin } from './api';
import { testConfig } from './databases';

/**
 * A single hospital's site made through the admin API alone, the same before and after the
 * hospital network (issue 48), and its SPEC pages as HTML normalized of what differs between any
 * two runs and builds: record ids (made at random), instants, the build's asset names and version,
 * the CSS modules' short class names, the chunks it preloads, and the order of the page's data.
 * server/test/single-hospital-unchanged.test.ts renders it on this code and compares against
 * fixtures/single-hospital-pages.json, made by this same file on the commit before the network
 * (d84af99) in a temporary worktree. On this code the site has one location (its main hospital);
 * before the network there was no such type, and the location is left out.
 */
export const singleHospitalPages = ['/', '/find-a-doctor', '/find-a-doctor?department=cardiology', '/our-experts/cardiology', '/our-experts/cardiology/asha-rao', '/contact-us', '/book-an-appointment', '/book-an-appointment?department=Cardiology&doctor=Dr.+Asha+Rao'] as const;

const accept = (answer: { statusCode: number; body: string }, what: string) => {
  if (answer.statusCode >= 300) throw new Error(`${what} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  return (JSON.parse(answer.body) as { data?: { _id?: string } }).data ?? {};
};

async function makeSite(app: FastifyInstance): Promise<void> {
  const auth = bearer(await signInToken(app));
  const post = async (url: string, payload: Record<string, unknown>) => accept(await app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: auth, payload: { status: 'active', ...payload } }), url);
  accept(
    await app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: {
        siteTitle: 'Saffron Ridge Hospital',
        site_phone_no_1: '+91 755 400 1234',
        site_mail_id: 'care@saffronridge.example',
        site_address: '12 Hospital Road, Kalindi Nagar, Ambarpur 462001',
        google_map_url: 'https://maps.example/saffron-ridge',
        footerText: 'Care close to home since 1987.',
        booking_page_link: '/book-an-appointment',
        time_zone: 'Asia/Kolkata',
      },
    }),
    'site-settings',
  );
  // One location: the main hospital (its type exists only from the network on).
  await app.inject({ method: 'POST', url: '/api/admin/locations', headers: auth, payload: { title: 'Saffron Ridge Hospital', slug: 'kalindi-nagar', location_kind: 'hospital', is_main: true, city: 'Ambarpur', address: '12 Hospital Road, Kalindi Nagar, Ambarpur 462001', latitude: 23.25, longitude: 77.41, status: 'active' } });
  await post('pages', { title: 'Home', pageRoute: 'home', template: 'home', description: '<p>Welcome to Saffron Ridge.</p>', templateData: [] });
  await post('pages', { title: 'Find a Doctor', pageRoute: 'find-a-doctor', template: 'find-a-doctor', description: '', templateData: [] });
  await post('pages', { title: 'Contact Us', pageRoute: 'contact-us', template: 'contact', description: '<p>Write or call.</p>', templateData: [] });
  await post('pages', { title: 'Book an Appointment', pageRoute: 'book-an-appointment', template: 'book-appointment', description: '', templateData: [] });
  const cardiology = await post('expert-categories', { title: 'Cardiology', slug: 'cardiology', description: '<p>The heart.</p>' });
  const neurology = await post('expert-categories', { title: 'Neurology', slug: 'neurology', description: '<p>The brain.</p>' });
  await post('experts', { title: 'Dr. Asha Rao', slug: 'asha-rao', designation: 'Senior Consultant', education: 'MBBS, DM (Cardiology)', description: '<p>Heart failure.</p>', departments: [cardiology._id] });
  await post('experts', { title: 'Dr. Vikram Sen', slug: 'vikram-sen', designation: 'Consultant', education: 'MBBS, MD', description: '<p>Angioplasty.</p>', departments: [cardiology._id] });
  await post('experts', { title: 'Dr. Nisha Iyer', slug: 'nisha-iyer', designation: 'Consultant', education: 'MBBS, DM (Neurology)', description: '<p>Stroke.</p>', departments: [neurology._id] });
}

/** What differs between two runs or builds and is not the page: ids, instants, asset names, the build. */
export function normalizedHtml(html: string): string {
  const ids = new Map<string, string>();
  // The CSS modules' short class names (`._gU`) are given in the order the build meets the modules:
  // a module added anywhere renames the others. Named here by order of first appearance, in the
  // style sheets and the class attributes alike.
  const classes = new Map<string, string>();
  const className = (name: string) => {
    if (!classes.has(name)) classes.set(name, `_c${classes.size + 1}`);
    return classes.get(name) ?? name;
  };
  const moduleClass = /(?<![A-Za-z0-9_-])_[A-Za-z][A-Za-z0-9]{0,3}(?![A-Za-z0-9_-])/g;
  return html
    .replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (_all, open: string, css: string, close: string) => `${open}${css.replace(/\.(_[A-Za-z][A-Za-z0-9]{0,3})(?![A-Za-z0-9_-])/g, (_m, name: string) => `.${className(name)}`)}${close}`)
    .replace(/( class(?:Name)?=")([^"]*)"/g, (_all, attr: string, value: string) => `${attr}${value.replace(moduleClass, (name) => className(name))}"`)
    // The page's data in an order of its own: the order its reads came back in (timing, not the page).
    .replace(/(<script id="__DATA__" type="application\/json">)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as Record<string, unknown>;
      return `${open}${JSON.stringify(Object.fromEntries(Object.keys(data).sort().map((key) => [key, data[key]])))}${close}`;
    })
    // The chunks the build split the code into (the modules preloaded, a style sheet a chunk brings
    // with no rule this page uses: an empty critical style and its sheet, disabled): the bundler's
    // split, which any module added moves, not what the page shows.
    .replace(/ data-preload="[^"]*"/g, ' data-preload="CHUNKS"')
    .replace(/<style><\/style><link rel="stylesheet" href="[^"]*" disabled>\n?\s*/g, '')
    .replace(/\b[a-f0-9]{24}\b/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size + 1}`);
      return ids.get(id) ?? id;
    })
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, 'INSTANT')
    // The day the page was made ("Last updated 29 Nov 2026") and the copyright's year: the clock's.
    .replace(/(data-last-updated="[^"]*">)[^<]*(<\/time>)/g, '$1DAY$2')
    .replace(/(The contents of this website are )\d{4}( copyright\.)/g, '$1YEAR$2')
    .replace(/(\/assets\/[^"'\s)]*?)[-.][A-Za-z0-9_-]{8}(\.(?:js|css|woff2|svg|png|webp|avif))/g, '$1-HASH$2')
    .replace(/(build|version)([=:"'\s]+)[a-f0-9]{8}\b/gi, '$1$2BUILD');
}

/** Makes the site on a fresh test database and renders its SPEC pages, normalized, by address. */
export async function renderSingleHospital(db: Db): Promise<Record<string, string>> {
  await upsertAdmin(db, testAdmin);
  const app = await buildApp({ config: testConfig(), db, web: true, logger: false });
  try {
    await makeSite(app);
    const out: Record<string, string> = {};
    for (const url of singleHospitalPages) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      if (page.statusCode !== 200) throw new Error(`${url} answered ${page.statusCode}`);
      out[url] = normalizedHtml(page.body);
    }
    return out;
  } finally {
    await app.close();
  }
}
