import type { Migration } from 'kysely';
import * as initial from './2026-11-21T0900-initial';
import * as requestsDesk from './2026-11-23T0400-requests-desk';
import * as mediaFocalPoint from './2026-11-23T1300-media-focal-point';
import * as search from './2026-11-23T1400-search';
import * as drafts from './2026-11-24T0100-drafts';
import * as accounts from './2026-11-24T0200-accounts';
import * as sharedLimits from './2026-11-24T0300-shared-limits';
import * as oneWaitingReview from './2026-11-24T0400-one-waiting-review';
import * as firstRevisions from './2026-11-25T2200-first-revisions';
import * as backupRuns from './2026-11-25T2300-backup-runs';
import * as serverProcesses from './2026-11-26T0100-server-processes';
import * as formConfirmations from './2026-11-26T0130-form-confirmations';
import * as entryLanguage from './2026-11-26T0210-entry-language';
import * as redirects from './2026-11-26T0230-redirects';
import * as wordpressImport from './2026-11-26T0300-wordpress-import';
import * as linksAndReviews from './2026-11-26T0240-links-and-reviews';
import * as appointments from './2026-11-26T0400-appointments';
import * as brokenLinksOrder from './2026-11-26T0420-broken-links-order';
import * as confirmationAppointment from './2026-11-26T0430-confirmation-appointment';
import * as bookingReminderToken from './2026-11-26T0500-booking-reminder-token';
import * as teamRoles from './2026-11-28T1600-team-roles';
import * as locations from './2026-11-28T1900-locations';
import * as notifications from './2026-11-28T1900-notifications';
import * as opdLocations from './2026-11-28T1930-opd-locations';
import * as studioWordpressImport from './2026-11-28T2000-studio-wordpress-import';
import * as searchDocumentRows from './2026-11-28T2330-search-document-rows';

/**
 * Every migration, by name; names sort in the order they apply to a new database. Frozen once
 * landed. One that lands after a later-named one still applies to a database migrated past it
 * (`allowUnorderedMigrations` in `migrateToLatest`).
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0900-initial': initial,
  '2026-11-23T0400-requests-desk': requestsDesk,
  '2026-11-23T1300-media-focal-point': mediaFocalPoint,
  '2026-11-23T1400-search': search,
  '2026-11-24T0100-drafts': drafts,
  '2026-11-24T0200-accounts': accounts,
  '2026-11-24T0300-shared-limits': sharedLimits,
  '2026-11-24T0400-one-waiting-review': oneWaitingReview,
  '2026-11-25T2200-first-revisions': firstRevisions,
  '2026-11-25T2300-backup-runs': backupRuns,
  '2026-11-26T0100-server-processes': serverProcesses,
  '2026-11-26T0130-form-confirmations': formConfirmations,
  '2026-11-26T0210-entry-language': entryLanguage,
  '2026-11-26T0230-redirects': redirects,
  '2026-11-26T0300-wordpress-import': wordpressImport,
  '2026-11-26T0240-links-and-reviews': linksAndReviews,
  '2026-11-26T0400-appointments': appointments,
  '2026-11-26T0420-broken-links-order': brokenLinksOrder,
  '2026-11-26T0430-confirmation-appointment': confirmationAppointment,
  '2026-11-26T0500-booking-reminder-token': bookingReminderToken,
  '2026-11-28T1600-team-roles': teamRoles,
  '2026-11-28T1900-locations': locations,
  '2026-11-28T1900-notifications': notifications,
  '2026-11-28T1930-opd-locations': opdLocations,
  '2026-11-28T2000-studio-wordpress-import': studioWordpressImport,
  '2026-11-28T2330-search-document-rows': searchDocumentRows,
};
