import type { Paginated, Timestamp } from './common.js';
import type { LocationKind, LocationPrecision } from './locations.js';
import type { Photo } from './photos.js';
import type { ModeratedReview } from './reviews.js';

/**
 * Visitor contributions (issue 34): a visitor suggests a new place for a movie, a correction of a
 * place or a photo of a place; an editor (an admin) accepts, accepts with changes, declines with a
 * reason or merges it into an existing place from one inbox, /admin/moderation, where reported
 * reviews wait too.
 *
 * Routes (all under /api):
 * - POST /movies/:slug/suggestions              a new place for the movie (NewPlaceSuggestionInput)
 * - POST /locations/:slug/suggestions           a correction of the place (CorrectionSuggestionInput)
 * - POST /contribution-photos                   the photo first: raw image bytes, its credit in the
 *                                               query (ContributionPhotoQuery), answers the Photo
 * - POST /locations/:slug/photo-suggestions     a photo of the place (PhotoSuggestionInput)
 * - GET  /account/contributions                 the visitor's own suggestions (OwnSuggestion[])
 * - GET  /admin/moderation?kind&offset&limit    the inbox, oldest first (Paginated<ModerationInboxItem>)
 * - GET  /admin/moderation/count                what waits (ModerationCount), for the dashboard
 * - GET  /admin/moderation/suggestions/:id      one suggestion side by side (SuggestionDetail)
 * - POST /admin/moderation/suggestions/:id/accept    body AcceptSuggestionInput (empty, or edited fields)
 * - POST /admin/moderation/suggestions/:id/decline   body DeclineSuggestionInput
 * - POST /admin/moderation/suggestions/:id/merge     body MergeSuggestionInput
 * Reported reviews in the inbox are acted on through the existing /admin/reviews/:id routes.
 */
export const CONTRIBUTION_ROUTES = {
  suggestPlace: (movieSlug: string) => `/api/movies/${encodeURIComponent(movieSlug)}/suggestions`,
  suggestCorrection: (locationSlug: string) => `/api/locations/${encodeURIComponent(locationSlug)}/suggestions`,
  uploadPhoto: '/api/contribution-photos',
  suggestPhoto: (locationSlug: string) => `/api/locations/${encodeURIComponent(locationSlug)}/photo-suggestions`,
  mine: '/api/account/contributions',
  inbox: '/api/admin/moderation',
  inboxCount: '/api/admin/moderation/count',
  suggestion: (id: string) => `/api/admin/moderation/suggestions/${encodeURIComponent(id)}`,
  accept: (id: string) => `/api/admin/moderation/suggestions/${encodeURIComponent(id)}/accept`,
  decline: (id: string) => `/api/admin/moderation/suggestions/${encodeURIComponent(id)}/decline`,
  merge: (id: string) => `/api/admin/moderation/suggestions/${encodeURIComponent(id)}/merge`,
} as const;

export const SUGGESTION_KINDS = ['new_place', 'correction', 'photo'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  new_place: 'New place',
  correction: 'Correction',
  photo: 'Photo',
};

export const SUGGESTION_STATES = ['pending', 'accepted', 'accepted_with_changes', 'declined', 'merged'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];
export const SUGGESTION_STATE_LABELS: Record<SuggestionState, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  accepted_with_changes: 'Accepted with changes',
  declined: 'Declined',
  merged: 'Merged into an existing place',
};

/** How many suggestions may wait at once: per person, and for an account younger than a day. */
export const CONTRIBUTION_LIMITS = {
  pending: 10,
  pendingNewAccount: 3,
  newAccountHours: 24,
  /** Photos a visitor may upload for contributions in 24 hours. */
  photoUploadsPerDay: 10,
} as const;

/** Lengths of the plain-text fields (HTML is refused, not stored). */
export const SUGGESTION_TEXT = {
  name: { min: 2, max: 200 },
  address: { max: 300 },
  city: { max: 100 },
  country: { max: 100 },
  /** Same bound as the place's scene (SCENE_MAX_LENGTH). */
  scene: { max: 500 },
  source: { min: 3, max: 1000 },
  reason: { min: 3, max: 1000 },
  declineReason: { min: 3, max: 500 },
} as const;

