-- The SQL of libs/telemedicine, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/telemedicine/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/board/tele-board.service.ts: whereOf
NOT t.awaiting_photos

-- src/board/tele-board.service.ts: whereOf
(t.created_by = ${p} OR t.parent_id = ${p})

-- src/board/tele-board.service.ts: whereOf
(t.user_id = ANY(${users}::uuid[]) OR t.phone ILIKE ${p})

-- src/board/tele-board.service.ts: sqlWhere
WHERE ${w.sql.join(' AND ')}

-- src/board/tele-board.service.ts: TeleBoardService.list
${TELE_SELECT} ${sqlWhere(rowsWhere)}
ORDER BY t.appoint_date, t.appoint_time, t.created_at, t.id
LIMIT ${BOARD_ROW_LIMIT}

-- src/board/tele-board.service.ts: TeleBoardService.list
SELECT t.flow_status, count(*)::int AS n
 FROM tele_requests t
 ${sqlWhere(countWhere)}
GROUP BY t.flow_status

-- src/booking/tele-booking.service.ts: TeleBookingService.create
SELECT 1 FROM tele_requests WHERE slot_type = $1 AND appoint_date = $2 AND appoint_time = $3 LIMIT 1

-- src/booking/tele-booking.service.ts: TeleBookingService.ownCase
SELECT id FROM tele_requests WHERE user_id = $1 AND service_type = $2 AND appoint_date = $3::date ORDER BY created_at, id LIMIT 1

-- src/booking/tele-booking.service.ts: TeleBookingService.book
SELECT pg_advisory_xact_lock(hashtext($1))

-- src/booking/tele-booking.service.ts: TeleBookingService.book
INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, created_by, awaiting_photos,
                           booked_by_id, booked_by_name, booked_by_phone)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $1, $10, $11, $12, $13)
ON CONFLICT (slot_type, appoint_date, appoint_time) WHERE slot_type IS NOT NULL DO NOTHING
RETURNING id

-- src/booking/tele-booking.service.ts: TeleBookingService.freeSlots
SELECT appoint_time FROM tele_requests WHERE slot_type = $1 AND appoint_date = $2

-- src/booking/tele-reschedule.service.ts: TeleRescheduleService.move
UPDATE tele_requests SET appoint_date = $2, appoint_time = $3, updated_at = now() WHERE id = $1

-- src/cases/tele-account-deactivated.handler.ts: TeleAccountDeactivatedHandler.react
SELECT id, service_type FROM tele_requests WHERE user_id = $1 AND flow_status = 0 AND appoint_date >= ${TODAY_BANGKOK} FOR UPDATE

-- src/cases/tele-account-deactivated.handler.ts: TeleAccountDeactivatedHandler.react
DELETE FROM tele_requests WHERE id = ANY($1::uuid[])

-- src/cases/tele-case-reads.ts: TeleCaseReads.bookedBy
SELECT booked_by_name, booked_by_phone FROM tele_requests WHERE id = $1

-- src/cases/tele-case-reads.ts: TeleCaseReads.myList
${TELE_SELECT} WHERE t.user_id = $1 ORDER BY t.appoint_date DESC, t.appoint_time DESC, t.created_at DESC LIMIT 500

-- src/cases/tele-case-refs.ts: TeleCaseRefsOfTelemedicine.exists
SELECT 1 AS one FROM tele_requests WHERE id = $1

-- src/cases/tele-edit.service.ts: TeleEditService.update
UPDATE tele_requests
  SET service_type = $2, slot_type = $3, appoint_date = $4, appoint_time = $5, line_id = $6,
      phone = $7, shipping_address = $8, description = $9, updated_at = now()
WHERE id = $1

-- src/cases/tele-events.ts: TeleEvents.changed
SELECT created_by, parent_id FROM tele_requests WHERE id = $1

-- src/cases/tele-moves.ts: TeleMoves.claimDay
SELECT pg_advisory_xact_lock(hashtext($1))

-- src/cases/tele-moves.ts: TeleMoves.claimDay
SELECT 1 AS one FROM tele_requests WHERE user_id = $1 AND service_type = $2 AND appoint_date = $3::date AND id <> $4 LIMIT 1

-- src/cases/tele-moves.ts: TeleMoves.moved
INSERT INTO tele_reschedules (tele_id, service_type, from_date, from_time, to_date, to_time, by_user, by_role)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id

