import { fixture as initial } from './2026-11-21T0900-initial';
import { fixture as requestsDesk } from './2026-11-23T0400-requests-desk';
import { fixture as mediaFocalPoint } from './2026-11-23T1300-media-focal-point';
import { fixture as search } from './2026-11-23T1400-search';
import { fixture as drafts } from './2026-11-24T0100-drafts';
import { fixture as accounts } from './2026-11-24T0200-accounts';
import { fixture as sharedLimits } from './2026-11-24T0300-shared-limits';
import { fixture as oneWaitingReview } from './2026-11-24T0400-one-waiting-review';
import type { UpgradeFixture } from './fixture';

/**
 * One fixture per shipped migration, in name order. A migration added later without a fixture is
 * still tested: the last fixture's database is upgraded through it. Add a fixture (the previous
 * step's `write` plus what the new migration adds) when a migration adds tables or columns that
 * hold data, or transforms data.
 */
export const upgradeFixtures: readonly UpgradeFixture[] = [initial, requestsDesk, mediaFocalPoint, search, drafts, accounts, sharedLimits, oneWaitingReview];