/** The licences a visitor's photo may carry: their own work under a CC licence, or a CC/public-domain photo. */
export const CONTRIBUTION_PHOTO_LICENCES = ['CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0', 'Public domain'] as const;
export type ContributionPhotoLicence = (typeof CONTRIBUTION_PHOTO_LICENCES)[number];

/** A pin further than this from a same-movie place is not called a likely duplicate. */
export const DUPLICATE_RADIUS_METERS = 100;

/** The place fields a visitor proposes: a new place whole, a correction with every field (prefilled). */
export interface ProposedPlace {
  name: string;
  latitude: number;
  longitude: number;
  address: string | null;
  city: string | null;
  country: string | null;
  /** A short plain-text name of the scene ("the chase along the river"). */
  scene: string | null;
  /** When in the film: `1:02:15` or `42:07` (normalised by the server). */
  scene_time: string | null;
  precision: LocationPrecision;
  kind: LocationKind;
}
export type ProposedField = keyof ProposedPlace;
/** The order the editor's side-by-side view lists the fields in. */
export const PROPOSED_FIELDS: readonly ProposedField[] = [
  'name',
  'latitude',
  'longitude',
  'address',
  'city',
  'country',
  'scene',
  'scene_time',
  'precision',
  'kind',
];

/** POST /api/movies/:slug/suggestions body. */
export interface NewPlaceSuggestionInput extends ProposedPlace {
  /** How the visitor knows: a link (http/https) or plain text. */
  source: string;
  /** An optional photo uploaded first through POST /api/contribution-photos by the same visitor. */
  photo_id?: string | null;
}

/** POST /api/locations/:slug/suggestions body: every field (prefilled from the place), and why. */
export interface CorrectionSuggestionInput extends ProposedPlace {
  source: string;
  reason: string;
}

/** POST /api/locations/:slug/photo-suggestions body. */
export interface PhotoSuggestionInput {
  photo_id: string;
  /** Optional: where the photo is from, or anything the editor should know. */
  source?: string | null;
}

/**
 * POST /api/contribution-photos query: alt text and credit sent with the raw image bytes (as the
 * admin upload). `author` is the visitor's name for their own work.
 */
export interface ContributionPhotoQuery {
  alt: string;
  author: string;
  source_url?: string | null;
  licence: ContributionPhotoLicence;
}

/** A movie or a place as a list links it (the client builds the paths with PAGE_PATHS). */
export interface LinkedMovie {
  slug: string;
  title: string;
}
export interface LinkedPlace {
  slug: string;
  name: string;
}

/** GET /api/account/contributions: one of the visitor's suggestions, newest first. */
export interface OwnSuggestion<T extends Timestamp = string> {
  id: string;
  kind: SuggestionKind;
  state: SuggestionState;
  movie: LinkedMovie;
  /** The corrected/photographed place; for a new place, the place created or merged into once decided. */
  place: LinkedPlace | null;
  /** The proposed name (new place, correction); null for a photo. */
  proposed_name: string | null;
  /** The editor's reason, when declined. */
  decline_reason: string | null;
  created_at: T;
  decided_at: T | null;
}

/** What the inbox filters by: a kind of suggestion, or reported reviews. */
export const MODERATION_ITEM_KINDS = [...SUGGESTION_KINDS, 'reported_review'] as const;
export type ModerationItemKind = (typeof MODERATION_ITEM_KINDS)[number];

/** Query of GET /api/admin/moderation: all kinds when `kind` is absent; oldest first. */
export interface ModerationInboxQuery {
  kind?: ModerationItemKind;
  offset?: number;
  limit?: number;
}

export interface SuggestionInboxItem<T extends Timestamp = string> {
  type: 'suggestion';
  kind: SuggestionKind;
  /** The suggestion's id (GET /api/admin/moderation/suggestions/:id). */
  id: string;
  /** When it was made; the inbox is ordered by this, oldest first. */
  waiting_since: T;
  /** The visitor's display name. */
  suggested_by: string;
  movie: LinkedMovie;
  place: LinkedPlace | null;
  proposed_name: string | null;
}

export interface ReportedReviewInboxItem<T extends Timestamp = string> {
  type: 'reported_review';
  kind: 'reported_review';
  /** The review's id (acted on through /api/admin/reviews/:id/hide|restore|dismiss-reports). */
  id: string;
  /** Its oldest open report. */
  waiting_since: T;
  review: ModeratedReview<T>;
}

