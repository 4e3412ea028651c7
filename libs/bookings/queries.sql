-- The SQL of libs/bookings, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/bookings/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/board/booking-board.service.ts: BookingBoardService.list
${BOOKING_SELECT} WHERE b.appoint_date = $1 AND ($2::smallint IS NULL OR b.booking_status = $2)
ORDER BY b.appoint_time, b.booking_number

-- src/board/booking-board.service.ts: BookingBoardService.list
SELECT booking_status, count(*)::int AS n FROM bookings WHERE appoint_date = $1 GROUP BY booking_status

-- src/board/booking-board.service.ts: BookingBoardService.list
SELECT count(*) FILTER (WHERE arrived_at IS NOT NULL)::int AS arrived, count(*) FILTER (WHERE no_show_at IS NOT NULL)::int AS no_show
FROM bookings WHERE appoint_date = $1

-- src/booking/booking-create.service.ts: BookingCreateService.create
SELECT pg_advisory_xact_lock(hashtext($1))

-- src/booking/booking-create.service.ts: BookingCreateService.create
SELECT count(*)::int AS n FROM bookings
WHERE user_id = $1 AND booking_status IN (0, 1) AND served_at IS NULL AND appoint_date >= $2::date

-- src/booking/booking-create.service.ts: BookingCreateService.create
INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1
RETURNING last_number

-- src/booking/booking-create.service.ts: BookingCreateService.create
INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, created_by,
                      booked_by_id, booked_by_name, booked_by_phone)
VALUES ($1, $2, $3, $3, $4, $5, $6, $2, $7, $8, $9) RETURNING id

-- src/booking/booking-records.ts: BOOKING_SELECT
SELECT b.id, b.booking_number, b.user_id, b.service_type, b.slot_type, to_char(b.appoint_date, 'YYYY-MM-DD') AS appoint_date,
       b.appoint_time, b.description, b.booking_status, b.reminded_at, b.served_at, b.arrived_at, b.no_show_at, b.check_in_code,
       b.booked_by_name, b.booked_by_phone, b.created_at, b.updated_at
FROM bookings b

-- src/booking/booking-records.ts: BookingRecords.find
SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE

-- src/booking/booking-records.ts: BookingRecords.find
${BOOKING_SELECT} WHERE b.id = $1

-- src/booking/booking-records.ts: BookingRecords.ofPatient
${BOOKING_SELECT} WHERE b.user_id = $1 ORDER BY b.appoint_date DESC, b.appoint_time DESC, b.created_at DESC

-- src/booking/booking-slots.controller.ts: BookingSlotsController.slots
SELECT appoint_time AS time FROM booking_slots
WHERE appoint_date = $1 AND slot_type = $2 AND taken >= booking_capacity_of($2::smallint, appoint_time::text)

-- src/chat/booking-appointments.ts: BookingAppointments.ofSlotType
SELECT ${BOOKING_CHAT_COLUMNS} FROM bookings b
WHERE b.slot_type = $1 AND b.booking_status = ANY($2::smallint[]) AND b.served_at IS NULL
  AND b.appoint_date BETWEEN ($3::timestamptz AT TIME ZONE 'Asia/Bangkok')::date AND ($4::timestamptz AT TIME ZONE 'Asia/Bangkok')::date
  AND (b.appoint_date + b.appoint_time::time) AT TIME ZONE 'Asia/Bangkok' >= $3::timestamptz
  AND (b.appoint_date + b.appoint_time::time) AT TIME ZONE 'Asia/Bangkok' < $4::timestamptz
ORDER BY b.appoint_date, b.appoint_time, b.booking_number

-- src/chat/booking-chat-rows.ts: BOOKING_CHAT_COLUMNS
b.id, b.user_id, b.booking_number, b.slot_type, to_char(b.appoint_date, 'YYYY-MM-DD') AS appoint_date, b.appoint_time, b.booking_status

-- src/chat/booking-chat-topics.ts: BookingChatTopics.appointments
SELECT ${BOOKING_CHAT_COLUMNS} FROM bookings b
WHERE b.user_id = $1 AND b.appoint_date >= $2::date AND b.booking_status = ANY($3::smallint[]) AND b.served_at IS NULL
ORDER BY b.appoint_date, b.appoint_time LIMIT $4

