import { defaultEmergencyLabel } from '../../emergency';

/**
 * The website's own texts around the content (header, footer, menus, breadcrumbs, search,
 * listings, 404, the language note), in each language with a catalogue. English is the SPEC's
 * wording, exactly. Each other language is typed against English, so a missing message fails the
 * typecheck (the build), never the page.
 */
export const en = {
  languageSwitch: 'Language',
  lastUpdated: 'Last updated:',
  notTranslated: 'This page is not yet available in your language; it is shown in English.',

  // Header
  skipToContent: 'Skip to content',
  emailLabel: 'Email: ',
  phoneLabel: 'Phone: ',
  addressLabel: 'Address: ',
  emergencyLabel: defaultEmergencyLabel,
  home: 'Home',
  homeOf: (siteTitle: string) => `${siteTitle}: home`,
  menu: 'Menu',
  mainNavigation: 'Main',
  submenu: (title: string) => `${title} submenu`,
  contactUs: 'Contact Us',
  opensInNewTab: ' (opens in a new tab)',
  mapInNewTab: ' (map, opens in a new tab)',
  siteSearch: 'Site search',
  searchTheWebsite: 'Search the website',
  searchPlaceholder: 'Search doctors, specialities…',
  search: 'Search',

  // Footer
  quickLinks: 'Quick Links',
  aboutUs: 'About Us',
  /** SPEC §2's copyright line; the site's name is set apart by the page. */
  copyright: (year: number, siteTitle: string) => `The contents of this website are ${year} copyright.${siteTitle}.`,

  // Breadcrumbs, 404, loading and errors
  breadcrumb: 'Breadcrumb',
  pageNotFound: 'Page not found',
  /** The page that shows, cancels or moves a booked appointment (issue 33). */
  manageAppointment: 'Your appointment',
  notFoundText: 'Sorry, we could not find the page you were looking for. It may have moved or no longer exist.',
  goHome: 'Go to the home page',
  loading: 'Loading...',
  errorTitle: 'Error loading content',
  errorText: 'Please try refreshing the page',
  retry: 'Retry',

  // Listings
  loadMore: 'Load More',
  readMore: 'Read More',
  years: 'Years',
  noResultsHelp: 'Not found what you need? We can help.',
  callUsOn: (phone: string) => `Call us on ${phone}`,
  bookAppointment: 'Book an appointment',
  searchWholeWebsite: 'Search the whole website',
  searching: 'Searching...',
  dateLabel: 'Date:',

  // Listing filters
  all: 'All',
  findADoctor: 'Find a doctor',
  doctorSearchPlaceholder: 'Doctor name or department',
  allDepartments: 'All Departments',
  /** A department in Find a Doctor's filter, with how many doctors it has (issue 46). */
  departmentWithCount: (title: string, count: number) => `${title} (${count})`,
  applyFilter: 'Apply Filter',
  clearFilter: 'Clear Filter',
  noDoctorsFound: 'No doctors found for your search.',
  doctors: 'Doctors',
  months: 'Months',
  /** A month tab of the blog ("November 2026"), from its address value `YYYY-MM`. */
  monthTab: (year: number, month: number): string => `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month - 1] ?? ''} ${year}`,
  categories: 'Categories',
  allCategories: 'All Categories',
  noBlogPostFound: 'No Blog Post Found',
  blogPosts: 'Blog posts',
  blogSearchAndLatest: 'Blog search and latest posts',
  searchPostsByTitle: 'Search posts by title',
  latestPost: 'Latest Post',
  noEvents: 'No events available.',
  noCamps: 'No Camp available.',
  noMediaCoverage: 'No media coverage available.',
  noJobPostings: 'No job postings available at the moment.',
  jobOpenings: 'Job openings',
  subGroup: 'Sub Group',
  qualification: 'Qualification',
  experience: 'Experience',
  postedOn: 'Posted on',
  applyNow: 'Apply Now',
  galleryCategories: 'Gallery categories',
  noGalleryImages: 'No gallery images found.',
  noImagesInCategory: 'No images found in this category',
  photos: 'Photos',

  // A doctor's page
  designation: 'Designation',
  education: 'Education',
  languagesSpoken: 'Languages',
  department: 'Department',
  departments: 'Departments',
  moreIn: (department: string) => `More in ${department}`,
  allDoctorsOf: (department: string) => `All ${department} doctors`,

  // A doctor's OPD schedule (issue 33): its timings, leave and next free time (content/src/opd/timings.ts)
  opdTimings: 'OPD timings',
  nextAvailable: 'Next available:',
  noFreeTimeSoon: (days: number) => `No free time in the next ${days} days`,
  availableThisWeek: 'Available this week',
  /** Days of the week named in a row: "Monday, Wednesday and Friday". */
  weekdayList: (days: readonly string[]) => (days.length < 2 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1] ?? ''}`),
  /** Three or more days running: "Monday to Saturday". */
  weekdayRange: (first: string, last: string) => `${first} to ${last}`,
  /** A time of day on the hospital's clock (hour 0–23): "9:00 AM". */
  clockTime: (hour: number, minute: number) => `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`,
  /** "Monday and Friday: 9:00 AM – 1:00 PM, OPD Block A, Room 12" */
  opdLine: (days: string, start: string, end: string, place: string) => `${days}: ${start} – ${end}${place ? `, ${place}` : ''}`,
  opdFrom: (date: string) => `From ${date}`,
  onLeaveUntil: (date: string) => `On leave until ${date}`,
  onLeaveFromTo: (from: string, to: string) => `On leave from ${from} to ${to}`,
  onLeaveOn: (date: string) => `On leave on ${date}`,
  /** A slot's day and time: "Mon 1 Dec, 9:30 AM". */
  slotAt: (day: string, time: string) => `${day}, ${time}`,

  // Tables and screen-reader texts
  srNo: 'Sr No.',
  dateOfCme: 'Date of CME',
  objectPurpose: 'Object / Purpose',
  topic: 'Topic',
  location: 'Location',
  noOfDoctors: 'No. of Doctors',
  nameOfDoctors: 'Name of Doctors',
  dateOfProgram: 'Date of Program',
  titleSubject: 'Title/ Subject',
  resourceFacultySpeakers: 'Resource Faculty/ Speakers',
  detailsOfInformation: 'Details of information',
  details: 'Details',
  conferencesAndCme: 'Conferences and CME',
  cmePrograms: 'CME programs',
  mandatoryDisclosures: 'Mandatory disclosures',
  documentInNewTab: (position: number) => ` (document ${position}, opens in a new tab)`,
  itemNumber: (position: number) => ` (item ${position})`,
  close: 'Close (Esc)',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (position: number) => `Go to slide ${position}`,
  watchVideo: 'Watch Video',
  knowMore: 'Know More',
  play: 'Play',
  pause: 'Pause',
  progressOf: (label: string) => `${label} progress`,
  testimonial: 'testimonial',
  addressHeading: 'Address',
  // The home page's sections, named when the editor gave them no heading (their accessible names)
  homeQuickLinks: 'Quick links',
  homeSpecialities: 'Specialities',
  homeEmpanelment: 'Empanelment',
  homeTestimonials: 'Testimonials',
  homeDoctors: 'Our doctors',
  homeHighlights: 'Highlights',
  // Photo sliders of the templates
  activityPhotos: 'Activity photos',
  activityPhoto: (position: number) => `Activity photo ${position}`,
  photosOf: (title: string) => `${title} photos`,
  photoOf: (title: string, position: number) => `${title}, photo ${position}`,
  callUs: 'Call Us',
  mailUs: 'Mail Us',

  // The server's own error pages (server/src/web/error-pages.ts)
  unavailableTitle: 'Please try again',
  unavailableHeading: 'This page could not be shown just now',
  unavailableText: 'Please try again in a moment.',
  tooManySearchesTitle: 'Please wait a moment',
  tooManySearchesHeading: 'Too many searches at once',
  /** Around the link "search again": the text before it and after it. */
  tooManySearchesBefore: 'Your address has asked for many searches in a short time. Please wait a moment, then ',
  searchAgain: 'search again',
  tooManySearchesAfter: '.',

  // Listings' own empty texts and names
  noHospitalFacilities: 'No hospital facilities available.',
  noEmpanelment: 'No Empanelment available.',
  noLeaders: 'No Leaders available.',
  noSpecialities: 'No Specialties Found',
  noAnnouncements: 'No announcements available.',
  noDoctorsAvailable: 'No Doctors available.',
  noFaqs: 'No FAQs available.',
  timeline: 'Timeline',
  expected: 'Expected',
  notExpected: 'Not expected',

  // The middle part of a record page's title, "{title} | {part} | {site title}" (SPEC §9)
  titlePartLeadership: 'Leadership',
  titlePartBlog: 'Blog',
  titlePartEvent: 'Event',
  titlePartMediaCoverage: 'Media Coverage',
  titlePartSpeciality: 'Speciality',
  titlePartCamp: 'Camp',
  titlePartCareer: 'Career',
  titlePartExperts: 'Experts',
  titlePartLocations: 'Locations',

  // The HTML sitemap's groups
  mainMenu: 'Main menu',
  pages: 'Pages',
  specialities: 'Specialities',
  leadership: 'Leadership',
  events: 'Events',
  camps: 'Camps',
  mediaCoverage: 'Media coverage',
  careers: 'Careers',
  /** The HTML sitemap's heading of the network's locations (issue 48). */
  locations: 'Locations',

  // Detail pages
  relatedPages: 'Related pages',
  date: 'Date',
  published: 'Published',
  category: 'Category',
  author: 'Author',
  recentPosts: 'Recent Posts',
  datePosted: 'Date posted',
  subGroupDetail: 'Sub group',
  educationalQualification: 'Educational qualification',
  otherOpenings: 'Other Openings',
  ourLeadership: 'Our Leadership',
  moreEvents: 'More Events',
  moreMediaCoverage: 'More Media Coverage',
  moreCamps: 'More Camps',
  ourDoctors: 'Our Doctors',
  noExperts: 'No experts available',

  // The hospital network's locations (issue 48)
  locationKind: (kind: string) => ({ hospital: 'Hospital', clinic: 'Clinic', 'diagnostic-centre': 'Diagnostic centre', 'opd-centre': 'OPD centre' } as Record<string, string>)[kind] ?? '',
  city: 'City',
  allCities: 'All cities',
  allLocations: 'All locations',
  address: 'Address',
  phones: 'Phones',
  openingHours: 'Opening hours',
  facilities: 'Facilities',
  directions: 'Directions',
  directionsTo: (name: string) => `Directions to ${name} (opens your map app)`,
  emergencyAt: (name: string) => `Emergency at ${name}`,
  todaysOpd: "Today's OPD",
  noOpdToday: 'No OPD sessions today.',
  doctorsByDepartment: 'Doctors by department',
  findDoctorsHere: 'Find a doctor here',
  nearestCentre: 'Use my location',
  nearestCentreHelp: 'Finds the nearest centre; your position is used only in this browser and never sent.',
  nearestUnavailable: 'Your position is not available: choose a city instead.',
  chooseCentre: 'Your centre',
  chooseCentreButton: 'Choose',
  showLocations: 'Show',
  chosenCentre: (name: string) => `Your centre: ${name}`,
};

export type SiteMessages = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] };