/** GET /api/admin/moderation: one page, oldest waiting first. */
export type ModerationInboxItem<T extends Timestamp = string> = SuggestionInboxItem<T> | ReportedReviewInboxItem<T>;
export type ModerationInboxPage<T extends Timestamp = string> = Paginated<ModerationInboxItem<T>>;

/** GET /api/admin/moderation/count (and the dashboard's `moderation_waiting`). */
export interface ModerationCount {
  reported_reviews: number;
  pending_suggestions: number;
  /** The two added: what the dashboard shows. */
  total: number;
}

/** One field side by side: the place's value now (null for a new place) and the proposed one. */
export interface SuggestionFieldDiff {
  field: ProposedField;
  current: string | number | null;
  proposed: string | number | null;
  changed: boolean;
}

export const SUGGESTION_WARNING_CODES = ['near_duplicate', 'outside_country', 'precision_mismatch'] as const;
export type SuggestionWarningCode = (typeof SUGGESTION_WARNING_CODES)[number];

/** Something the editor should look at before accepting; never blocks the decision. */
export interface SuggestionWarning {
  code: SuggestionWarningCode;
  message: string;
  /** near_duplicate: the same movie's place within DUPLICATE_RADIUS_METERS (a merge target). */
  place?: LinkedPlace & { id: string; distance_m: number };
}

/** The place as it is now, for a correction or a photo (with the positions drawn on one map). */
export interface SuggestionCurrentPlace<T extends Timestamp = string> extends ProposedPlace {
  id: string;
  slug: string;
  photo: Photo | null;
  updated_at: T;
}

/** GET /api/admin/moderation/suggestions/:id. */
export interface SuggestionDetail<T extends Timestamp = string> {
  id: string;
  kind: SuggestionKind;
  state: SuggestionState;
  suggested_by: { id: string; display_name: string };
  movie: LinkedMovie & { id: string };
  /** The corrected/photographed place now; null for a new place. */
  current: SuggestionCurrentPlace<T> | null;
  /** Null for a photo suggestion. */
  proposed: ProposedPlace | null;
  fields: SuggestionFieldDiff[];
  /** Metres between the current and the proposed position (a correction), else null. */
  distance_m: number | null;
  warnings: SuggestionWarning[];
  source: string | null;
  /** Why (a correction). */
  reason: string | null;
  photo: Photo | null;
  /**
   * A correction or photo made against an older version of the place (an admin has edited it
   * since): accepting answers 409; the editor reads the new version first and declines or
   * re-suggests.
   */
  place_changed_since: boolean;
  decline_reason: string | null;
  created_at: T;
  decided_at: T | null;
}

/**
 * POST /api/admin/moderation/suggestions/:id/accept body: nothing to accept as proposed, or the
 * fields the editor changed (Accept with Changes), each validated as the visitor's were.
 */
export interface AcceptSuggestionInput {
  changes?: Partial<ProposedPlace>;
}

/** POST …/decline body: the reason is shown to the visitor and mailed to them. */
export interface DeclineSuggestionInput {
  reason: string;
}

/** POST …/merge body: the existing place (of the same movie) the suggestion's credit goes to. */
export interface MergeSuggestionInput {
  location_id: string;
}

/** What accept, decline and merge answer: the suggestion's new state and the place it touched. */
export interface SuggestionDecision {
  id: string;
  state: SuggestionState;
  place: LinkedPlace | null;
}

/**
 * The credit a place's page shows ("Suggested by Ana", "Corrected with help from 2 visitors"):
 * added to GET /api/locations/:slug as `credit`.
 */
export interface PlaceCredit {
  /** The visitor whose new-place suggestion created it, if any. */
  suggested_by: string | null;
  /** Visitors whose corrections, photos or merged suggestions were accepted, apart from the above. */
  corrected_by_count: number;
  /** The same visitors by name, oldest first (at most 5). */
  corrected_by: string[];
}

/** The 409 when an admin edited the place after the suggestion was made. */
export const PLACE_CHANGED_MESSAGE =
  'This place was edited after the suggestion was made. Read the place as it is now, then decline the suggestion or apply the change by hand.';
