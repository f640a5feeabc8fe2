import { en, type BookingMessages } from '@hospital/content/i18n/messages/booking';
import { hi } from '@hospital/content/i18n/messages/booking-hi';
import { useLanguage } from '../ui/language';

/**
 * The booking texts (the catalogue's `booking` area) in the page's language. Only the booking
 * page's chunk reads them, so they travel in it, every language's (a few hundred bytes): the
 * other pages, which carry the forms' texts for their footer form, carry none of these.
 */
const byLanguage: Readonly<Record<string, BookingMessages>> = { en, hi };

export const useBookingTexts = (): BookingMessages => byLanguage[useLanguage().language] ?? en;
