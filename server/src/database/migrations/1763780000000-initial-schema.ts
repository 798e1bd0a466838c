import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SPEC §3 entities with real constraints: unique slugs, foreign keys, the rating
 * CHECK, a single settings row, and an index for every read SPEC §7 lists.
 */
export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        password_hash text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        email_verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);

    await q.query(`
      CREATE TABLE movies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL CONSTRAINT movies_slug_key UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
        year integer CHECK (year BETWEEN 1870 AND 2100),
        director text,
        description text,
        poster_url text,
        backdrop_url text,
        genres text[] NOT NULL DEFAULT '{}',
        imdb_id text CHECK (imdb_id ~ '^tt[0-9]{7,10}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX movies_created_at_idx ON movies (created_at DESC, id)`);
    await q.query(`CREATE INDEX movies_title_idx ON movies (title)`);
    await q.query(`CREATE INDEX movies_year_idx ON movies (year)`);

    await q.query(`
      CREATE TABLE locations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL CONSTRAINT locations_slug_key UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        movie_id uuid NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 300),
        description text,
        scene_description text,
        address text,
        city text,
        state text,
        country text,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        image_url text,
        is_verified boolean NOT NULL DEFAULT false,
        source text,
        source_record_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX locations_movie_name_idx ON locations (movie_id, name)`);
    await q.query(`CREATE INDEX locations_name_idx ON locations (name)`);
    await q.query(`CREATE INDEX locations_country_idx ON locations (country)`);
    await q.query(`CREATE INDEX locations_created_at_idx ON locations (created_at DESC, id)`);
    await q.query(
      `CREATE UNIQUE INDEX locations_source_record_key ON locations (source, source_record_id) WHERE source IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rating smallint NOT NULL CONSTRAINT reviews_rating_check CHECK (rating BETWEEN 1 AND 5),
        content text NOT NULL CHECK (length(content) BETWEEN 10 AND 5000),
        visited_at date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reviews_location_created_idx ON reviews (location_id, created_at DESC)`);
    await q.query(`CREATE INDEX reviews_user_idx ON reviews (user_id)`);

    await q.query(`
      CREATE TABLE pages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        slug text NOT NULL CONSTRAINT pages_slug_key UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        content text NOT NULL DEFAULT '',
        is_published boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX pages_title_idx ON pages (title)`);

    await q.query(`
      CREATE TABLE settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        site_title text NOT NULL,
        site_description text NOT NULL,
        meta_keywords text NOT NULL,
        adsense_client_id text NOT NULL DEFAULT '',
        adsense_slots jsonb NOT NULL DEFAULT '{"home_banner":"","sidebar":"","content":""}',
        header_scripts text NOT NULL DEFAULT '',
        footer_scripts text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // SPEC §9 defaults; present even when the demo seed is switched off.
    await q.query(`INSERT INTO settings (id, site_title, site_description, meta_keywords) VALUES (1, $1, $2, $3)`, [
      'ReelAtlas.com',
      'Discover where your favorite movies were filmed',
      'ReelAtlas, filming locations, movies, film tourism',
    ]);

    await q.query(`
      CREATE TABLE sliders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        code text NOT NULL CONSTRAINT sliders_code_key UNIQUE
      )`);
    await q.query(`CREATE INDEX sliders_name_idx ON sliders (name)`);

    await q.query(`
      CREATE TABLE slides (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slider_id uuid NOT NULL REFERENCES sliders (id) ON DELETE CASCADE,
        title text NOT NULL,
        subtitle text,
        image_url text NOT NULL,
        button_text text,
        button_url text,
        "order" integer NOT NULL DEFAULT 0 CHECK ("order" >= 0),
        active boolean NOT NULL DEFAULT true
      )`);
    await q.query(`CREATE INDEX slides_slider_order_idx ON slides (slider_id, "order")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['slides', 'sliders', 'settings', 'pages', 'reviews', 'locations', 'movies', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
