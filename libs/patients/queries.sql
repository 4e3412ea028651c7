-- The SQL of libs/patients, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/patients/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/demo/patients-demo-seeder.ts: PatientsDemoSeeder.seed (TypeORM query builder, as written)
-- m.createQueryBuilder().insert().into(PatientProfile).values(profileColumnsOf(row.id, f)).orIgnore().execute()

-- src/events/patient-account-deactivated.handler.ts: PatientAccountDeactivatedHandler.react
DELETE FROM patient_profiles WHERE user_id = $1

-- src/his/his-registration.handler.ts: HisRegistrationHandler.register
UPDATE patient_profiles SET his_requested_at = NULL, his_request_by = NULL WHERE user_id = $1

-- src/his/his-registration.handler.ts: HisRegistrationHandler.register
UPDATE patient_profiles SET his_requested_at = NULL, his_request_by = NULL WHERE user_id = $1

-- src/personal-data/patients-personal-data.ts: PatientsPersonalData.export
SELECT * FROM patient_profiles WHERE user_id = $1
