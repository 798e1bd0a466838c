import type { Settings } from 'meilisearch';
import { SEARCH_SYNONYMS } from '../query-terms.js';

/**
 * Index settings, applied at start-up before any document (a document added first would
 * make Meilisearch guess the primary key and index every field).
 * Attribute order is ranking order: title/name first (SPEC §7 fields, title matches first).
 */
/**
 * The shared synonyms less those Meilisearch cannot use: it splits words on `&` (a separator), so
 * a `&` synonym never matches there and would only make the stored settings differ from ours.
 */
const synonyms = Object.fromEntries(Object.entries(SEARCH_SYNONYMS).filter(([word]) => /[\p{L}\p{N}]/u.test(word)));

const typoTolerance: Settings['typoTolerance'] = { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } };

export const MOVIES_INDEX = { uid: 'movies', primaryKey: 'id' } as const;
/** One document ({ id: 'search', data_version }) saying what the indexes were last rebuilt with. */
export const META_INDEX = { uid: 'reelatlas_meta', primaryKey: 'id' } as const;

/**
 * The shape of the indexed documents and settings. Bump it when a change needs every document
 * indexed again (a new field, a new ranking attribute): each deployment's start-up reconciliation
 * then rebuilds its index once, in the background.
 */
export const SEARCH_DATA_VERSION = 3;
export const LOCATIONS_INDEX = { uid: 'locations', primaryKey: 'id' } as const;

/**
 * The ranking both adapters share: exact title > title (prefix) > title with typos > director >
 * description, then the more reviewed and the newer. 'attribute' before 'typo' is what puts a
 * title with a typo above a director without one.
 */
const RELEVANCE_RULES = ['words', 'attribute', 'typo', 'proximity', 'exactness'];

/**
 * `exactness` only rewards a title that equals or starts with the query, so for "godfather" "The
 * Godfather" and "The Godfather Part II" tie and `year:desc` would put Part II first. Among equally
 * relevant titles the one with fewer words comes first (`title_words`, written into each movie
 * document), which puts the exact title ahead of its longer namesakes, as the PostgreSQL adapter does.
 */
export const MOVIES_SETTINGS: Settings = {
  searchableAttributes: ['title', 'director', 'description'],
  filterableAttributes: ['year'],
  sortableAttributes: ['title', 'year'],
  rankingRules: [...RELEVANCE_RULES, 'title_words:asc', 'year:desc'],
  synonyms,
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
  synonyms,
  displayedAttributes: ['*'],
  typoTolerance,
};

/** Kept by Meilisearch as sets and answered sorted: their order is not a difference. */
const SET_SETTINGS = new Set(['filterableAttributes', 'sortableAttributes', 'nonSeparatorTokens', 'separatorTokens']);

/**
 * The names of the settings in `desired` that `actual` (GET /indexes/{uid}/settings, which
 * answers every setting with its defaults) does not hold; empty when the index is as configured.
 */
export function settingsDifferences(actual: Settings, desired: Settings): string[] {
  return Object.entries(desired)
    .filter(([key, value]) => !sameSetting(key, actual[key as keyof Settings], value))
    .map(([key]) => key);
}

function sameSetting(key: string, actual: unknown, desired: unknown): boolean {
  if (SET_SETTINGS.has(key)) return sameJson(sortedSet(actual), sortedSet(desired));
  if (key === 'synonyms') return sameJson(sortedSynonyms(actual), sortedSynonyms(desired));
  if (isObject(desired)) {
    // Only what we set: Meilisearch answers the rest of a nested setting with its defaults.
    return isObject(actual) && Object.entries(desired).every(([name, value]) => sameSetting(name, actual[name], value));
  }
  return sameJson(actual, desired);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedSet = (value: unknown) => (Array.isArray(value) ? [...new Set(value.map(String))].sort() : value);

function sortedSynonyms(value: unknown): unknown {
  if (!isObject(value)) return value;
  return Object.keys(value)
    .sort()
    .map((word) => [word, sortedSet(value[word])]);
}
