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
 * server's markup may not hold: the server keeps their rules in the cut style sheets of the pages
 * that can add them (server/src/web/critical-css.ts), so the page needs no more CSS until it
 * navigates to another page (whole-style-sheets.ts). Each group is kept on a page whose markup
 * holds its `when` class (the part that adds them: a date field's toggle, a dialog), or on every
 * page when it has none. A state class some element of the page always holds (the active tab,
 * dot or slide) needs no entry: its rules are kept already. Only the server's renderer imports
 * this (entry-server.tsx); it adds no byte to the browser's code.
 *
 * A class added by the browser that is missing here shows unstyled until the next navigation:
 * e2e/specs checks the open menu, the dialogs, the form errors and the search suggestions.
 */
export const declaredClassesAddedLater: readonly { when?: string | undefined; classes: readonly (string | undefined)[] }[] = [
  // The header (every page): the search suggestions. Its menu adds no class: it is <details>.
  {
    classes: [
      searchStyles.suggestions,
      searchStyles.suggestion,
      searchStyles.suggestionGroup,
      searchStyles.suggestionsNote,
    ],
  },
  // The language switch (header, a site of several languages): the language the visitor chose before.
  { when: layoutStyles.languageSwitch, classes: [layoutStyles.rememberedLanguage] },
  // Forms: a field's error, the whole form's, the thank-you view.
  {
    when: formStyles.fields,
    classes: [
      formStyles.invalid,
      formStyles.fieldError,
      formStyles.submitError,
      formStyles.thanks,
      formStyles.thanksTitle,
      formStyles.reference,
      formStyles.result,
      formStyles.errorSummary,
      formStyles.errorSummaryTitle,
      formStyles.errorSummaryList,
      formStyles.counterOver,
    ],
  },
  // A date field's picker.
  { when: formStyles.pickerToggle, classes: [formStyles.picker, formStyles.pickerLegend, formStyles.pickerPart] },
  // Dialogs (ui/popup.tsx: its closed <dialog> is in the markup) and what the templates show in them.
  { when: uiStyles.popup, classes: [uiStyles.popupBody, uiStyles.popupHeader, uiStyles.popupTitle, uiStyles.popupClose] },
  { when: facilityStyles.popup, classes: [facilityStyles.popupContent, facilityStyles.popupImage] },
  { when: videoStyles.popup, classes: [videoStyles.frame] },
  {
    when: photoStyles.lightbox,
    classes: [photoStyles.lightboxBody, photoStyles.lightboxFigure, photoStyles.lightboxImage, photoStyles.lightboxError, photoStyles.lightboxCounter, photoStyles.lightboxNav, photoStyles.navButton],
  },
  // A list's loading, failed and empty states (a filter with no match, a retry), anywhere.
  { classes: [uiStyles.loader, uiStyles.spinner, uiStyles.errorView, uiStyles.errorTitle, uiStyles.button, listingStyles.empty] },
  // A listing's way forward from an empty result (a search typed in place, issue 30).
  { when: listingStyles.page, classes: [uiStyles.noResults] },
  // An FAQ answer opened.
  { when: faqStyles.accordion, classes: [faqStyles.open] },
  // An image that failed to load (ui/responsive-image.tsx).
  { classes: ['image-placeholder'] },
];

/** A group of classes added later, kept on the pages that hold `when` (every page without it). */
export interface ClassesAddedLater {
  when?: string;
  classes: readonly string[];
}

/** The groups above (a CSS module's map types a class it lacks as a string too: a test checks each is there). */
export const classesAddedLater: readonly ClassesAddedLater[] = declaredClassesAddedLater.map(({ when, classes }) => ({
  ...(when ? { when } : {}),
  classes: classes.filter((name): name is string => Boolean(name)),
}));
