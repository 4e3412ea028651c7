-- The SQL of libs/audit, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/audit/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/access-log/access-log.ts: LINES
WITH marked AS (
  SELECT l.id, l.at, l.action, l.user_id, l.acting_by,
         CASE WHEN l.action = ANY($2::text[])
               AND lag(l.action) OVER actor = l.action
               AND l.at - lag(l.at) OVER actor <= make_interval(mins => $3::int)
              THEN 0 ELSE 1 END AS starts
    FROM audit_log l
   WHERE l.subject_id = $1 AND l.action <> 'signIn' AND l.user_id IS DISTINCT FROM l.subject_id
  WINDOW actor AS (PARTITION BY l.user_id ORDER BY l.at, l.id)
), numbered AS (
  SELECT m.*, sum(m.starts) OVER (PARTITION BY m.user_id ORDER BY m.at, m.id) AS line FROM marked m
), lines AS (
  SELECT max(n.at) AS at, min(n.at) AS first_at, count(*)::int AS count, max(n.id) AS last_id, n.action, n.user_id,
         bool_or(n.acting_by IS NOT NULL) AS by_caregiver
    FROM numbered n GROUP BY n.user_id, n.line, n.action
)
SELECT at, first_at, count, action, user_id, by_caregiver, last_id FROM lines

-- src/access-log/access-log.ts: AccessLog.page
${LINES} ORDER BY at DESC, last_id DESC LIMIT $4 OFFSET $5

-- src/access-log/access-log.ts: AccessLog.page
SELECT count(*)::int AS n FROM (${LINES}) grouped

-- src/access-log/access-log.ts: AccessLog.all
${LINES} ORDER BY at DESC, last_id DESC

-- src/patient-access/patient-access-audit.handler.ts: PatientAccessAuditHandler.record
INSERT INTO audit_log (job_id, action, user_id, subject_id, acting_by, success, at)
VALUES ($1, $2, $3, $4, $5, true, $6) ON CONFLICT (job_id) DO NOTHING

-- src/patient-access/patient-access-audit.ts: PatientAccessAudit.recordNow
INSERT INTO audit_log (job_id, action, user_id, subject_id, acting_by, success, at)
VALUES ($1, $2, $3, $4, $5, true, now()) ON CONFLICT (job_id) DO NOTHING

-- src/personal-data/audit-personal-data.ts: AuditPersonalData.export
SELECT at, login, success, ip, user_agent FROM audit_log WHERE action = 'signIn' AND user_id = $1 ORDER BY at DESC, id DESC

-- src/personal-data/audit-personal-data.ts: AuditPersonalData.caregiverActs
SELECT at, action, acting_by FROM audit_log WHERE subject_id = $1 AND acting_by IS NOT NULL ORDER BY at DESC, id DESC

-- src/sign-ins/sign-in-audit.handler.ts: SignInAuditHandler.record
INSERT INTO audit_log (job_id, action, user_id, login, success, ip, user_agent, at)
VALUES ($1, 'signIn', $2, $3, $4, $5, $6, $7) ON CONFLICT (job_id) DO NOTHING RETURNING id

-- src/sign-ins/sign-ins.controller.ts: SignInsController.query
SELECT id::text AS id, user_id AS "userID", login, success, at FROM audit_log
WHERE action = 'signIn' AND ($1::uuid IS NULL OR user_id = $1::uuid)
ORDER BY at DESC, id DESC LIMIT ${PAGE}

-- src/viewer/audit-search.ts: WHERE
WHERE ($1::text IS NULL OR l.action = $1)
  AND ($2::date IS NULL OR l.at >= ($2::date::timestamp AT TIME ZONE 'Asia/Bangkok'))
  AND ($3::date IS NULL OR l.at < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok'))
  AND ($4::text IS NULL OR l.user_id::text = $4 OR l.user_id = ANY($7::uuid[]) OR coalesce(l.login, '') ILIKE $5)
  AND ($6::text IS NULL OR l.subject_id::text = $6 OR l.subject_id = ANY($8::uuid[]))

-- src/viewer/audit-search.ts: LINES
WITH marked AS (
  SELECT l.*,
         CASE WHEN l.action = ANY($9::text[])
               AND lag(l.action) OVER pair = l.action
               AND lag(l.success) OVER pair = l.success
               AND lag(l.ip) OVER pair IS NOT DISTINCT FROM l.ip
               AND l.at - lag(l.at) OVER pair <= make_interval(mins => $10::int)
              THEN 0 ELSE 1 END AS starts
    FROM audit_log l ${WHERE}
  WINDOW pair AS (PARTITION BY l.user_id, l.subject_id ORDER BY l.at, l.id)
), numbered AS (
  SELECT m.*, sum(m.starts) OVER (PARTITION BY m.user_id, m.subject_id ORDER BY m.at, m.id) AS line FROM marked m
), lines AS (
  SELECT max(n.id) AS id, max(n.at) AS at, min(n.at) AS first_at, count(*)::int AS count, n.action, n.success,
         n.user_id, n.subject_id, n.ip,
         (array_agg(n.login ORDER BY n.at DESC, n.id DESC))[1] AS login,
         (array_agg(n.user_agent ORDER BY n.at DESC, n.id DESC))[1] AS user_agent
    FROM numbered n GROUP BY n.user_id, n.subject_id, n.line, n.action, n.success, n.ip
)
SELECT id, at, first_at, count, action, success, user_id, login, subject_id, ip, user_agent FROM lines

-- src/viewer/audit-search.ts: AuditSearch.search
${LINES} ORDER BY at DESC, id DESC LIMIT $11 OFFSET $12

-- src/viewer/audit-search.ts: AuditSearch.search
SELECT count(*)::int AS n FROM (${LINES}) grouped
