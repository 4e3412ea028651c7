-- The SQL of libs/integrations, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/integrations/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/his/local-his-clinical-demo.ts: insertVisit
INSERT INTO his.clinic_visits (clinic_visit_key, hn, cn, service_unit_key, record_dt, mc, vs, weight, height, waist, bmi, bmi_text,
                               pi, pe, dx, dx2, ros, lab, discharge, history, appoint, nursing_care, med, cc_note, doctor)
VALUES ($1, $2, $3, $4, ($5::date + $6::time) AT TIME ZONE 'Asia/Bangkok', $7, $8, $9, $10, $11, $12, $13,
        $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
ON CONFLICT (clinic_visit_key) DO NOTHING RETURNING clinic_visit_key

-- src/his/local-his-clinical-demo.ts: insertVisit
INSERT INTO his.visit_icd10 (clinic_visit_key, code, ordinal)
SELECT $1, code, ordinal FROM unnest($2::text[]) WITH ORDINALITY AS c(code, ordinal) ON CONFLICT DO NOTHING

-- src/his/local-his-clinical-demo.ts: seedLocalHisClinical
INSERT INTO his.service_units (key, name) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING

-- src/his/local-his-clinical-demo.ts: seedLocalHisClinical
SELECT cid, hn FROM his.patients WHERE cid = ANY($1)

-- src/his/local-his-clinical-demo.ts: seedLocalHisClinical
DELETE FROM his.clinic_visits WHERE hn = $1 AND clinic_visit_key ~ $2 AND clinic_visit_key <> $3 AND clinic_visit_key <> ALL($4)

-- src/his/local-his-clinical.ts: VISIT_SELECT
SELECT v.clinic_visit_key, p.cid, p.person, v.hn,
       to_char(v.record_dt AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') AS record_dt,
       u.name AS service_unit, v.mc, v.vs, v.weight, v.height, v.waist, v.bmi, v.bmi_text,
       v.pi, v.pe, v.dx, v.dx2, v.lab, v.discharge, v.history, v.appoint, v.nursing_care, v.med, v.cc_note, v.doctor,
       COALESCE((SELECT array_agg(c.code ORDER BY c.ordinal) FROM his.visit_icd10 c WHERE c.clinic_visit_key = v.clinic_visit_key), '{}') AS codes
  FROM his.clinic_visits v
  JOIN his.patients p ON p.hn = v.hn
  JOIN his.service_units u ON u.key = v.service_unit_key

-- src/his/local-his-clinical.ts: LocalHisClinical.select
${VISIT_SELECT} WHERE ${where} ORDER BY ${order}

-- src/his/local-his-clinical.ts: LocalHisClinical.visitsOfPatient
v.record_dt DESC, v.clinic_visit_key

-- src/his/local-his-clinical.ts: LocalHisClinical.visitsOfUnit
v.service_unit_key = $1 AND ${BANGKOK_DATE} BETWEEN $2::date AND $3::date

-- src/his/local-his-clinical.ts: LocalHisClinical.visitsOnDate
SELECT person FROM his.patients WHERE hn = $1

-- src/his/local-his-clinical.ts: LocalHisClinical.visitsOnDate
v.hn = $1 AND ${BANGKOK_DATE} = $2::date

-- src/his/local-his-clinical.ts: LocalHisClinical.saveCCNote
UPDATE his.clinic_visits SET cc_note = $2 WHERE clinic_visit_key = $1 RETURNING clinic_visit_key

-- src/his/local-his-clinical.ts: LocalHisClinical.saveIcd10
UPDATE his.clinic_visits SET dx2 = $2 WHERE clinic_visit_key = $1 RETURNING clinic_visit_key

-- src/his/local-his-clinical.ts: LocalHisClinical.saveIcd10
DELETE FROM his.visit_icd10 WHERE clinic_visit_key = $1

-- src/his/local-his-clinical.ts: LocalHisClinical.saveIcd10
INSERT INTO his.visit_icd10 (clinic_visit_key, code, ordinal)
SELECT $1, code, ordinal FROM unnest($2::text[]) WITH ORDINALITY AS c(code, ordinal)
ON CONFLICT DO NOTHING

-- src/his/local-his-clinical.ts: LocalHisClinical.attachVisitImage
INSERT INTO his.visit_images (clinic_visit_key, file_id, file_name, file_type, doc_date)
SELECT v.clinic_visit_key, $2, $3, $4, ${BANGKOK_DATE} FROM his.clinic_visits v WHERE v.clinic_visit_key = $1
ON CONFLICT (file_id) DO UPDATE SET file_name = EXCLUDED.file_name
RETURNING id

-- src/his/local-his-clinical.ts: LocalHisClinical.reportRows
SELECT v.pi AS "piNote", v.pe AS "peNote", v.nursing_care AS "nurseNote", v.clinic_visit_key AS "visitKey",
      v.history AS "hxNote",
      COALESCE((SELECT string_agg(c.code, ',' ORDER BY c.ordinal) FROM his.visit_icd10 c WHERE c.clinic_visit_key = v.clinic_visit_key), '') AS "searchCode",
      v.ros AS "rosNote", v.cc_note AS "ccNote", count(*) OVER () AS total
 FROM his.clinic_visits v
ORDER BY v.record_dt DESC, v.clinic_visit_key
LIMIT $1 OFFSET $2

-- src/his/local-his-clinical.ts: LocalHisClinical.reportRows
SELECT count(*) AS n FROM his.clinic_visits

-- src/his/local-his-immunization.ts: LocalHisImmunization.certificate
SELECT c.full_name, c.cert_id, i.vaccine_name, i.vaccine_ref_name, i.lot_number, i.hospital_name,
      to_char(i.immunization_dt AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') AS immunization_datetime
 FROM his.immunization_certs c
 LEFT JOIN his.immunizations i ON i.cid = c.cid
WHERE c.cid = $1
ORDER BY i.immunization_dt NULLS LAST, i.id

-- src/his/local-his-tele-orders.ts: enterLocalHisTeleOrders
INSERT INTO his.tele_orders (tele_ref, kind, name, totcost, netdisc, netcost) VALUES ($1, 'cost', $2, $3, $4, $5)

-- src/his/local-his-tele-orders.ts: enterLocalHisTeleOrders
INSERT INTO his.tele_orders (tele_ref, kind, name, qty, unit, note) VALUES ($1, 'drug', $2, $3, $4, $5)

-- src/his/local-his-tele-orders.ts: clearLocalHisTeleOrders
DELETE FROM his.tele_orders WHERE tele_ref = $1

-- src/his/local-his.adapter.ts: LocalHisAdapter.findPatientByCid
SELECT hn FROM his.patients WHERE cid = $1

-- src/his/local-his.adapter.ts: LocalHisAdapter.registerPatient
INSERT INTO his.patients (hn, cid, person)
VALUES (lpad(nextval('his.hn_seq')::text, 7, '0'), $1, $2)
ON CONFLICT (cid) DO NOTHING RETURNING hn

-- src/his/local-his.adapter.ts: LocalHisAdapter.teleCosts
SELECT name, totcost, netdisc, netcost FROM his.tele_orders WHERE tele_ref = $1 AND kind = 'cost' ORDER BY id

-- src/his/local-his.adapter.ts: LocalHisAdapter.teleCostsOf
SELECT tele_ref, name, totcost, netdisc, netcost FROM his.tele_orders
WHERE tele_ref = ANY($1::uuid[]) AND kind = 'cost' ORDER BY tele_ref, id

-- src/his/local-his.adapter.ts: LocalHisAdapter.teleDrugs
SELECT name, note, qty, unit FROM his.tele_orders WHERE tele_ref = $1 AND kind = 'drug' ORDER BY id

-- src/his/local-his.adapter.ts: seedLocalHisPatient
INSERT INTO his.patients (hn, cid, person) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING hn

-- src/his/stand-in/his-stand-in.controller.ts: HisStandInController.enter
SELECT count(*) FILTER (WHERE kind = 'cost')::int AS costs, count(*) FILTER (WHERE kind = 'drug')::int AS drugs
FROM his.tele_orders WHERE tele_ref = $1

-- src/his/stand-in/his-stand-in.controller.ts: HisStandInController.knownCase
SELECT pg_advisory_xact_lock(hashtextextended('his.tele_orders:' || $1, 0))
