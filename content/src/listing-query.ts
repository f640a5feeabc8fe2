/**
 * The address of a listing's state (issue 30): `/find-a-doctor?q=menon&department=cardiology&page=2`,
 * `/find-a-doctor?available=week`, `/events?year=2025&page=2`, `/blogs?month=2026-11&category=health-tips`. The page's route stays as
 * SPEC.md names it; these query parameters extend it. Read the same way by the server (its page cache
 * key) and by the templates (what they show), so one address always shows one state. A value that
 * is not of its parameter's form is left out: the listing shows its default state, never an error.
 */
export interface ListingQuery {
  /** Search words (Find a Doctor, the blog). */
  q?: string;
  /** A department's slug (Find a Doctor). */
  department?: string;
  /** Only doctors with a free slot in the coming 7 days: `available=week` (Find a Doctor, issue 33). */
  available?: 'week';
  /** A category's slug (the blog, the photo gallery). */
  category?: string;
  /** A year tab (events, media coverage, camps). */
  year?: number;
  /** A month tab, `YYYY-MM` (the blog). */
  month?: string;
  /** How many times Load More was followed, plus one: 1 is the first page and is left out. */
  page?: number;
  /** A city of the hospital network by its name in the page's language (`Ambarpur`): Find a Doctor, a department's page, the locations (issue 48). */
  city?: string;
  /** A location's slug (`kothrud-clinic`): the doctors who sit there (issue 48). */
  location?: string;
}

/** The search box's limit (the site search refuses longer queries). */
export const maxListingSearchLength = 200;
/** Far beyond any listing (46 doctors are page 11): a made-up page number stops here. */
export const maxListingPage = 500;

/** A city's name in an address (`?city=`): longer is no city of the network. */
export const maxCityLength = 80;

const slugForm = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxSlugLength = 120;

// New keys go last: the addresses of the states before them keep their form.
const listingKeys = ['q', 'department', 'available', 'category', 'year', 'month', 'page', 'city', 'location'] as const;

const slugValue = (value: string | null): string | undefined => (value !== null && value.length <= maxSlugLength && slugForm.test(value) ? value : undefined);

/** The listing state a query string asks for (`?a=b`, `a=b` or URLSearchParams); other parameters are ignored. */
export function parseListingQuery(search: string | URLSearchParams): ListingQuery {
  const params = typeof search === 'string' ? safeParams(search) : search;
  const query: ListingQuery = {};
  const q = params.get('q')?.trim().replace(/\s+/g, ' ').slice(0, maxListingSearchLength).trim();
  if (q) query.q = q;
  const department = slugValue(params.get('department'));
  if (department) query.department = department;
  if (params.get('available') === 'week') query.available = 'week';
  const category = slugValue(params.get('category'));
  if (category) query.category = category;
  const year = params.get('year');
  if (year !== null && /^(19|20|21)\d\d$/.test(year)) query.year = Number(year);
  const month = params.get('month');
  if (month !== null && /^(19|20|21)\d\d-(0[1-9]|1[0-2])$/.test(month)) query.month = month;
  const page = params.get('page');
  if (page !== null && /^\d{1,12}$/.test(page)) {
    const n = Math.min(Number(page), maxListingPage);
    if (n > 1) query.page = n;
  }
  // Letters, digits, spaces, dots and dashes (Devanagari's vowel signs are marks): no markup, no control characters.
  const city = params.get('city')?.trim().replace(/\s+/g, ' ');
  if (city && city.length <= maxCityLength && /^[\p{L}\p{M}\p{N} .'-]+$/u.test(city)) query.city = city;
  const location = slugValue(params.get('location'));
  if (location) query.location = location;
  return query;
}

function safeParams(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/** The query string of a listing state, its parameters in one order (`''` for the default state, else `?…`). */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  for (const key of listingKeys) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `search` with the listing state normalised and every other parameter dropped. */
export function normalisedListingSearch(search: string): string {
  return listingSearch(parseListingQuery(search));
}

/** Whether a query string has a `department` that is not a slug: a booking link's department title. */
export function hasDepartmentTitle(search: string): boolean {
  const department = safeParams(search).get('department');
  return department !== null && department !== '' && slugValue(department) === undefined;
}