-- src/chat/booking-chat-topics.ts: BookingChatTopics.queuePlace
SELECT ${BOOKING_CHAT_COLUMNS} FROM bookings b
WHERE b.user_id = $1 AND b.appoint_date = $2::date AND b.booking_status = ANY($3::smallint[]) AND b.served_at IS NULL
ORDER BY b.appoint_time

-- src/check-in/booking-check-in.service.ts: BookingCheckInService.checkIn
UPDATE bookings SET arrived_at = $2, arrived_by = $3, no_show_at = NULL, updated_at = now() WHERE id = $1 AND arrived_at IS NULL

-- src/check-in/booking-check-in.service.ts: BookingCheckInService.lockedID
SELECT id FROM bookings WHERE check_in_code = $1 FOR UPDATE

-- src/check-in/booking-check-in.service.ts: BookingCheckInService.lockedID
SELECT id FROM bookings WHERE appoint_date = $1::date AND booking_number = $2 FOR UPDATE

-- src/check-in/booking-queue-settings.ts: BookingQueueSettings.order
SELECT arrival_order FROM booking_queue_settings WHERE id

-- src/check-in/booking-queue-settings.ts: BookingQueueSettings.save
INSERT INTO booking_queue_settings (id, arrival_order, updated_by, updated_at) VALUES (true, $1, $2, now())
ON CONFLICT (id) DO UPDATE SET arrival_order = EXCLUDED.arrival_order, updated_by = EXCLUDED.updated_by, updated_at = now()

-- src/demo/booking-demo-seeder.ts: BookingDemoSeeder.seed
SELECT count(*)::int AS n FROM bookings

-- src/demo/booking-demo-seeder.ts: BookingDemoSeeder.seed
INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1 RETURNING last_number

-- src/demo/booking-demo-seeder.ts: BookingDemoSeeder.seed
INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status, created_by)
VALUES ($1, $2, 1, 1, $3, $4, $5, $6, $2)

-- src/events/booking-account-deactivated.handler.ts: BookingAccountDeactivatedHandler.react
SELECT id, booking_number, slot_type, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date, appoint_time, booking_status
FROM bookings WHERE user_id = $1 AND appoint_date >= ${TODAY_BANGKOK} FOR UPDATE

-- src/events/booking-account-deactivated.handler.ts: BookingAccountDeactivatedHandler.react
DELETE FROM bookings WHERE id = ANY($1::uuid[])

-- src/events/booking-file-processed.handler.ts: BookingFileProcessedHandler.react
SELECT user_id, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date, booking_status FROM bookings WHERE id = $1

-- src/no-show/booking-no-show.handler.ts: BookingNoShowHandler.mark
WITH marked AS (
  UPDATE bookings SET no_show_at = $3, updated_at = now()
   WHERE appoint_date <= $1::date AND appoint_date > $1::date - $2::int
     AND booking_status <> -1 AND served_at IS NULL AND arrived_at IS NULL AND no_show_at IS NULL
 RETURNING id, user_id, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date, booking_status
)
SELECT * FROM marked

-- src/offers/booking-earlier-offers.service.ts: BookingEarlierOffersService.get
SELECT earlier_offers FROM bookings WHERE id = $1

-- src/offers/booking-earlier-offers.service.ts: BookingEarlierOffersService.set
UPDATE bookings SET earlier_offers = $2, updated_at = now() WHERE id = $1

-- src/offers/booking-earlier-slot-source.ts: BookingEarlierSlotSource.candidates
SELECT b.id AS "itemID", b.user_id AS "userID", to_char(b.appoint_date, 'YYYY-MM-DD') AS date, trim(b.appoint_time) AS time, b.description
 FROM bookings b
WHERE b.earlier_offers AND b.booking_status IN (0, 1) AND b.served_at IS NULL AND b.slot_type = $1
  AND (b.appoint_date > $2::date OR (b.appoint_date = $2::date AND b.appoint_time > $3))
  AND NOT EXISTS (SELECT 1 FROM bookings o WHERE o.id <> b.id AND o.user_id = b.user_id AND o.appoint_date = $2::date AND o.slot_type = $1 AND o.booking_status IN (0, 1))
ORDER BY b.created_at, b.id
LIMIT 50

