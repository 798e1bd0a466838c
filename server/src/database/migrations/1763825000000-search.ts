import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PostgreSQL search adapter (the embedded default). The rows are the documents:
 * - `search_vector` generated columns (accent-folded, weighted: title/name first) with GIN indexes;
 * - `locations.movie_title` copies the movie's title so one location vector covers SPEC §7's
 *   "name, city, country, description or movie title"; triggers keep it exact in the writing
 *   transaction, so search never waits for the event relay;
 * - `search_terms`, the vocabulary of indexed words with a trigram GiST index, is where a
 *   misspelled query word ("godfahter") finds the real word it meant (typo tolerance).
 * pg_trgm and unaccent are trusted extensions: a database owner may create them.
 */
export class Search1763825000000 implements MigrationInterface {
  name = 'Search1763825000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    // unaccent() is only STABLE (its dictionary could change); indexes and generated columns
    // need IMMUTABLE, so the dictionary is pinned by name in a wrapper.
    await q.query(`
      CREATE FUNCTION search_fold(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN lower(unaccent('unaccent'::regdictionary, $1))`);

    await q.query(`
      ALTER TABLE movies ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', search_fold(coalesce(title, ''))), 'A') ||
        setweight(to_tsvector('simple', search_fold(coalesce(director, ''))), 'B') ||
        setweight(to_tsvector('simple', search_fold(coalesce(description, ''))), 'C')
      ) STORED`);
    await q.query(`CREATE INDEX movies_search_vector_idx ON movies USING gin (search_vector)`);
    // Folded once at write time: ranking compares it for every match, unaccent per row is costly.
    await q.query(`ALTER TABLE movies ADD COLUMN title_key text GENERATED ALWAYS AS (search_fold(title)) STORED`);
    await q.query(`CREATE INDEX movies_title_key_trgm_idx ON movies USING gin (title_key gin_trgm_ops)`);

    await q.query(`ALTER TABLE locations ADD COLUMN movie_title text`);
    await q.query(`UPDATE locations l SET movie_title = m.title FROM movies m WHERE m.id = l.movie_id`);
    await q.query(`
      ALTER TABLE locations ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', search_fold(coalesce(name, ''))), 'A') ||
        setweight(to_tsvector('simple', search_fold(coalesce(movie_title, ''))), 'B') ||
        setweight(to_tsvector('simple', search_fold(coalesce(city, '') || ' ' || coalesce(country, ''))), 'B') ||
        setweight(to_tsvector('simple', search_fold(coalesce(description, ''))), 'C')
      ) STORED`);
    await q.query(`CREATE INDEX locations_search_vector_idx ON locations USING gin (search_vector)`);
    await q.query(`ALTER TABLE locations ADD COLUMN name_key text GENERATED ALWAYS AS (search_fold(name)) STORED`);
    await q.query(`CREATE INDEX locations_country_fold_idx ON locations (search_fold(country))`);

    await this.createMovieTitleTriggers(q);
    await createVocabulary(q);
  }

  private async createMovieTitleTriggers(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION locations_copy_movie_title() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT title INTO NEW.movie_title FROM movies WHERE id = NEW.movie_id;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER locations_movie_title BEFORE INSERT OR UPDATE OF movie_id, movie_title ON locations
      FOR EACH ROW EXECUTE FUNCTION locations_copy_movie_title()`);
    await q.query(`
      CREATE FUNCTION movies_propagate_title() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE locations SET movie_title = NEW.title WHERE movie_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER movies_title_to_locations AFTER UPDATE OF title ON movies
      FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION movies_propagate_title()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'locations']) {
      for (const event of ['insert', 'update'])
        await q.query(`DROP TRIGGER IF EXISTS ${table}_search_terms_${event} ON ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS search_terms_collect()`);
    await q.query(`DROP TABLE IF EXISTS search_terms`);
    await q.query(`DROP TRIGGER IF EXISTS movies_title_to_locations ON movies`);
    await q.query(`DROP TRIGGER IF EXISTS locations_movie_title ON locations`);
    await q.query(`DROP FUNCTION IF EXISTS movies_propagate_title()`);
    await q.query(`DROP FUNCTION IF EXISTS locations_copy_movie_title()`);
    await q.query(
      `ALTER TABLE locations DROP COLUMN IF EXISTS search_vector, DROP COLUMN IF EXISTS name_key, DROP COLUMN IF EXISTS movie_title`,
    );
    await q.query(`ALTER TABLE movies DROP COLUMN IF EXISTS search_vector, DROP COLUMN IF EXISTS title_key`);
    await q.query(`DROP FUNCTION IF EXISTS search_fold(text)`);
  }
}

/** `search_terms`: the vocabulary of indexed words and the triggers that fill it (dropped by 1763830011000, whose down restores it with this). */
export async function createVocabulary(q: QueryRunner): Promise<void> {
  // COLLATE "C" lets the primary key serve `word LIKE 'prefix%'`.
  await q.query(`CREATE TABLE search_terms (word text COLLATE "C" PRIMARY KEY)`);
  await q.query(`CREATE INDEX search_terms_trgm_idx ON search_terms USING gist (word gist_trgm_ops)`);
  // Statement-level with transition tables: one insert per statement, not per row (imports).
  // Words shorter than 4 letters never take part in typo matching (SPEC: 5+ letters, one typo).
  await q.query(`
    CREATE FUNCTION search_terms_collect() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_terms (word)
      SELECT DISTINCT lexeme FROM new_rows, unnest(new_rows.search_vector) AS t(lexeme, positions, weights)
      WHERE length(lexeme) BETWEEN 4 AND 40
      ORDER BY lexeme
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`);
  for (const table of ['movies', 'locations']) {
    for (const event of ['INSERT', 'UPDATE']) {
      await q.query(`
        CREATE TRIGGER ${table}_search_terms_${event.toLowerCase()} AFTER ${event} ON ${table}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect()`);
    }
  }
  await q.query(`
    INSERT INTO search_terms (word)
    SELECT word FROM ts_stat('SELECT search_vector FROM movies UNION ALL SELECT search_vector FROM locations')
    WHERE length(word) BETWEEN 4 AND 40 ON CONFLICT DO NOTHING`);
}