-- src/cases/tele-records.ts: SLIP_CHECK_JSON
json_build_object(
'fileID', s.file_id, 'qr', s.qr_state, 'sendingBank', s.sending_bank, 'sendingBankName', NULL,
'transRef', s.trans_ref, 'verification', s.verification,
'verifiedAmount', s.verified_amount::float8, 'readAt', s.read_at,
'duplicateOf', coalesce((
  SELECT json_agg(json_build_object('teleID', d.id, 'appointDate', to_char(d.appoint_date, 'YYYY-MM-DD'), 'appointTime', d.appoint_time,
                                    'userID', d.user_id) ORDER BY d.created_at)
    FROM (SELECT DISTINCT s2.tele_id FROM tele_payment_slips s2
           WHERE s.trans_ref IS NOT NULL AND s2.trans_ref = s.trans_ref AND s2.tele_id <> s.tele_id) other
    JOIN tele_requests d ON d.id = other.tele_id), '[]'::json))

-- src/cases/tele-records.ts: TELE_SELECT
SELECT t.id, t.user_id, t.service_type, t.slot_type, to_char(t.appoint_date, 'YYYY-MM-DD') AS appoint_date,
       t.appoint_time, t.line_id, t.phone, t.shipping_address, t.description, t.flow_status, t.payment_msg,
       t.tracking_numbers, t.parent_id, t.created_by, t.tok_session, t.created_at, t.updated_at, t.awaiting_photos,
       t.cost_total, t.costs_ready_at,
       (SELECT ${SLIP_CHECK_JSON} FROM tele_payment_slips s WHERE s.tele_id = t.id ORDER BY s.read_at DESC, s.file_id LIMIT 1) AS slip
FROM tele_requests t

-- src/cases/tele-records.ts: TeleRecords.find
SELECT 1 FROM tele_requests WHERE id = $1 FOR UPDATE

-- src/cases/tele-records.ts: TeleRecords.find
${TELE_SELECT} WHERE t.id = $1

-- src/chat/tele-appointments.ts: TeleAppointments.video
SELECT ${TELE_CHAT_COLUMNS} FROM tele_requests t
WHERE t.service_type = ANY($1::smallint[]) AND t.flow_status = ANY($2::smallint[])
  AND t.appoint_date BETWEEN ($3::timestamptz AT TIME ZONE 'Asia/Bangkok')::date AND ($4::timestamptz AT TIME ZONE 'Asia/Bangkok')::date
  AND (t.appoint_date + t.appoint_time::time) AT TIME ZONE 'Asia/Bangkok' >= $3::timestamptz
  AND (t.appoint_date + t.appoint_time::time) AT TIME ZONE 'Asia/Bangkok' < $4::timestamptz
ORDER BY t.appoint_date, t.appoint_time, t.id

-- src/chat/tele-chat-rows.ts: TELE_CHAT_COLUMNS
t.id, t.user_id, t.service_type, to_char(t.appoint_date, 'YYYY-MM-DD') AS appoint_date, t.appoint_time, t.flow_status, t.cost_total

-- src/chat/tele-chat-topics.ts: TeleChatTopics.appointments
SELECT ${TELE_CHAT_COLUMNS} FROM tele_requests t
WHERE t.user_id = $1 AND t.appoint_date >= $2::date AND t.flow_status = ANY($3::smallint[])
ORDER BY t.appoint_date, t.appoint_time LIMIT $4

-- src/chat/tele-chat-topics.ts: TeleChatTopics.owed
SELECT ${TELE_CHAT_COLUMNS} FROM tele_requests t
WHERE t.user_id = $1 AND t.flow_status = ANY($2::smallint[]) AND t.cost_total IS NOT NULL
ORDER BY t.appoint_date, t.appoint_time LIMIT $3

-- src/chat/tele-chat-topics.ts: TeleChatTopics.queuePlace
SELECT ${TELE_CHAT_COLUMNS} FROM tele_requests t
WHERE t.user_id = $1 AND t.appoint_date = $2::date AND t.service_type = ANY($3::smallint[]) AND t.flow_status = ANY($4::smallint[])
ORDER BY t.appoint_time

-- src/consult/consultations.service.ts: ConsultationsService.create
INSERT INTO tele_requests (user_id, service_type, appoint_date, appoint_time, phone, description, parent_id, created_by)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id

-- src/costs/his-costs-poll.handler.ts: HisCostsPollHandler.poll
SELECT id FROM tele_requests
WHERE flow_status = ANY($1::smallint[]) AND costs_ready_at IS NULL AND appoint_date >= $2
ORDER BY appoint_date, appoint_time, created_at
LIMIT $3

