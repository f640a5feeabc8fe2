import type { MotifName } from '../images';

export interface GalleryCategorySeed {
  title: string;
  /** Motifs of the photos in this category, one photo each. */
  photos: readonly { title: string; motif: MotifName; companion?: MotifName }[];
}

/** Photo gallery categories and their photos (drawn scenes). */
export const galleryCategories: readonly GalleryCategorySeed[] = [
  {
    title: 'Campus',
    photos: [
      { title: 'Main hospital building at dusk', motif: 'building' },
      { title: 'The mother-and-child block', motif: 'building', companion: 'family' },
      { title: 'Riverside garden', motif: 'leaf' },
      { title: 'Emergency entrance', motif: 'ambulance' },
      { title: 'Library of the medical college', motif: 'book' },
      { title: 'Rooftop solar panels', motif: 'leaf', companion: 'building' },
      { title: 'Main lobby', motif: 'building', companion: 'people' },
      { title: 'Kitchen garden', motif: 'leaf', companion: 'people' },
    ],
  },
  {
    title: 'Clinical Care',
    photos: [
      { title: 'Cardiac catheterisation laboratory', motif: 'heart' },
      { title: 'Neonatal intensive care unit', motif: 'family' },
      { title: 'Dialysis unit', motif: 'kidney' },
      { title: 'Imaging centre', motif: 'microscope' },
      { title: 'Central laboratory', motif: 'flask' },
      { title: 'Physiotherapy gym', motif: 'yoga' },
      { title: 'Eye operating theatre', motif: 'eye' },
      { title: 'Blood centre', motif: 'droplet' },
      { title: 'Pharmacy', motif: 'capsule' },
    ],
  },
  {
    title: 'Events',
    photos: [
      { title: 'World Heart Day walkathon', motif: 'heart', companion: 'people' },
      { title: 'Nursing graduation', motif: 'award' },
      { title: 'Research day posters', motif: 'podium' },
      { title: 'Yoga Day on the lawns', motif: 'yoga', companion: 'people' },
      { title: 'Foundation Day celebrations', motif: 'award', companion: 'building' },
      { title: 'Basic life support training', motif: 'people', companion: 'heart' },
      { title: 'Organ donation pledge wall', motif: 'heart', companion: 'book' },
      { title: 'Mass casualty drill', motif: 'ambulance', companion: 'people' },
    ],
  },
  {
    title: 'Community Outreach',
    photos: [
      { title: 'Eye camp in Sonpur', motif: 'eye', companion: 'tent' },
      { title: 'School nutrition camp', motif: 'leaf', companion: 'family' },
      { title: 'Village health camp', motif: 'tent' },
      { title: 'Mobile medical van', motif: 'ambulance', companion: 'tent' },
      { title: 'Blood donation drive', motif: 'droplet', companion: 'people' },
      { title: 'Women’s health camp', motif: 'family', companion: 'tent' },
      { title: 'Vaccination for elders', motif: 'syringe', companion: 'people' },
    ],
  },
];

export interface VideoSeed {
  title: string;
  /** Any YouTube-style address; the 11-character id gives the default thumbnail. */
  videoLink: string;
  /**
   * A thumbnail of our own, on every demo video: the ids are made up, so the host's thumbnail of
   * one is a failed request (a console error on the page, issue 19), and the demo works offline.
   * templates-listings-galleries.spec.ts covers videos that take the host's thumbnail.
   */
  thumbnail: MotifName;
}

export const videos: readonly VideoSeed[] = [
  { title: 'A tour of Saffron Ridge Teaching Hospital', videoLink: 'https://www.youtube.com/watch?v=SRTHtour001', thumbnail: 'building' },
  { title: 'What happens in a cardiac catheterisation laboratory', videoLink: 'https://www.youtube.com/watch?v=SRTHcath002', thumbnail: 'heart' },
  { title: 'Preparing for your knee replacement', videoLink: 'https://youtu.be/SRTHknee003', thumbnail: 'bone' },
  { title: 'Hands-only CPR in two minutes', videoLink: 'https://www.youtube.com/watch?v=SRTHcpr0004', thumbnail: 'people' },
  { title: 'A day in the life of an ICU nurse', videoLink: 'https://www.youtube.com/watch?v=SRTHicu0005', thumbnail: 'stethoscope' },
  { title: 'Breastfeeding positions explained', videoLink: 'https://www.youtube.com/watch?v=SRTHfeed006', thumbnail: 'family' },
  { title: 'Managing diabetes at home', videoLink: 'https://www.youtube.com/watch?v=SRTHdiab007', thumbnail: 'droplet' },
  { title: 'Patient story: walking again after a stroke', videoLink: 'https://www.youtube.com/watch?v=SRTHstrk008', thumbnail: 'brain' },
  { title: 'How to use an inhaler correctly', videoLink: 'https://youtu.be/SRTHinhl009', thumbnail: 'lungs' },
  { title: 'Our dialysis unit: questions families ask', videoLink: 'https://www.youtube.com/watch?v=SRTHdial010', thumbnail: 'kidney' },
];

export interface BannerSeed {
  title: string;
  top_title: string;
  text: string;
  motif: MotifName;
  companion: MotifName;
  bannerLink: string;
  videoUrl?: string;
  hideBannerText?: boolean;
}

/** Home page slides. */
export const banners: readonly BannerSeed[] = [
  { top_title: 'Welcome to Saffron Ridge', title: 'Expert care, close to home', text: 'A 650-bed teaching hospital where every patient is seen by a team that teaches, learns and cares.', motif: 'building', companion: 'cross', bannerLink: '/about-us', videoUrl: 'https://www.youtube.com/watch?v=SRTHtour001' },
  { top_title: 'Heart Institute', title: 'Every minute counts in a heart attack', text: 'Our catheterisation laboratory is ready 24 hours a day, every day of the year.', motif: 'heart', companion: 'stethoscope', bannerLink: '/heart-institute' },
  { top_title: 'Mother & Child Centre', title: 'Safe births, healthy beginnings', text: 'Antenatal care, delivery and a level III neonatal unit under one roof.', motif: 'family', companion: 'heart', bannerLink: '/mother-and-child-centre' },
  { top_title: 'Find a Doctor', title: 'More than 40 specialists', text: 'Search our doctors by name or department and book an appointment online.', motif: 'stethoscope', companion: 'people', bannerLink: '/find-a-doctor' },
  { top_title: 'Preventive Health', title: 'Health check-up plans for every age', text: 'Catch problems early with a check-up designed around you.', motif: 'shield', companion: 'calendar', bannerLink: '/health-check-up-plans' },
  { top_title: 'Community Outreach', title: 'Health camps in your neighbourhood', text: 'Free screening camps across the district throughout the year.', motif: 'tent', companion: 'people', bannerLink: '/camps', hideBannerText: true },
];
