-- The SQL of libs/patients, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/patients/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/caregivers/caregiver-links.ts: LINK_COLUMNS
l.id, l.caregiver_id, l.person_id, l.relation, l.state, to_char(l.until, 'YYYY-MM-DD') AS until, l.agreed_at, l.created_at

-- src/caregivers/caregiver-links.ts: CaregiverLinks.ofCaregiver
SELECT ${LINK_COLUMNS} FROM caregiver_links l WHERE l.caregiver_id = $1 AND l.state IN ('active', 'pending') ORDER BY l.created_at, l.id

-- src/caregivers/caregiver-links.ts: CaregiverLinks.ofPerson
SELECT ${LINK_COLUMNS} FROM caregiver_links l WHERE l.person_id = $1 AND l.state IN ('active', 'pending') ORDER BY l.created_at, l.id

-- src/caregivers/caregiver-links.ts: CaregiverLinks.lock
SELECT ${LINK_COLUMNS} FROM caregiver_links l WHERE l.id = $1 FOR UPDATE

-- src/caregivers/caregiver-links.ts: CaregiverLinks.end
WITH ended AS (UPDATE caregiver_links SET state = 'ended', ended_at = $2, ended_reason = $3 WHERE id = $1 AND state IN ('active', 'pending') RETURNING id)
SELECT id FROM ended

-- src/caregivers/caregiver-links.ts: CaregiverLinks.actingFor
SELECT l.id FROM caregiver_links l
WHERE l.caregiver_id = $1 AND l.person_id = $2 AND l.state = 'active' AND (l.until IS NULL OR l.until > $3::date)

-- src/caregivers/caregivers-majority.handler.ts: CaregiversMajorityHandler.notice
WITH noticed AS (
  UPDATE caregiver_links SET majority_notice_at = $3
   WHERE state = 'active' AND until IS NOT NULL AND majority_notice_at IS NULL
     AND until > $1::date AND until <= $1::date + $2::int
   RETURNING id, caregiver_id, person_id, until, created_at
)
SELECT id, caregiver_id, person_id, to_char(until, 'YYYY-MM-DD') AS until, created_at FROM noticed

-- src/caregivers/caregivers-majority.handler.ts: CaregiversMajorityHandler.endAndAsk
WITH ended AS (
  UPDATE caregiver_links SET state = 'ended', ended_at = $2, ended_reason = 'age'
   WHERE state = 'active' AND until IS NOT NULL AND until <= $1::date
   RETURNING id, caregiver_id, person_id, until, created_at
)
SELECT id, caregiver_id, person_id, to_char(until, 'YYYY-MM-DD') AS until, created_at FROM ended

-- src/caregivers/caregivers-majority.handler.ts: CaregiversMajorityHandler.endAndAsk
INSERT INTO caregiver_links (caregiver_id, person_id, relation, state, until, signature_png, signature_sha256, renews, created_at)
SELECT caregiver_id, person_id, relation, 'pending', NULL, signature_png, signature_sha256, id, $2
  FROM caregiver_links WHERE id = ANY($1::uuid[])
RETURNING id, renews

-- src/caregivers/caregivers-of.ts: CaregiversOfLinks.constructor
SELECT person_id, caregiver_id FROM caregiver_links
WHERE person_id = ANY($1::uuid[]) AND state = 'active' AND (until IS NULL OR until > $2::date)
ORDER BY created_at, id

-- src/caregivers/caregivers-personal-data.ts: CaregiversPersonalData.export
SELECT id, caregiver_id, person_id, relation, state, until, signature_sha256, agreed_at, agreed_how, agreed_by,
     agree_signature_sha256, ended_at, ended_reason, majority_notice_at, renews, created_at
FROM caregiver_links WHERE person_id = $1 OR caregiver_id = $1 ORDER BY created_at, id

-- src/caregivers/people.service.ts: PeopleService.add
INSERT INTO caregiver_links (caregiver_id, person_id, relation, state, until, signature_png, signature_sha256, agreed_at, agreed_how, agreed_by)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id

-- src/caregivers/people.service.ts: PeopleService.agree
UPDATE caregiver_links SET state = 'active', agreed_at = $2, agreed_how = 'self', agreed_by = $3, agree_signature_png = $4, agree_signature_sha256 = $5 WHERE id = $1

-- src/caregivers/people.service.ts: PeopleService.paperConsent
UPDATE caregiver_links SET state = 'active', agreed_at = $2, agreed_how = 'paper', agreed_by = $3 WHERE id = $1

-- src/demo/patients-demo-seeder.ts: PatientsDemoSeeder.seed (TypeORM query builder, as written)
-- m.createQueryBuilder().insert().into(PatientProfile).values(profileColumnsOf(row.id, f)).orIgnore().execute()

-- src/events/patient-account-deactivated.handler.ts: PatientAccountDeactivatedHandler.react
DELETE FROM patient_profiles WHERE user_id = $1

-- src/events/patient-account-deactivated.handler.ts: PatientAccountDeactivatedHandler.react
UPDATE caregiver_links SET state = 'ended', ended_at = now(), ended_reason = 'deactivated' WHERE caregiver_id = $1 AND state IN ('active', 'pending')

-- src/his/his-registration.handler.ts: HisRegistrationHandler.register
UPDATE patient_profiles SET his_requested_at = NULL, his_request_by = NULL WHERE user_id = $1

-- src/his/his-registration.handler.ts: HisRegistrationHandler.register
UPDATE patient_profiles SET his_requested_at = NULL, his_request_by = NULL WHERE user_id = $1

-- src/personal-data/patients-personal-data.ts: PatientsPersonalData.export
SELECT * FROM patient_profiles WHERE user_id = $1