-- src/costs/his-costs-poll.handler.ts: HisCostsPollHandler.markReady
UPDATE tele_requests SET costs_ready_at = now(), cost_total = $2
WHERE id = $1 AND costs_ready_at IS NULL AND flow_status = ANY($3::smallint[])
RETURNING user_id, service_type, flow_status, created_by, parent_id

-- src/demo/tele-demo-seeder.ts: TeleDemoSeeder.seed
SELECT count(*)::int AS n FROM tele_requests

-- src/demo/tele-demo-seeder.ts: TeleDemoSeeder.seed
UPDATE tele_requests SET cost_total = $2, costs_ready_at = now() WHERE id = $1

-- src/demo/tele-demo-seeder.ts: TeleDemoSeeder.insertCase
INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, shipping_address, description,
                           flow_status, payment_msg, tracking_numbers, parent_id, created_by)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
RETURNING id

-- src/doctor-panel/doctor-panel.reads.ts: DoctorPanelReads.earlierImages
SELECT id, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date FROM tele_requests
WHERE user_id = $1 AND id <> $2 AND created_at < (SELECT created_at FROM tele_requests WHERE id = $2)

-- src/files/tele-files.service.ts: TeleFilesService.photosArrived
SELECT awaiting_photos, service_type FROM tele_requests WHERE id = $1 FOR NO KEY UPDATE

-- src/files/tele-files.service.ts: TeleFilesService.photosArrived
UPDATE tele_requests SET awaiting_photos = false WHERE id = $1

-- src/files/tele-files.service.ts: TeleFilesService.stillAwaiting
SELECT awaiting_photos FROM tele_requests WHERE id = $1

-- src/flow/move-case.handler.ts: MoveCaseHandler.execute
UPDATE tele_requests
  SET flow_status = $2, payment_msg = $3,
      tracking_numbers = CASE WHEN $4::jsonb IS NULL THEN tracking_numbers ELSE $4::jsonb END,
      cost_total = coalesce($5::numeric, cost_total),
      costs_ready_at = CASE WHEN $5::numeric IS NULL THEN costs_ready_at ELSE coalesce(costs_ready_at, now()) END,
      updated_at = now()
WHERE id = $1

-- src/flow/move-case.handler.ts: MoveCaseHandler.execute
INSERT INTO tele_transitions (tele_id, from_status, to_status, by_user, by_role, payment_msg, tracking_numbers)
VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id

-- src/offers/tele-earlier-offers.service.ts: TeleEarlierOffersService.get
SELECT earlier_offers FROM tele_requests WHERE id = $1

-- src/offers/tele-earlier-offers.service.ts: TeleEarlierOffersService.set
UPDATE tele_requests SET earlier_offers = $2, updated_at = now() WHERE id = $1

-- src/offers/tele-earlier-slot-source.ts: TeleEarlierSlotSource.candidates
SELECT t.id AS "itemID", t.user_id AS "userID", to_char(t.appoint_date, 'YYYY-MM-DD') AS date, trim(t.appoint_time) AS time
 FROM tele_requests t
WHERE t.earlier_offers AND t.flow_status = 0 AND NOT t.awaiting_photos AND t.service_type = $1
  AND (t.appoint_date > $2::date OR (t.appoint_date = $2::date AND t.appoint_time > $3))
  AND NOT EXISTS (SELECT 1 FROM tele_requests o WHERE o.user_id = t.user_id AND o.service_type = $1 AND o.appoint_date = $2::date AND o.id <> t.id AND o.flow_status >= 0)
ORDER BY t.created_at, t.id
LIMIT $4

-- src/payment/payment-reads.service.ts: PaymentReadsService.slips
SELECT ${SLIP_CHECK_JSON} AS slip FROM tele_payment_slips s WHERE s.tele_id = $1 ORDER BY s.read_at DESC, s.file_id

-- src/payment/slip-read.handler.ts: SlipReadHandler.read
INSERT INTO tele_payment_slips (file_id, tele_id, qr_state, qr_payload, sending_bank, trans_ref)
VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (file_id) DO NOTHING RETURNING file_id

-- src/payment/slip-read.handler.ts: SlipReadHandler.read
UPDATE tele_payment_slips SET verification = $2, verified_amount = $3 WHERE file_id = $1 AND verification IS NULL RETURNING file_id

-- src/payment/slip-read.handler.ts: SlipReadHandler.slipRow
SELECT qr_state, sending_bank, trans_ref, verification FROM tele_payment_slips WHERE file_id = $1

