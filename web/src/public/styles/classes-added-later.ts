import formStyles from '../forms/forms.module.css';
import layoutStyles from '../layout/layout.module.css';
import searchStyles from '../search/search.module.css';
import faqStyles from '../templates/faq/faq-template.module.css';
import facilityStyles from '../templates/hospital-facilities/hospital-facilities-template.module.css';
import listingStyles from '../templates/listing-kit/listing.module.css';
import photoStyles from '../templates/photo-gallery/photo-gallery-template.module.css';
import videoStyles from '../templates/video-gallery/video-gallery-template.module.css';
import uiStyles from '../ui/ui.module.css';

/**
 * Classes the browser puts on a page after it has loaded, as the visitor uses it, and that the
 * server's markup may not hold: the server keeps their rules in every page's cut style sheets
 * (server/src/web/critical-css.ts), so the page needs no more CSS until it navigates to another
 * page (whole-style-sheets.ts). A state class some element of the page always holds (the
 * active tab, dot or slide) needs no entry: its rules are kept already. Only the server's renderer
 * imports this (entry-server.tsx); it adds no byte to the browser's code.
 *
 * A class added by the browser that is missing here shows unstyled until the next navigation:
 * e2e/specs checks the open menu, the dialogs, the form errors and the search suggestions.
 */
export const declaredClassesAddedLater: readonly (string | undefined)[] = [
  // The header: the mobile menu opened, a submenu expanded.
  layoutStyles.navOpen,
  layoutStyles.expanded,
  // The header's search suggestions (search/search-suggestions.tsx).
  searchStyles.suggestions,
  searchStyles.suggestion,
  searchStyles.suggestionGroup,
  searchStyles.suggestionsNote,
  // Forms: a field's error, the whole form's, the thank-you view, the date picker.
  formStyles.invalid,
  formStyles.fieldError,
  formStyles.submitError,
  formStyles.thanks,
  formStyles.thanksTitle,
  formStyles.reference,
  formStyles.picker,
  formStyles.pickerLegend,
  formStyles.pickerPart,
  // Dialogs (ui/popup.tsx) and what the templates show in them.
  uiStyles.popupBody,
  uiStyles.popupHeader,
  uiStyles.popupTitle,
  uiStyles.popupClose,
  facilityStyles.popupContent,
  facilityStyles.popupImage,
  videoStyles.frame,
  photoStyles.lightboxBody,
  photoStyles.lightboxFigure,
  photoStyles.lightboxImage,
  photoStyles.lightboxError,
  photoStyles.lightboxCounter,
  photoStyles.lightboxNav,
  photoStyles.navButton,
  // A list's loading, failed and empty states (a filter with no match, a retry).
  uiStyles.loader,
  uiStyles.spinner,
  uiStyles.errorView,
  uiStyles.errorTitle,
  uiStyles.button,
  listingStyles.empty,
  // An FAQ answer opened.
  faqStyles.open,
  // An image that failed to load (ui/responsive-image.tsx).
  'image-placeholder',
];

/** The classes above (a CSS module's map types a class it lacks as a string too: a test checks each is there). */
export const classesAddedLater: readonly string[] = declaredClassesAddedLater.filter((name): name is string => Boolean(name));
