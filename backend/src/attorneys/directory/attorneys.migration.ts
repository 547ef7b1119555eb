import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The attorney directory (spec §3 attorneys, plus reviewCount, website, latitude/longitude and `source`): an
 * ordinary state-stored table (DESIGN §4), filled by the sample loader or `npm run attorneys:import`.
 * Searches filter by state (and active), then by a latitude/longitude box around the ZIP, then by specialty
 * (an array with a GIN index); see docs/adr/092.
 */
export class CreateAttorneys1796600000000 implements MigrationInterface {
  name = 'CreateAttorneys1796600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE attorneys (
        id               uuid          PRIMARY KEY,
        name             text          NOT NULL,
        email            text          NOT NULL,
        phone            text          NOT NULL,
        website          text          NULL,
        firm             text          NOT NULL,
        state            char(2)       NOT NULL,
        city             text          NOT NULL,
        zip_code         char(5)       NOT NULL,
        latitude         float8        NOT NULL,
        longitude        float8        NOT NULL,
        specialties      text[]        NOT NULL,
        bar_number       text          NOT NULL,
        years_experience numeric(3,1)  NOT NULL,
        rating           numeric(2,1)  NULL,
        review_count     integer       NOT NULL DEFAULT 0,
        hourly_rate      numeric(6,2)  NULL,
        description      text          NOT NULL DEFAULT '',
        is_active        boolean       NOT NULL DEFAULT true,
        source           text          NOT NULL,
        created_at       timestamptz   NOT NULL DEFAULT now(),
        updated_at       timestamptz   NOT NULL DEFAULT now(),
        CONSTRAINT attorneys_state_bar_number_key UNIQUE (state, bar_number),
        CONSTRAINT attorneys_source_check CHECK (source IN ('sample', 'import')),
        CONSTRAINT attorneys_rating_check CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
        CONSTRAINT attorneys_specialties_check CHECK (cardinality(specialties) BETWEEN 1 AND 9)
      )`);
    await q.query(
      `CREATE INDEX attorneys_state_location_idx ON attorneys (state, latitude, longitude) WHERE is_active`,
    );
    await q.query(
      `CREATE INDEX attorneys_specialties_idx ON attorneys USING gin (specialties) WHERE is_active`,
    );
    await q.query(`CREATE INDEX attorneys_city_idx ON attorneys (state, lower(city)) WHERE is_active`);
    // One number that changes with every write to the directory: API processes compare it to the one their
    // in-memory search index was built at (docs/adr/092), without reading the table.
    await q.query(
      `CREATE TABLE attorney_directory_version (id boolean PRIMARY KEY DEFAULT true CHECK (id), version bigint NOT NULL)`,
    );
    await q.query(`INSERT INTO attorney_directory_version (version) VALUES (0)`);
    await q.query(`
      CREATE FUNCTION attorneys_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE attorney_directory_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER attorneys_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attorneys
      FOR EACH STATEMENT EXECUTE FUNCTION attorneys_bump_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE attorneys`);
    await q.query(`DROP FUNCTION attorneys_bump_version()`);
    await q.query(`DROP TABLE attorney_directory_version`);
  }
}