-- src/personal-data/tele-personal-data.ts: TelePersonalData.export
SELECT * FROM tele_requests WHERE user_id = $1 OR (parent_id = $1 AND ${visible}) ORDER BY created_at DESC

-- src/personal-data/tele-personal-data.ts: TelePersonalData.export.of
SELECT * FROM ${table} WHERE tele_id = ANY($1::uuid[]) ORDER BY tele_id, ${order}

-- src/personal-data/tele-personal-data.ts: TelePersonalData.export
SELECT * FROM tele_receipts WHERE user_id = $1 ORDER BY issued_at

-- src/personal-data/tele-reschedules-personal-data.ts: TeleReschedulesPersonalData.export
SELECT r.* FROM tele_reschedules r JOIN tele_requests t ON t.id = r.tele_id WHERE t.user_id = $1 ORDER BY r.tele_id, r.at

-- src/queue/tele-queue.ts: TeleQueue.history
WITH started AS (
  SELECT tr.tele_id, min(tr.at) AS at
    FROM tele_transitions tr JOIN tele_requests t ON t.id = tr.tele_id
   WHERE tr.to_status IN (1, 2) AND t.service_type = ANY($1::smallint[])
     AND tr.at >= $2::timestamptz - make_interval(days => $3 + 1)
   GROUP BY tr.tele_id
), finished AS (
  SELECT s.tele_id, s.at AS started_at,
         (SELECT min(e.at) FROM tele_transitions e
           WHERE e.tele_id = s.tele_id AND e.at >= s.at AND NOT (e.to_status = ANY($4::smallint[]))) AS at
    FROM started s
)
SELECT (extract(epoch FROM f.at - f.started_at) / 60)::float8 AS minutes
  FROM finished f
 WHERE f.at > $2::timestamptz - make_interval(days => $3) AND f.at <= $2::timestamptz

-- src/queue/tele-queue.ts: TeleQueue.placesToday
SELECT id, row_number() OVER (ORDER BY appoint_time, created_at, id)::int AS place
 FROM tele_requests
WHERE appoint_date = $1::date AND service_type = ANY($2::smallint[]) AND flow_status = ANY($3::smallint[])

-- src/queue/tele-queue.ts: TeleQueue.moved
SELECT DISTINCT o.user_id
 FROM tele_requests o, tele_requests me
WHERE me.id = $1 AND o.id <> me.id AND o.user_id <> $2
  AND o.appoint_date = $3::date AND o.service_type = ANY($4::smallint[]) AND o.flow_status = ANY($5::smallint[])
  AND (o.appoint_time, o.created_at, o.id) > (me.appoint_time, me.created_at, me.id)

-- src/receipt/receipt-issuer.ts: ReceiptIssuer.issue
SELECT v.at AS verified_at,
     (SELECT max(p.at) FROM tele_transitions p WHERE p.tele_id = $1 AND p.to_status = $3 AND p.at <= v.at) AS paid_at
FROM tele_transitions v WHERE v.id = $2 AND v.tele_id = $1 AND v.to_status = $4

-- src/receipt/receipt-issuer.ts: ReceiptIssuer.write
SELECT id, user_id, cost_total FROM tele_requests WHERE id = $1 FOR UPDATE

-- src/receipt/tele-receipts.ts: TeleReceipts.ofCase
SELECT ${RECEIPT_COLUMNS} FROM tele_receipts WHERE tele_id = $1

-- src/receipt/tele-receipts.ts: TeleReceipts.byCode
SELECT ${RECEIPT_COLUMNS} FROM tele_receipts WHERE verify_code = $1

-- src/receipt/tele-receipts.ts: TeleReceipts.insert
INSERT INTO tele_receipt_counters (fiscal_year, last_number) VALUES ($1, 1)
ON CONFLICT (fiscal_year) DO UPDATE SET last_number = tele_receipt_counters.last_number + 1
RETURNING last_number

-- src/receipt/tele-receipts.ts: TeleReceipts.insert
INSERT INTO tele_receipts (tele_id, user_id, fiscal_year, number, receipt_number, verify_code, payer_name, payer_masked, hn,
                           items, total, payment_reference, paid_at, issued_at, transition_id)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15)
RETURNING ${RECEIPT_COLUMNS}

