import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The role whose members may delete whole streams (retention) and chain legacy rows (docs/adr/123). */
export const RETENTION_ROLE = 'suego_retention';

/**
 * What each event's hash covers, as SQL over a row of es.events (alias `e`): the stream, position, id, type,
 * version, recording instant (microseconds) and the stored data and metadata, i.e. the ciphertext of sealed
 * fields, so erasing a key changes nothing here. jsonb's text form is canonical (keys sorted, spacing fixed).
 */
export const CANONICAL_EVENT_SQL = (e: string) =>
  `jsonb_build_array(${e}.stream_id, ${e}.stream_position, ${e}.event_id, ${e}.event_type, ${e}.schema_version,
     (extract(epoch FROM ${e}.created_at) * 1000000)::bigint, ${e}.data, ${e}.metadata)::text`;

/**
 * Tamper evidence (docs/adr/122) and the retention role (docs/adr/123):
 * - `es.events.hash` = sha256(previous hash of the stream ‖ canonical row), 32 zero bytes before the first;
 *   `es.streams.last_hash` is the head, so a cut-off tail shows too. Computed by es.append_to_stream;
 * - rows stored before this migration have no hash until the privacy backfill seals and chains them at boot
 *   (es.chain_stream), the one UPDATE the trigger allows, and only on rows without a hash;
 * - DELETE only under the role `suego_retention` (SET LOCAL ROLE in the retention job's transaction), replacing the
 *   `suego.retention` session flag that any connection could set.
 */
export class EventHashChainAndRetentionRole1796600000000 implements MigrationInterface {
  name = 'EventHashChainAndRetentionRole1796600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE es.events ADD COLUMN hash bytea NULL`);
    await q.query(`ALTER TABLE es.streams ADD COLUMN last_hash bytea NULL`);
    await q.query(
      `CREATE INDEX events_unchained_idx ON es.events (stream_id, stream_position) WHERE hash IS NULL`,
    );

    // Roles belong to the cluster, not the database: several databases (tests) may create it at once.
    await q.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${RETENTION_ROLE}') THEN
          CREATE ROLE ${RETENTION_ROLE} NOLOGIN;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await q.query(`
      DO $$ BEGIN
        IF NOT pg_has_role(current_user, '${RETENTION_ROLE}', 'MEMBER') THEN
          EXECUTE format('GRANT ${RETENTION_ROLE} TO %I', current_user);
        END IF;
      END $$`);
    await q.query(`GRANT USAGE ON SCHEMA es TO ${RETENTION_ROLE}`);
    await q.query(`GRANT SELECT, UPDATE, DELETE ON es.events, es.streams TO ${RETENTION_ROLE}`);

    await q.query(`
      CREATE OR REPLACE FUNCTION es.refuse_event_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_user = '${RETENTION_ROLE}' THEN
          IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
          IF TG_OP = 'UPDATE' AND OLD.hash IS NULL THEN RETURN NEW; END IF;
        END IF;
        RAISE EXCEPTION 'es.events is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege', HINT = 'append_only';
      END $$`);

    await q.query(`
      CREATE FUNCTION es.chain_stream(p_stream_id text) RETURNS bytea LANGUAGE plpgsql AS $$
      DECLARE
        v_prev bytea := decode(repeat('00', 32), 'hex');
        v_row  record;
      BEGIN
        PERFORM 1 FROM es.streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
        IF EXISTS (SELECT 1 FROM es.events e WHERE e.stream_id = p_stream_id AND e.hash IS NOT NULL) THEN
          RAISE EXCEPTION 'stream % is already (partly) chained', p_stream_id;
        END IF;
        FOR v_row IN SELECT e.stream_position, ${CANONICAL_EVENT_SQL('e')} AS canonical
                       FROM es.events e WHERE e.stream_id = p_stream_id ORDER BY e.stream_position LOOP
          v_prev := sha256(v_prev || convert_to(v_row.canonical, 'UTF8'));
          UPDATE es.events SET hash = v_prev WHERE stream_id = p_stream_id AND stream_position = v_row.stream_position;
        END LOOP;
        UPDATE es.streams s SET last_hash = v_prev WHERE s.stream_id = p_stream_id;
        RETURN v_prev;
      END $$`);