-- src/personal-data/bookings-personal-data.ts: BookingsPersonalData.export
SELECT * FROM bookings WHERE user_id = $1 ORDER BY appoint_date DESC

-- src/personal-data/bookings-personal-data.ts: BookingsPersonalData.export
SELECT * FROM booking_transitions WHERE booking_id = ANY($1::uuid[]) ORDER BY booking_id, at

-- src/personal-data/bookings-personal-data.ts: BookingsPersonalData.export
SELECT * FROM booking_reschedules WHERE booking_id = ANY($1::uuid[]) ORDER BY booking_id, at

-- src/queue/booking-queue-order.ts: queueOrderSql
(${b}.arrived_at IS NULL), ${b}.arrived_at, ${b}.booking_number

-- src/queue/booking-queue.ts: QUEUE_OF
${b}.slot_type, CASE WHEN ${b}.slot_type = 2 THEN ${b}.appoint_time ELSE '' END

-- src/queue/booking-queue.ts: BookingQueue.history
SELECT slot_type, minutes FROM (
  SELECT b.slot_type,
         (extract(epoch FROM b.served_at - lag(b.served_at) OVER (PARTITION BY b.appoint_date, ${QUEUE_OF('b')} ORDER BY b.served_at)) / 60)::float8 AS minutes
    FROM bookings b
   WHERE b.served_at IS NOT NULL AND b.served_at > $1::timestamptz - make_interval(days => $2) AND b.served_at <= $1::timestamptz
) gaps
WHERE minutes IS NOT NULL

-- src/queue/booking-queue.ts: BookingQueue.placesToday
SELECT b.id, row_number() OVER (PARTITION BY ${QUEUE_OF('b')} ORDER BY ${queueOrderSql(order)})::int AS place
 FROM bookings b
WHERE b.appoint_date = $1::date AND b.booking_status = ANY($2::smallint[]) AND b.served_at IS NULL

-- src/queue/booking-queue.ts: BookingQueue.moved
SELECT DISTINCT o.user_id
 FROM bookings o, bookings me
WHERE me.id = $1 AND o.id <> me.id AND o.user_id <> $2
  AND o.appoint_date = me.appoint_date AND (${QUEUE_OF('o')}) = (${QUEUE_OF('me')})
  AND o.booking_status = ANY($3::smallint[]) AND o.served_at IS NULL
  AND (o.booking_number > me.booking_number OR $4::boolean)

-- src/queue/booking-queue.ts: BookingQueue.arrived
SELECT DISTINCT o.user_id
 FROM bookings o, bookings me
WHERE me.id = $1 AND o.id <> me.id AND o.user_id <> $2
  AND o.appoint_date = me.appoint_date AND (${QUEUE_OF('o')}) = (${QUEUE_OF('me')})
  AND o.booking_status = ANY($3::smallint[]) AND o.served_at IS NULL

-- src/queue/booking-served.service.ts: BookingServedService.serve
UPDATE bookings SET served_at = $2, served_by = $3, updated_at = now() WHERE id = $1

-- src/queue/booking-served.service.ts: BookingServedService.unserve
UPDATE bookings SET served_at = NULL, served_by = NULL, updated_at = now() WHERE id = $1

-- src/reschedule/booking-reschedule.service.ts: BookingRescheduleService.moveIn
INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1
RETURNING last_number

-- src/reschedule/booking-reschedule.service.ts: BookingRescheduleService.moveIn
UPDATE bookings SET appoint_date = $2, appoint_time = $3, slot_type = $4, service_type = $4, booking_number = $5, reminded_at = NULL,
      arrived_at = NULL, arrived_by = NULL, no_show_at = NULL, updated_at = now()
WHERE id = $1

-- src/reschedule/booking-reschedule.service.ts: BookingRescheduleService.moveIn
INSERT INTO booking_reschedules (booking_id, from_date, from_time, from_slot_type, from_number, to_date, to_time, to_slot_type, to_number, by_user, by_role)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id

-- src/status/booking-status.service.ts: BookingStatusService.update
UPDATE bookings SET booking_status = $2, updated_at = now() WHERE id = $1

-- src/status/booking-status.service.ts: BookingStatusService.update
INSERT INTO booking_transitions (booking_id, from_status, to_status, by_user, by_role) VALUES ($1, $2, $3, $4, $5) RETURNING id