-- src/report-queries/tele-report-queries.ts: scopedOf
($3::smallint IS NULL OR t.service_type = $3::smallint)
AND ($4::smallint IS NULL OR t.flow_status = $4::smallint)
AND ($5::uuid IS NULL OR t.created_by = $5::uuid OR t.parent_id = $5::uuid)
AND ${rule}

-- src/report-queries/tele-report-queries.ts: scopedOf
t.appoint_date BETWEEN $1::date AND $2::date AND ${rest}

-- src/report-queries/tele-report-queries.ts: TeleReportQueriesService.cases
SELECT t.id, t.user_id, to_char(t.appoint_date, 'YYYY-MM-DD') AS appoint_date, t.appoint_time, t.service_type, t.flow_status,
      t.cost_total
 FROM tele_requests t
WHERE ${scope}
ORDER BY t.appoint_date, t.appoint_time, t.created_at, t.id
LIMIT $${params.length + 1} OFFSET $${params.length + 2}

-- src/report-queries/tele-report-queries.ts: TeleReportQueriesService.cases
SELECT count(*)::int AS n FROM tele_requests t WHERE ${scope}

-- src/report-queries/tele-report-queries.ts: TeleReportQueriesService.casesPerDay
SELECT to_char(t.appoint_date, 'YYYY-MM-DD') AS date, t.service_type, count(*)::int AS cases
 FROM tele_requests t WHERE ${scope}
GROUP BY t.appoint_date, t.service_type ORDER BY t.appoint_date, t.service_type

-- src/report-queries/tele-report-queries.ts: TeleReportQueriesService.medianTimeInStatus
WITH scoped AS (SELECT t.id, t.created_at FROM tele_requests t WHERE ${scope}),
     stays AS (
       SELECT tr.to_status AS status, tr.at AS since,
              lead(tr.at) OVER (PARTITION BY tr.tele_id ORDER BY tr.at, tr.id) AS until
         FROM tele_transitions tr JOIN scoped s ON s.id = tr.tele_id
       UNION ALL
       SELECT first.from_status, s.created_at, first.at
         FROM scoped s
         JOIN LATERAL (SELECT from_status, at FROM tele_transitions WHERE tele_id = s.id ORDER BY at, id LIMIT 1) first ON true
     )
SELECT status, percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM until - since)) / 60)::float8 AS median,
       count(*)::int AS stays
  FROM stays WHERE until IS NOT NULL
 GROUP BY status

-- src/report-queries/tele-report-queries.ts: TeleReportQueriesService.amountsVerifiedPerDay
SELECT to_char(tr.at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS date,
      sum(coalesce(t.cost_total,
                   (SELECT ps.verified_amount FROM tele_payment_slips ps
                     WHERE ps.tele_id = t.id AND ps.verification = 'match' ORDER BY ps.read_at DESC LIMIT 1),
                   0))::float8 AS amount,
      count(*)::int AS cases
 FROM tele_transitions tr JOIN tele_requests t ON t.id = tr.tele_id
WHERE tr.to_status = 5
  AND (tr.at AT TIME ZONE 'Asia/Bangkok')::date BETWEEN $1::date AND $2::date
  AND ${scopeWithoutDates}
GROUP BY 1 ORDER BY 1

-- src/sla/sla-breaches.handler.ts: SlaBreachesHandler.find
WITH open AS (
  SELECT t.id, t.service_type, t.flow_status, t.user_id, t.created_by, t.parent_id, ${STATUS_SINCE_SQL('t')} AS since
    FROM tele_requests t WHERE t.flow_status = ANY($1::smallint[]) AND NOT t.awaiting_photos) -- issue 28: not on a board yet
SELECT o.id, o.user_id, o.service_type, o.flow_status, o.since, o.created_by, o.parent_id
  FROM open o
 WHERE NOT EXISTS (SELECT 1 FROM sla_breaches b
                    WHERE b.tele_id = o.id AND b.flow_status = o.flow_status AND b.status_since = o.since)

-- src/sla/sla-breaches.handler.ts: SlaBreachesHandler.claim
INSERT INTO sla_breaches (tele_id, flow_status, status_since, due_at, limit_minutes, counting, found_at, notified)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
ON CONFLICT (tele_id, flow_status, status_since) DO NOTHING RETURNING id

-- src/sla/sla-breaches.reads.ts: SlaBreachReads.ofDay
SELECT b.id, b.tele_id, t.service_type, b.flow_status, t.flow_status AS current_status, b.status_since, b.due_at, b.found_at,
      b.limit_minutes, b.counting, b.notified, t.user_id
 FROM sla_breaches b JOIN tele_requests t ON t.id = b.tele_id
WHERE (b.found_at AT TIME ZONE 'Asia/Bangkok')::date = $1::date
ORDER BY b.found_at DESC, b.id DESC
LIMIT 1000

-- src/sla/sla-settings.service.ts: SlaSettings.limits
SELECT flow_status, limit_minutes, counting FROM sla_settings

-- src/sla/sla-settings.service.ts: SlaSettings.save
DELETE FROM sla_settings WHERE flow_status = $1

-- src/sla/sla-settings.service.ts: SlaSettings.save
INSERT INTO sla_settings (flow_status, limit_minutes, counting, updated_by) VALUES ($1, $2, $3, $4)
ON CONFLICT (flow_status) DO UPDATE SET limit_minutes = EXCLUDED.limit_minutes, counting = EXCLUDED.counting,
  updated_by = EXCLUDED.updated_by, updated_at = now()

-- src/sla/sla-timers.ts: STATUS_SINCE_SQL
date_trunc('milliseconds', coalesce(
(SELECT max(tr.at) FROM tele_transitions tr WHERE tr.tele_id = ${t}.id AND tr.to_status = ${t}.flow_status AND tr.from_status <> tr.to_status),
${t}.created_at))

-- src/sla/sla-timers.ts: SlaTimers.statusSince
SELECT t.id, ${STATUS_SINCE_SQL('t')} AS since FROM tele_requests t WHERE t.id = ANY($1::uuid[])

-- src/tracking/parcel-events.ts: ParcelEvents.pending
SELECT t.id AS "teleID", b.barcode
 FROM tele_requests t
 CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(t.tracking_numbers, '[]'::jsonb)) AS b(barcode)
