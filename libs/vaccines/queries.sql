-- The SQL of libs/vaccines, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/vaccines/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/admin/vaccine-admin-update.service.ts: VaccineAdminUpdateService.update
INSERT INTO vaccine_students (cid) VALUES ($1) ON CONFLICT (cid) DO NOTHING

-- src/admin/vaccine-admin-update.service.ts: VaccineAdminUpdateService.update
SELECT 1 FROM vaccine_types WHERE code = $1

-- src/admin/vaccine-admin-update.service.ts: VaccineAdminUpdateService.claimQueueNumber
SELECT 1 FROM vaccine_students WHERE vaccine_event_key${dose} = $1 AND queue_number${dose} = $2 AND cid <> $3 LIMIT 1

-- src/admin/vaccine-admin-update.service.ts: VaccineAdminUpdateService.claimQueueNumber
UPDATE vaccine_events SET last_queue = GREATEST(last_queue, $2) WHERE event_key = $1

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.types
SELECT code, family, brand_name AS "brandName", dose_number AS "doseNumber", disease, for_children AS "forChildren"
FROM vaccine_types ORDER BY disease, family, code

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.putType
INSERT INTO vaccine_types (code, family, brand_name, dose_number, disease, for_children) VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (code) DO UPDATE SET family = $2, brand_name = $3, dose_number = $4, disease = $5, for_children = $6, updated_at = now()

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.removeType
DELETE FROM vaccine_types WHERE code = $1

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.putSchool
INSERT INTO schools (school_key, school_name) VALUES ($1, $2) ON CONFLICT (school_key) DO UPDATE SET school_name = $2

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.putSchool
DELETE FROM school_classes WHERE school_key = $1

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.putSchool
INSERT INTO school_classes (school_key, class_year, class_year_name) VALUES ($1, $2, $3)

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.removeSchool
SELECT 1 FROM vaccine_students WHERE school_key = $1 LIMIT 1

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.removeSchool
DELETE FROM schools WHERE school_key = $1

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.putEvent
SELECT dose_number FROM vaccine_types WHERE code = $1

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.putEvent
INSERT INTO vaccine_events (event_key, event_name, vaccine_type, vaccine_number, event_dt, place, venue_kind, hospital_code, capacity)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
ON CONFLICT (event_key) DO UPDATE SET event_name = $2, vaccine_type = $3, vaccine_number = $4, event_dt = $5, place = $6,
  venue_kind = $7, hospital_code = $8, capacity = $9, updated_at = now()

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.putEvent
SELECT booked FROM vaccine_events WHERE event_key = $1

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.removeEvent
DELETE FROM vaccine_events WHERE event_key = $1 AND booked = 0 RETURNING event_key

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.removeEvent
SELECT 1 FROM vaccine_events WHERE event_key = $1

