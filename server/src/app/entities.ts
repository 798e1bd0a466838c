import { AuditEntry } from '../audit/audit-entry.entity.js';
import { AuthToken } from '../auth/auth-token.entity.js';
import { LocationSuggestionRow } from '../contributions/location-suggestion.entity.js';
import { RefreshSession } from '../auth/refresh-session.entity.js';
import { GenerationRow } from '../generation/generation.entity.js';
import { PhotoRow } from '../media/photo.entity.js';
import { OutboxMessage } from '../events/outbox-message.entity.js';
import { Location } from '../locations/location.entity.js';
import { Movie } from '../movies/movie.entity.js';
import { Page } from '../pages/page.entity.js';
import { Review } from '../reviews/review.entity.js';
import { Settings } from '../settings/settings.entity.js';
import { Slide } from '../sliders/slide.entity.js';
import { Slider } from '../sliders/slider.entity.js';
import { SavedPlaceRow } from '../trips/saved-place.entity.js';
import { TripStopRow } from '../trips/trip-stop.entity.js';
import { Trip } from '../trips/trip.entity.js';
import { User } from '../users/user.entity.js';

/**
 * Every entity, for the data source (app.module.ts). Composition: the one place that knows every
 * module's tables. Listed explicitly (no globs): the server is an ES module and globs break under
 * bundlers. One per line.
 */
export const ENTITIES = [
  Movie,
  Location,
  Review,
  Page,
  Settings,
  Slider,
  Slide,
  User,
  OutboxMessage,
  RefreshSession,
  AuthToken,
  AuditEntry,
  GenerationRow,
  PhotoRow,
  SavedPlaceRow,
  Trip,
  LocationSuggestionRow,
  TripStopRow,
];