WHERE t.flow_status = 6
  AND NOT EXISTS (SELECT 1 FROM tele_parcel_events e
                   WHERE e.tele_id = t.id AND e.barcode = b.barcode AND e.kind = ANY($2::text[]))
ORDER BY t.updated_at, t.id, b.barcode
LIMIT $1

-- src/tracking/parcel-events.ts: ParcelEvents.record
INSERT INTO tele_parcel_events (tele_id, barcode, status, kind, description, location, postcode, status_at, recorded_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
ON CONFLICT ON CONSTRAINT tele_parcel_events_once DO NOTHING
RETURNING id

-- src/tracking/parcel-events.ts: ParcelEvents.of
SELECT barcode, status, kind, description, location, status_at, recorded_at
FROM tele_parcel_events WHERE tele_id = $1 ORDER BY status_at, id

-- src/tracking/parcel-events.ts: ParcelEvents.deliveredBy
SELECT t.id FROM tele_requests t
WHERE t.flow_status = 6
  AND jsonb_array_length(coalesce(t.tracking_numbers, '[]'::jsonb)) > 0
  AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text(t.tracking_numbers) AS b(barcode)
                   WHERE NOT EXISTS (SELECT 1 FROM tele_parcel_events e
                                      WHERE e.tele_id = t.id AND e.barcode = b.barcode AND e.kind = 'delivered'))
  AND (SELECT max(e.status_at) FROM tele_parcel_events e WHERE e.tele_id = t.id AND e.kind = 'delivered') <= $1
ORDER BY t.updated_at
LIMIT $2

-- src/tracking/parcel-track.handler.ts: ParcelTrackHandler.recordCase
SELECT user_id, service_type, flow_status FROM tele_requests WHERE id = $1 FOR UPDATE

-- src/tracking/parcel-tracking.reads.ts: ParcelTrackingReads.tracking
SELECT at, by_role FROM tele_transitions WHERE tele_id = $1 AND to_status = 7 ORDER BY at DESC, id DESC LIMIT 1

-- src/video/video-call-ends.ts: VideoCallEnds.end
UPDATE tele_requests SET call_ended_at = now() WHERE id = $1

-- src/video/video-call-ends.ts: VideoCallEnds.reopen
UPDATE tele_requests SET call_ended_at = NULL WHERE id = $1 AND call_ended_at IS NOT NULL

-- src/video/video-call-ends.ts: VideoCallEnds.status
SELECT call_ended_at FROM tele_requests WHERE id = $1

-- src/video/video-tokens.service.ts: VideoTokensService.tokens
UPDATE tele_requests SET tok_session = $2 WHERE id = $1 AND tok_session IS NULL RETURNING tok_session

-- src/video/video-tokens.service.ts: VideoTokensService.tokens
SELECT tok_session FROM tele_requests WHERE id = $1