-- src/admin/vaccine-reference-admin.controller.ts: VaccineReferenceAdminController.lookups
SELECT to_char(at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS') AS at, kind, ip, user_id AS "userID", outcome
FROM vaccine_lookups WHERE cid = $1 ORDER BY at DESC, id DESC LIMIT 200

-- src/booking/booking-form.ts: studentColumnsOf
SELECT 1 FROM schools WHERE school_key = $1

-- src/booking/booking-form.ts: writeStudent
UPDATE vaccine_students SET ${sets}, updated_at = now() WHERE cid = $1

-- src/booking/event-seats.ts: takeSeat
WITH taken AS (
  UPDATE vaccine_events SET booked = booked + 1, last_queue = last_queue + 1
   WHERE event_key = $1 AND booked < capacity RETURNING event_key, last_queue),
seat AS (INSERT INTO vaccine_event_seats (event_key, queue_number, cid) SELECT event_key, last_queue, $2 FROM taken RETURNING queue_number)
UPDATE vaccine_students s SET ${queueColumnOf(event)} = seat.queue_number FROM seat WHERE s.cid = $2 RETURNING seat.queue_number

-- src/booking/event-seats.ts: lockEvents
SELECT 1 FROM vaccine_events WHERE event_key = ANY($1::text[]) ORDER BY event_key FOR UPDATE

-- src/booking/event-seats.ts: releaseSeat
DELETE FROM vaccine_event_seats WHERE event_key = $1 AND cid = $2 RETURNING queue_number

-- src/booking/event-seats.ts: releaseSeat
UPDATE vaccine_events SET booked = booked - 1 WHERE event_key = $1

-- src/booking/full-event-check.ts: FullEventChecks.constructor
SELECT 'student' AS kind, s.cid::text AS key, to_char(s.birth_dt, 'YYYY-MM-DD') AS birth_dt, s.slot_id IS NOT NULL AS booked, NULL AS event_name
  FROM vaccine_students s WHERE s.cid = ANY($1::bpchar[])
UNION ALL
SELECT 'event', e.event_key, NULL, NULL, e.event_name
  FROM vaccine_events e WHERE e.event_key = ANY($2::text[]) AND e.booked >= e.capacity AND e.event_dt > now()

-- src/booking/vaccine-booking.service.ts: VaccineBookingService.confirm
INSERT INTO vaccine_consents (cid, event_key, sign_png, sign_sha256, ip) VALUES ($1, $2, $3, $4, $5)

-- src/chat/vaccine-appointments.ts: VaccineAppointments.vaccine
SELECT e.event_key, e.event_name, e.event_dt, e.place, s.queue_number, s.cid
 FROM vaccine_event_seats s JOIN vaccine_events e ON e.event_key = s.event_key
WHERE e.event_dt >= $1::timestamptz AND e.event_dt < $2::timestamptz
ORDER BY e.event_dt, s.event_key, s.queue_number

-- src/demo/vaccines-demo-seeder.ts: VaccinesDemoSeeder.seed
INSERT INTO vaccine_types (code, family, brand_name, dose_number, disease, for_children) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING

-- src/demo/vaccines-demo-seeder.ts: VaccinesDemoSeeder.seed
INSERT INTO schools (school_key, school_name) VALUES ($1, $2) ON CONFLICT DO NOTHING

-- src/demo/vaccines-demo-seeder.ts: VaccinesDemoSeeder.seed
INSERT INTO school_classes (school_key, class_year, class_year_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING

-- src/demo/vaccines-demo-seeder.ts: VaccinesDemoSeeder.seed
INSERT INTO vaccine_events (event_key, event_name, vaccine_type, vaccine_number, event_dt, place, venue_kind, capacity)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
ON CONFLICT (event_key) DO UPDATE SET event_dt = EXCLUDED.event_dt WHERE vaccine_events.event_dt < now()

-- src/demo/vaccines-demo-seeder.ts: VaccinesDemoSeeder.seed
INSERT INTO vaccine_students (cid, title_key, title_name, first_name, last_name, birth_dt, school_key, class_year, class_year_name,
                              class_room, vaccine_type, is_know, is_new, row_number)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '1', $10, $11, false, $12)
ON CONFLICT (cid) DO UPDATE SET birth_dt = EXCLUDED.birth_dt WHERE vaccine_students.slot_id IS NULL
RETURNING (xmax = 0) AS inserted

-- src/lookups/vaccine-lookup-audit.ts: VaccineLookupAudit.constructor
INSERT INTO vaccine_lookups (kind, cid, ip, user_id, user_agent, outcome)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::int[])

-- src/personal-data/vaccines-personal-data.ts: VaccinesPersonalData.export
SELECT * FROM vaccine_students WHERE cid = $1

-- src/personal-data/vaccines-personal-data.ts: VaccinesPersonalData.export
SELECT * FROM vaccine_event_seats WHERE cid = $1 ORDER BY booked_at

-- src/personal-data/vaccines-personal-data.ts: VaccinesPersonalData.export
SELECT id, cid, event_key, sign_sha256, signed_at FROM vaccine_consents WHERE cid = $1 ORDER BY signed_at DESC

-- src/personal-data/vaccines-personal-data.ts: VaccinesPersonalData.export
SELECT * FROM vaccine_registrations WHERE cid = $1

-- src/personal-data/vaccines-personal-data.ts: VaccinesPersonalData.export
SELECT at, kind, outcome FROM vaccine_lookups WHERE cid = $1 ORDER BY at DESC

-- src/reference/schools-list.ts: SchoolsList.all
SELECT s.school_key AS "schoolKey", s.school_name AS "schoolName",
      COALESCE(json_agg(json_build_object('classYear', c.class_year, 'classYearName', c.class_year_name) ORDER BY c.class_year)
               FILTER (WHERE c.class_year IS NOT NULL), '[]') AS classes
 FROM schools s LEFT JOIN school_classes c ON c.school_key = s.school_key
GROUP BY s.school_key, s.school_name ORDER BY s.school_name

