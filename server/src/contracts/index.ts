/**
 * The shapes that cross the wire, declared once: the server's services and DTOs implement them,
 * the client's API modules import them (`@contracts`). Types, plus plain values both sides show
 * (DEFAULT_SETTINGS, rules, page texts). Nothing here may import server code: the client compiles
 * these files too.
 */
export type { Paginated, Timestamp } from './common.js';
export { EMAIL_IN_USE } from './auth.js';
export type {
  AccountDeletion,
  AuthMessage,
  AuthSession,
  DisplayNameChange,
  PasswordChange,
  AuthUser,
  Credentials,
  EmailChangeRequest,
  EmailRequest,
  Registration,
  ResetPasswordRequest,
  TokenRequest,
  UserRole,
} from './auth.js';
export { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, DISPLAY_NAME_TAKEN, displayNameProblem } from './display-name.js';
export type { Location, LocationDetail, LocationMovie, NearbyLocation, NearQuery } from './locations.js';
export type { ClusterFeature, ClusterItem, MapConfig, MapOverview, MapPayload, OverviewItem } from './map.js';
export {
  CLUSTER_OPTIONS,
  FIRST_VIEW_MAX_ZOOM,
  MAP_CONFIG_PATH,
  MAP_MIN_ZOOM,
  MAP_OVERVIEW_PATH,
  OFFLINE_BASEMAP_COLOURS,
  QUICK_MAX_ZOOM,
  QUICK_MIN_POINTS,
  boundsOf,
  clusterItemOf,
  firstIndexMaxZoom,
  mapLocationLabel,
  usesQuickIndex,
} from './map.js';
export {
  FALLBACK_POSTER,
  HOME_HEADLINE,
  SEARCH_HINT,
  SEARCH_INTRODUCTION,
  PAGE_DATA_ID,
  PREFETCH_LATER_ID,
  locationPath,
  moviePath,
  newestMoviesPath,
  sliderPath,
  FEATURED_MOVIE_COUNT,
  MOVIE_LIST_PAGE_SIZE,
  HOME_SLIDER_CODE,
  placeImagePath,
} from './page-content.js';
export {
  CMS_PAGE_SLUG,
  PAGE_LAYOUTS,
  PAGE_ROUTES,
  PAGE_ROUTE_LIST,
  UNKNOWN_PATH_FALLBACK,
  type HeadKind,
  type MissingState,
  type PageKey,
  type PageRoute,
  type SitemapSource,
} from './page-routes.js';
export {
  APP_SECTIONS,
  PAGE_PATHS,
  hasParams,
  matchPageRoute,
  pathTo,
  sectionOf,
  type PageMatch,
} from './page-paths.js';
export type { Movie, MovieDetail, MovieListItem } from './movies.js';
export type { CmsPage } from './pages.js';
export type { Photo, PhotoCredit, PhotoDetails } from './photos.js';
export type {
  FailedJob,
  FailedJobData,
  JobCounts,
  JobState,
  OutboxBacklog,
  QueueAdapterName,
  QueueStatus,
  QueuesOverview,
  RetryResult,
} from './queues.js';
export type {
  AuthoredReview,
  CreateReviewInput,
  HideReviewInput,
  ModeratedReview,
  ModerationFilter,
  MyReview,
  OwnReview,
  Review,
  ReviewInput,
  ReviewPage,
  ReviewReportInput,
} from './reviews.js';
export { MODERATION_FILTERS, REVIEW_HIDE_REASON, REVIEW_REPORT_REASON } from './reviews.js';
export type {
  LocationSearchHit,
  MovieSearchHit,
  SearchGroup,
  SearchMatch,
  SearchParams,
  SearchResponse,
  SearchSuggestion,
  SearchTab,
} from './search.js';
export {
  DEFAULT_SETTINGS,
  SOCIAL_NETWORKS,
  type AdSlots,
  type SiteSettings,
  type SocialLinks,
  type SocialNetwork,
} from './settings.js';
export type { Slide, Slider } from './sliders.js';
export type {
  AdminDashboard,
  AdminPage,
  AdminSettings,
  AdminSlide,
  AdminSlider,
  AuditAction,
  AuditEntity,
  AuditEntry,
  AuditPage,
  DashboardLocation,
  DashboardMovie,
  NewSlideInput,
  PageInput,
  SettingsInput,
  SlideInput,
  SlideOrderInput,
  ValidationErrorBody,
} from './admin.js';
export type {
  DraftLocation,
  DraftMovie,
  Generation,
  GenerationDraft,
  GenerationInput,
  GenerationStatus,
  GenerationStep,
  GeneratorConfig,
  PlaceKind,
  SaveGenerationInput,
  SaveGenerationResult,
} from './generation.js';
export {
  DAY_BUDGET_MINUTES,
  MOVIE_GROUP_DISTANCE_KM,
  SAVED_PLACE_KINDS,
  SAVED_PLACE_STATE_IDS_MAX,
  SAVED_PLACES_LIMIT_MESSAGE,
  SAVED_PLACES_PER_USER_MAX,
  STOP_NOTE_MAX,
  STOPS_PER_TRIP_MAX,
  TRIP_AREA_PLACES_MAX,
  TRIP_LIMIT_MESSAGE,
  TRIP_NAME_MAX,
  TRIPS_API,
  TRIP_PAGES,
  TRIPS_PER_USER_MAX,
  VISIT_MINUTES,
  removedStopsNotice,
  stopLimitMessage,
} from './trips.js';
export type {
  AddAreaStopsInput,
  AddStopsInput,
  AreaStopsAdded,
  BestOrderInput,
  CreateTripInput,
  MovieTripGroups,
  MyTripData,
  PlaceGroup,
  PlaceSummary,
  PlaceTally,
  SavedPlace,
  SavedPlaceCounts,
  SavedPlaceInput,
  SavedPlaceKind,
  SavedPlaceList,
  SavedPlaceState,
  SavedPlaceStates,
  SharedTrip,
  StopLinks,
  StopOrderInput,
  StopUpdateInput,
  StopsAdded,
  TripDayView,
  TripDetail,
  TripLeg,
  TripPlan,
  TripSettings,
  TripShare,
  TripStopView,
  TripSummary,
  TripUpdateInput,
} from './trips.js';
