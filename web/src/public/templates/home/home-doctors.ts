/** SPEC §2/§9: the home slider shows the first 10 doctors by name. */
export const homeDoctorCount = 10;

/**
 * The doctors of the home slider: the first 10 named, in the order of `experts/active` (by name,
 * as Our Doctors lists them). The server reads those ten alone (`listingWindows`, issue 46), so
 * the slider keeps the listing's order rather than sorting again: a later view, which reads the
 * whole list, shows the same ten in every language.
 */
export function homeDoctors<T extends { title?: string | null }>(experts: readonly T[]): T[] {
  return experts.filter((expert) => !!expert.title).slice(0, homeDoctorCount);
}

/** Slides in view by minimum viewport width: 4 from 1500 px down to 1 at 479 px and below (SPEC §9). */
export const doctorSlidesPerView = { 0: 1, 480: 2, 1200: 3, 1500: 4 } as const;
