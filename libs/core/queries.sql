-- The SQL of libs/core, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/core/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/bus/outbox-relay.ts: CLAIM.text
WITH locked AS (
  SELECT id, kind FROM outbox
   WHERE relayed_at IS NULL AND (retry_at IS NULL OR retry_at <= now())
   ORDER BY id LIMIT ${JOB_BATCH} FOR UPDATE SKIP LOCKED),
picked AS (
  SELECT id FROM (SELECT id, kind, row_number() OVER (PARTITION BY kind = 'job' ORDER BY id) AS n FROM locked) l
   WHERE kind = 'job' OR n <= ${BATCH}),
claimed AS (
  UPDATE outbox SET retry_at = now() + interval '${CLAIM_LEASE_S} seconds'
   WHERE id IN (SELECT id FROM picked)
   RETURNING id, kind, name, payload, rooms, relay_attempts, request_id, delivered_to)
SELECT * FROM claimed ORDER BY id

-- src/bus/outbox-relay.ts: OutboxRelay.constructor
SET synchronous_commit TO off

-- src/bus/outbox-relay.ts: OutboxRelay.listen
LISTEN ${OUTBOX_CHANNEL}

-- src/bus/outbox-relay.ts: OutboxRelay.releaseBrokenClaims
UPDATE outbox SET retry_at = NULL WHERE relayed_at IS NULL AND relay_attempts = 0 AND retry_at > now()

-- src/bus/outbox-relay.ts: OutboxRelay.relayJobs
UPDATE outbox o SET relayed_at = now(), retry_at = NULL, queue_job_id = q.queue_job_id
FROM unnest($1::bigint[], $2::text[]) AS q(id, queue_job_id) WHERE o.id = q.id

-- src/bus/outbox-relay.ts: OutboxRelay.relayJobs
UPDATE outbox o SET relay_attempts = o.relay_attempts + 1, last_error = f.error,
      retry_at = now() + make_interval(secs => f.retry_ms / 1000.0)
 FROM unnest($1::bigint[], $2::text[], $3::int[]) AS f(id, error, retry_ms)
WHERE o.id = f.id

-- src/bus/outbox-relay.ts: OutboxRelay.relayOne
UPDATE outbox SET relayed_at = now(), retry_at = NULL WHERE id = $1

-- src/bus/outbox-relay.ts: OutboxRelay.relayOne
UPDATE outbox SET relay_attempts = relay_attempts + 1, last_error = $2,
      retry_at = now() + make_interval(secs => $3::int / 1000.0),
      delivered_to = COALESCE($4::text[], delivered_to)
WHERE id = $1

-- src/bus/outbox-relay.ts: OutboxRelay.requeueLostJobs
SELECT id, kind, name, payload, rooms, relay_attempts, request_id, delivered_to, queue_job_id FROM outbox
WHERE kind = 'job' AND settled_at IS NULL AND relayed_at IS NOT NULL
  AND relayed_at < now() - make_interval(secs => $1::float8 / 1000)
  AND relayed_at > now() - interval '${KEEP_RELAYED_DAYS} days'
ORDER BY id LIMIT ${BATCH * 5}

-- src/bus/outbox-relay.ts: OutboxRelay.cleanup
DELETE FROM outbox WHERE relayed_at < now() - interval '${KEEP_RELAYED_DAYS} days'

-- src/bus/outbox.service.ts: Outbox.insert
WITH written AS (INSERT INTO outbox (kind, name, payload, rooms, request_id) VALUES ($1, $2, $3, $4, $5) RETURNING id)
SELECT id, pg_notify($6, '') FROM written

-- src/bus/settle-batch.ts: SettleBatch.constructor
UPDATE outbox SET settled_at = now() WHERE id = ANY($1::bigint[]) AND settled_at IS NULL

-- src/bus/settle-batch.ts: SettleBatch.settledOf
SELECT id::text AS id FROM outbox WHERE id = ANY($1::bigint[]) AND settled_at IS NOT NULL

-- src/database/database.module.ts: migrate
SELECT pg_advisory_lock($1)

-- src/database/database.module.ts: migrate
SELECT pg_advisory_unlock($1)

-- src/database/read-database.ts: ReadDatabase.health
SELECT 1

-- src/database/read-database.ts: ReadDatabase.primaryPosition
SELECT pg_current_wal_flush_lsn()::text AS lsn

-- src/database/read-database.ts: ReadDatabase.caughtUp
SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS replayed

-- src/health/health.controller.ts: HealthController.health
SELECT 1

-- src/infra/embedded-postgres.ts: startEmbeddedPostgres
SELECT 1 AS found FROM pg_database WHERE datname = $1

-- src/infra/embedded-postgres.ts: startEmbeddedPostgres
CREATE DATABASE "${database}"

-- src/observability/metrics.service.ts: Metrics.readOutbox
SELECT count(*)::int AS pending,
     COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
FROM outbox WHERE relayed_at IS NULL