    // As in CreateEventStore1795300000000, plus the hash chain: one INSERT per event (each hash needs the
    // previous one), created_at taken once per row and hashed as stored.
    await q.query(`
      CREATE OR REPLACE FUNCTION es.append_to_stream(p_stream_id text, p_events jsonb, p_expected bigint, p_check_ids boolean DEFAULT true)
      RETURNS TABLE (status text, stream_version bigint, transaction_id xid8, global_position bigint)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        v_version   bigint;
        v_prev      bytea;
        v_created   boolean := false;
        v_count     int := jsonb_array_length(p_events);
        v_known     int;
        v_elsewhere int;
        v_max_pos   bigint;
        v_max_gp    bigint;
        v_tx        xid8;
        v_ids       uuid[];
        v_ev        jsonb;
        v_ord       bigint;
        v_row       es.events%ROWTYPE;
      BEGIN
        IF v_count = 0 THEN
          RAISE EXCEPTION 'append_to_stream: no events' USING ERRCODE = 'invalid_parameter_value';
        END IF;

        SELECT s.version, s.last_hash INTO v_version, v_prev FROM es.streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
        IF NOT FOUND THEN
          IF p_expected IS NOT NULL AND p_expected NOT IN (-1, 0) THEN
            RETURN QUERY SELECT 'wrong_expected_version'::text, 0::bigint, NULL::xid8, NULL::bigint;
            RETURN;
          END IF;
          BEGIN
            INSERT INTO es.streams (stream_id, stream_type, version)
              VALUES (p_stream_id, split_part(p_stream_id, '-', 1), 0);
            v_version := 0;
            v_created := true;
          EXCEPTION WHEN unique_violation THEN
            SELECT s.version, s.last_hash INTO v_version, v_prev FROM es.streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
          END;
        END IF;

        IF p_check_ids THEN
          v_ids := ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x);
          SELECT count(*)::int,
                 (count(*) FILTER (WHERE e.stream_id <> p_stream_id))::int,
                 max(e.stream_position),
                 max(e.global_position),
                 (array_agg(e.transaction_id ORDER BY e.global_position DESC))[1]
            INTO v_known, v_elsewhere, v_max_pos, v_max_gp, v_tx
            FROM es.events e
           WHERE e.event_id = ANY (v_ids);
          IF v_known > 0 THEN
            IF v_created THEN DELETE FROM es.streams s WHERE s.stream_id = p_stream_id; END IF;
            IF v_known = v_count AND v_elsewhere = 0 THEN
              RETURN QUERY SELECT 'idempotent'::text, v_max_pos, v_tx, v_max_gp;
            ELSE
              RETURN QUERY SELECT 'event_id_conflict'::text, v_version, NULL::xid8, NULL::bigint;
            END IF;
            RETURN;
          END IF;
        END IF;

        IF (p_expected = -1 AND v_version <> 0)
           OR (p_expected = -2 AND v_version = 0)
           OR (p_expected >= 0 AND p_expected <> v_version) THEN
          IF v_created THEN DELETE FROM es.streams s WHERE s.stream_id = p_stream_id; END IF;
          RETURN QUERY SELECT 'wrong_expected_version'::text, v_version, NULL::xid8, NULL::bigint;
          RETURN;
        END IF;

        IF v_version > 0 AND v_prev IS NULL THEN
          RAISE EXCEPTION 'stream % is not hash-chained yet: the privacy backfill runs at start-up', p_stream_id
            USING ERRCODE = 'object_not_in_prerequisite_state';
        END IF;
        v_prev := coalesce(v_prev, decode(repeat('00', 32), 'hex'));

        FOR v_ev, v_ord IN SELECT x.ev, x.ord FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(ev, ord) LOOP
          v_row.stream_id := p_stream_id;
          v_row.stream_position := v_version + v_ord;
          v_row.event_id := (v_ev->>'id')::uuid;
          v_row.event_type := v_ev->>'type';
          v_row.schema_version := coalesce((v_ev->>'v')::int, 1);
          v_row.data := v_ev->'d';
          v_row.metadata := coalesce(v_ev->'m', '{}'::jsonb);
          v_row.created_at := clock_timestamp();
          v_prev := sha256(v_prev || convert_to(${CANONICAL_EVENT_SQL('v_row')}, 'UTF8'));
          INSERT INTO es.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at, hash)
            VALUES (v_row.stream_id, v_row.stream_position, v_row.event_id, v_row.event_type, v_row.schema_version,
                    v_row.data, v_row.metadata, v_row.created_at, v_prev)
            RETURNING es.events.global_position INTO v_max_gp;
        END LOOP;

        UPDATE es.streams s SET version = v_version + v_count, last_hash = v_prev, updated_at = now()
         WHERE s.stream_id = p_stream_id;
        RETURN QUERY SELECT 'ok'::text, v_version + v_count, pg_current_xact_id(), v_max_gp;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION es.chain_stream(text)`);
    await q.query(`DROP INDEX es.events_unchained_idx`);
    await q.query(`ALTER TABLE es.events DROP COLUMN hash`);
    await q.query(`ALTER TABLE es.streams DROP COLUMN last_hash`);
    await q.query(`REVOKE ALL ON es.events, es.streams FROM ${RETENTION_ROLE}`);
    await q.query(`REVOKE USAGE ON SCHEMA es FROM ${RETENTION_ROLE}`);
  }
}
