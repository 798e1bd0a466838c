import type { Settings } from 'meilisearch';
import { SEARCH_SYNONYMS } from '../query-terms.js';

/**
 * Index settings, applied at start-up before any document (a document added first would
 * make Meilisearch guess the primary key and index every field).
 * Attribute order is ranking order: title/name first (SPEC §7 fields, title matches first).
 */
const typoTolerance: Settings['typoTolerance'] = { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } };

export const MOVIES_INDEX = { uid: 'movies', primaryKey: 'id' } as const;
export const LOCATIONS_INDEX = { uid: 'locations', primaryKey: 'id' } as const;

/**
 * The ranking both adapters share: exact title > title (prefix) > title with typos > director >
 * description, then the more reviewed and the newer. 'attribute' before 'typo' is what puts a
 * title with a typo above a director without one.
 */
const RELEVANCE_RULES = ['words', 'attribute', 'typo', 'proximity', 'exactness'];

export const MOVIES_SETTINGS: Settings = {
  searchableAttributes: ['title', 'director', 'description'],
  filterableAttributes: ['year'],
  sortableAttributes: ['title', 'year'],
  rankingRules: [...RELEVANCE_RULES, 'year:desc'],
  synonyms: SEARCH_SYNONYMS,
  displayedAttributes: ['*'],
  typoTolerance,
};

export const LOCATIONS_SETTINGS: Settings = {
  searchableAttributes: ['name', 'movie_title', 'city', 'country', 'description'],
  // country_key is the folded country (case and accents ignored, SPEC §7 "country equals").
  filterableAttributes: ['country_key', 'movie_id', 'rating_average', 'review_count'],
  sortableAttributes: ['name', 'rating_average', 'review_count'],
  // 'sort' first: asking for the best rated means rating decides, relevance breaks ties (the
  // PostgreSQL adapter's order). Without a sort parameter the rule does nothing.
  rankingRules: ['sort', ...RELEVANCE_RULES, 'review_count:desc'],
  synonyms: SEARCH_SYNONYMS,
  displayedAttributes: ['*'],
  typoTolerance,
};
