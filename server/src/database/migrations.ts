import { InitialSchema1763780000000 } from './migrations/1763780000000-initial-schema.js';
import { Outbox1763790000000 } from './migrations/1763790000000-outbox.js';
import { Accounts1763800000000 } from './migrations/1763800000000-accounts.js';
import { LocationGeoIndex1763810000000 } from './migrations/1763810000000-location-geo-index.js';
import { QueuedJobs1763820000000 } from './migrations/1763820000000-queued-jobs.js';
import { Search1763825000000 } from './migrations/1763825000000-search.js';
import { SearchSpeed1763826000000 } from './migrations/1763826000000-search-speed.js';
import { UnverifiedAccounts1763830000000 } from './migrations/1763830000000-unverified-accounts.js';
import { OneReviewPerLocation1763830001000 } from './migrations/1763830001000-one-review-per-location.js';
import { AuditLog1763830002000 } from './migrations/1763830002000-audit-log.js';
import { SlugRedirects1763830003000 } from './migrations/1763830003000-slug-redirects.js';
import { Generations1763830004000 } from './migrations/1763830004000-generations.js';
import { DisplayNames1763830005000 } from './migrations/1763830005000-display-names.js';
import { SearchSuggestions1763830006000 } from './migrations/1763830006000-search-suggestions.js';
import { DeletedSlugs1763830008000 } from './migrations/1763830008000-deleted-slugs.js';
import { ReviewModeration1763830009000 } from './migrations/1763830009000-review-moderation.js';
import { Photos1763830009500 } from './migrations/1763830009500-photos.js';
import { PublicDataNotify1763830010000 } from './migrations/1763830010000-public-data-notify.js';
import { SearchChanges1763830011000 } from './migrations/1763830011000-search-changes.js';
import { SlideOrder1763830012000 } from './migrations/1763830012000-slide-order.js';
import { SocialLinks1763830013000 } from './migrations/1763830013000-social-links.js';
import { GenerationLimits1763830014200 } from './migrations/1763830014200-generation-limits.js';
import { Trips1763830016000 } from './migrations/1763830016000-trips.js';
import { LocationPrecision1763830017000 } from './migrations/1763830017000-location-precision.js';
import { LocationSuggestions1763830018000 } from './migrations/1763830018000-location-suggestions.js';
import { SuggestionCreditNotify1763830018500 } from './migrations/1763830018500-suggestion-credit-notify.js';
import { ImportRuns1763830036100 } from './migrations/1763830036100-import-runs.js';
import { DropWordIndexes1763830037000 } from './migrations/1763830037000-drop-word-indexes.js';
import { AdminSearchText1763830038000 } from './migrations/1763830038000-admin-search-text.js';
import { ImportCommittedLines1763830039000 } from './migrations/1763830039000-import-committed-lines.js';

/** In order; listed explicitly like the entities (no globs). One per line. */
export const MIGRATIONS = [
  InitialSchema1763780000000,
  Outbox1763790000000,
  Accounts1763800000000,
  LocationGeoIndex1763810000000,
  QueuedJobs1763820000000,
  Search1763825000000,
  SearchSpeed1763826000000,
  UnverifiedAccounts1763830000000,
  OneReviewPerLocation1763830001000,
  AuditLog1763830002000,
  SlugRedirects1763830003000,
  Generations1763830004000,
  DisplayNames1763830005000,
  SearchSuggestions1763830006000,
  DeletedSlugs1763830008000,
  ReviewModeration1763830009000,
  Photos1763830009500,
  PublicDataNotify1763830010000,
  SearchChanges1763830011000,
  SlideOrder1763830012000,
  SocialLinks1763830013000,
  GenerationLimits1763830014200,
  Trips1763830016000,
  LocationPrecision1763830017000,
  LocationSuggestions1763830018000,
  SuggestionCreditNotify1763830018500,
  ImportRuns1763830036100,
  DropWordIndexes1763830037000,
  AdminSearchText1763830038000,
  ImportCommittedLines1763830039000,
];
