import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PostgreSQL event store (research/event-store.md §5.1–§5.2):
 * - `es.streams`: one row per stream; appends lock it `FOR UPDATE`, which serialises writers of one stream;
 * - `es.events`: append-only (a trigger refuses UPDATE/DELETE/TRUNCATE; since EventHashChainAndRetentionRole only
 *   the role `suego_retention` may delete, see docs/adr/123),
 *   `transaction_id xid8` for the gap-safe global order, `(stream_id, stream_position)` as the OCC backstop,
 *   a unique `event_id` for idempotency;
 * - `es.checkpoints`: one row per subscription, advanced by compare-and-set in the batch's transaction;
 * - `es.projections`: which physical table each projection's view points at (blue/green rebuilds);
 * - `es.append_to_stream`: the whole append in one round trip.
 */
export class CreateEventStore1795300000000 implements MigrationInterface {
  name = 'CreateEventStore1795300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA es`);
    await q.query(`
      CREATE TABLE es.streams (
        stream_id    text        PRIMARY KEY,
        stream_type  text        NOT NULL,
        version      bigint      NOT NULL,
        is_deleted   boolean     NOT NULL DEFAULT false,
        retain_until date        NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        updated_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE SEQUENCE es.global_position_seq AS bigint`);
    await q.query(`
      CREATE TABLE es.events (
        global_position bigint      NOT NULL DEFAULT nextval('es.global_position_seq'),
        transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
        stream_id       text        NOT NULL,
        stream_position bigint      NOT NULL,
        event_id        uuid        NOT NULL,
        event_type      text        NOT NULL,
        schema_version  int         NOT NULL DEFAULT 1,
        data            jsonb       NOT NULL,
        metadata        jsonb       NOT NULL DEFAULT '{}',
        created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT events_pkey PRIMARY KEY (stream_id, stream_position),
        CONSTRAINT events_stream_position_check CHECK (stream_position >= 1),
        CONSTRAINT events_event_type_check CHECK (event_type <> '')
      )`);
    await q.query(`ALTER SEQUENCE es.global_position_seq OWNED BY es.events.global_position`);
    await q.query(`CREATE UNIQUE INDEX events_global_position_uq ON es.events (global_position)`);
    await q.query(`CREATE INDEX events_tx_pos_idx ON es.events (transaction_id, global_position)`);
    await q.query(`CREATE UNIQUE INDEX events_event_id_uq ON es.events (event_id)`);

    await q.query(`
      CREATE TABLE es.checkpoints (
        subscription_id      text        PRIMARY KEY,
        last_transaction_id  xid8        NOT NULL DEFAULT '0',
        last_global_position bigint      NOT NULL DEFAULT 0,
        status               text        NOT NULL DEFAULT 'running',
        last_error           text        NULL,
        updated_at           timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT checkpoints_status_check CHECK (status IN ('running', 'rebuilding', 'failed'))
      )`);
    await q.query(`
      CREATE TABLE es.projections (
        name         text        PRIMARY KEY,
        view_name    text        NOT NULL UNIQUE,
        active_table text        NOT NULL,
        version      int         NOT NULL,
        updated_at   timestamptz NOT NULL DEFAULT now()
      )`);

    // Audit immutability: events are never changed. The retention job (7 years) deletes whole streams inside a
    // transaction that first runs SET LOCAL suego.retention = 'on'.
    await q.query(`
      CREATE FUNCTION es.refuse_event_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF coalesce(current_setting('suego.retention', true), '') = 'on' THEN
          IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'es.events is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege', HINT = 'append_only';
      END $$`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON es.events
        FOR EACH ROW EXECUTE FUNCTION es.refuse_event_changes()`);
    await q.query(`
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON es.events
        FOR EACH STATEMENT EXECUTE FUNCTION es.refuse_event_changes()`);

    // p_expected: NULL = any, -1 = no_stream, -2 = stream_exists, n >= 0 = the stream holds exactly n events.
    // p_check_ids: look for already stored ids (the caller chose some ids); fresh random ids skip that probe and
    // rely on the unique index alone.
    // Returns one row; status is 'ok', 'idempotent' (every id already stored in this stream: the original
    // result), 'wrong_expected_version' or 'event_id_conflict'. Refusals are returned rather than raised so
    // that a caller's transaction stays usable (handleCommand can reload and retry inside it), and nothing is
    // written on a refusal. The event insert never uses ON CONFLICT: a racing duplicate must fail loudly.
    await q.query(`
      CREATE FUNCTION es.append_to_stream(p_stream_id text, p_events jsonb, p_expected bigint, p_check_ids boolean DEFAULT true)
      RETURNS TABLE (status text, stream_version bigint, transaction_id xid8, global_position bigint)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        v_version   bigint;
        v_created   boolean := false;
        v_count     int := jsonb_array_length(p_events);
        v_known     int;
        v_elsewhere int;
        v_max_pos   bigint;
        v_max_gp    bigint;
        v_tx        xid8;
        v_ids       uuid[];
      BEGIN
        IF v_count = 0 THEN
          RAISE EXCEPTION 'append_to_stream: no events' USING ERRCODE = 'invalid_parameter_value';
        END IF;

        SELECT s.version INTO v_version FROM es.streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
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
            -- A concurrent append created it first and has committed: lock its row like any other.
            SELECT s.version INTO v_version FROM es.streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
          END;
        END IF;

        IF p_check_ids THEN
          -- An array, so that the id lookup is an index probe on events_event_id_uq.
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

        WITH inserted AS (
          INSERT INTO es.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
          SELECT p_stream_id, v_version + x.ord, (x.ev->>'id')::uuid, x.ev->>'type',
                 coalesce((x.ev->>'v')::int, 1), x.ev->'d', coalesce(x.ev->'m', '{}'::jsonb)
            FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(ev, ord)
           ORDER BY x.ord
          RETURNING es.events.global_position
        )
        SELECT max(i.global_position) INTO v_max_gp FROM inserted i;

        UPDATE es.streams s SET version = v_version + v_count, updated_at = now() WHERE s.stream_id = p_stream_id;
        RETURN QUERY SELECT 'ok'::text, v_version + v_count, pg_current_xact_id(), v_max_gp;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA es CASCADE`);
  }
}