-- src/reference/vaccine-events.ts: EVENT_SELECT
SELECT e.event_key, e.event_name, t.brand_name AS vaccine_name, e.vaccine_type, t.family, t.disease, t.dose_number,
       e.vaccine_number, to_char(e.event_dt AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI') AS event_dt,
       e.place, e.venue_kind, e.hospital_code, e.capacity, e.booked
  FROM vaccine_events e JOIN vaccine_types t ON t.code = e.vaccine_type

-- src/reference/vaccine-events.ts: OFFERED_TO
(e.vaccine_type = $1 OR (e.venue_kind = 'ward' AND t.disease = own.disease AND e.vaccine_number = own.dose_number
                         AND NOT own.for_children AND NOT t.for_children AND position('${CHILD_EVENT_MARK}' in e.event_name) = 0))

-- src/reference/vaccine-events.ts: VaccineEvents.all
${EVENT_SELECT} ORDER BY e.event_dt, e.event_key

-- src/reference/vaccine-events.ts: VaccineEvents.bookable
${EVENT_SELECT} CROSS JOIN (SELECT disease, dose_number, for_children FROM vaccine_types WHERE code = $1) own
WHERE ${OFFERED_TO} AND e.event_dt > now() AND e.booked < e.capacity
ORDER BY e.event_dt, e.event_key

-- src/reference/vaccine-events.ts: VaccineEvents.one
${EVENT_SELECT} WHERE e.event_key = $1

-- src/reference/vaccine-events.ts: VaccineEvents.offered
SELECT 1 FROM vaccine_events e JOIN vaccine_types t ON t.code = e.vaccine_type
CROSS JOIN (SELECT disease, dose_number, for_children FROM vaccine_types WHERE code = $1) own
WHERE e.event_key = $2 AND ${OFFERED_TO}

-- src/registration/vaccine-registration.service.ts: VaccineRegistrationService.condition
SELECT vaccine_type, registered_at IS NOT NULL AS registered FROM vaccine_registrations WHERE cid = $1

-- src/registration/vaccine-registration.service.ts: VaccineRegistrationService.condition
SELECT 1 FROM vaccine_types WHERE code = $1

-- src/registration/vaccine-registration.service.ts: VaccineRegistrationService.condition
INSERT INTO vaccine_registrations (cid, title_key, title_name, first_name, last_name, birth_dt, vaccine_type, is_upload1, is_upload2)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
ON CONFLICT (cid) DO UPDATE SET title_key = EXCLUDED.title_key, title_name = EXCLUDED.title_name, first_name = EXCLUDED.first_name,
  last_name = EXCLUDED.last_name, birth_dt = EXCLUDED.birth_dt, vaccine_type = EXCLUDED.vaccine_type,
  is_upload1 = EXCLUDED.is_upload1, is_upload2 = EXCLUDED.is_upload2, checked_at = now()
WHERE vaccine_registrations.registered_at IS NULL

-- src/registration/vaccine-registration.service.ts: VaccineRegistrationService.register
SELECT to_char(birth_dt, 'YYYY-MM-DD') AS birth_dt, vaccine_type, registered_at IS NOT NULL AS registered
FROM vaccine_registrations WHERE cid = $1 FOR UPDATE

-- src/registration/vaccine-registration.service.ts: VaccineRegistrationService.register
UPDATE vaccine_registrations SET registered_at = now(), is_upload1 = $2, is_upload2 = $3 WHERE cid = $1

-- src/registration/vaccine-registration.service.ts: VaccineRegistrationService.register
INSERT INTO vaccine_students (cid, title_key, title_name, first_name, last_name, birth_dt, vaccine_type, is_new)
SELECT cid, title_key, title_name, first_name, last_name, birth_dt, vaccine_type, true FROM vaccine_registrations WHERE cid = $1
ON CONFLICT (cid) DO UPDATE SET vaccine_type = EXCLUDED.vaccine_type, updated_at = now() WHERE vaccine_students.slot_id IS NULL

-- src/students/student-records.ts: STUDENT_SELECT
SELECT s.cid, s.first_name, s.last_name, s.title_key, s.title_name, to_char(s.birth_dt, 'YYYY-MM-DD') AS birth_dt,
       COALESCE(s.school_key, '') AS school_key, COALESCE(sc.school_name, '') AS school_name,
       s.class_year, s.class_year_name, s.class_room, s.weight, s.height, s.temp1, s.temp2,
       s.mobile_phone, s.address_no, s.th_subdistrict_key, s.th_district_key, s.th_province_key,
       s.hospital_code, COALESCE(s.vaccine_type, '') AS vaccine_type, s.slot_id, s.row_number, s.is_know, s.is_new,
       s.inj1_hosp, s.inj2_hosp,
       ${range(6).map((i) => `to_char(s.appoint_dt${i} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI') AS appoint_dt${i}`).join(', ')},
       ${range(6).map((i) => `s.queue_number${i}`).join(', ')},
       ${range(6).map((i) => `to_char(s.queue_date${i}, 'YYYY-MM-DD') AS queue_date${i}`).join(', ')},
       ${range(6).map((i) => `s.queue_time${i}`).join(', ')},
       ${range(4).map((i) => `s.vaccine_event_key${i}`).join(', ')}
  FROM vaccine_students s LEFT JOIN schools sc ON sc.school_key = s.school_key

-- src/students/student-records.ts: STUDENT_SELECT
to_char(s.appoint_dt${i} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI') AS appoint_dt${i}

-- src/students/student-records.ts: STUDENT_SELECT
to_char(s.queue_date${i}, 'YYYY-MM-DD') AS queue_date${i}

-- src/students/student-records.ts: StudentRecords.load
${STUDENT_SELECT} WHERE s.cid = $1${lock ? ' FOR UPDATE OF s' : ''}
