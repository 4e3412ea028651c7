-- The SQL of libs/calendar, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/calendar/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/calendar-tables.ts: APPOINTMENT_SETTINGS_SELECT
SELECT horizon_days AS "horizonDays", max_future_clinic_bookings AS "maxFutureClinicBookings",
     offer_expiry_minutes AS "offerExpiryMinutes", offers_per_slot AS "offersPerSlot", updated_at AS "updatedAt"
FROM appointment_settings

-- src/calendar-tables.ts: loadCalendarTables
SELECT to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate", name, source FROM holidays WHERE NOT removed ORDER BY holiday_date

-- src/calendar-tables.ts: loadCalendarTables
SELECT kind, to_char(disabled_date, 'YYYY-MM-DD') AS "disabledDatetime", name FROM disabled_dates ORDER BY kind, disabled_date

-- src/calendar-tables.ts: loadCalendarTables
SELECT slot_type AS "slotType", slot_time AS "slotTime" FROM slot_times ORDER BY slot_type, slot_time

-- src/calendar.service.ts: CalendarService.constructor
SELECT version FROM calendar_version

-- src/calendar.service.ts: CalendarService.holidaysFromTable
SELECT to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate", name, source
FROM holidays WHERE NOT removed AND holiday_date >= $1 AND holiday_date < $2 ORDER BY holiday_date

-- src/calendar.service.ts: CalendarService.disabledFromTable
SELECT to_char(disabled_date, 'YYYY-MM-DD') AS "disabledDatetime", name
FROM disabled_dates WHERE kind = $1 AND disabled_date >= $2 AND disabled_date < $3 ORDER BY disabled_date

-- src/calendar.service.ts: CalendarService.putAppointmentSettings
UPDATE appointment_settings
  SET horizon_days = coalesce($1, horizon_days), max_future_clinic_bookings = coalesce($2, max_future_clinic_bookings),
      offer_expiry_minutes = coalesce($3, offer_expiry_minutes), offers_per_slot = coalesce($4, offers_per_slot),
      updated_by = $5, updated_at = now()
RETURNING horizon_days AS "horizonDays", max_future_clinic_bookings AS "maxFutureClinicBookings",
          offer_expiry_minutes AS "offerExpiryMinutes", offers_per_slot AS "offersPerSlot", updated_at AS "updatedAt"

-- src/calendar.service.ts: CalendarService.putHoliday
INSERT INTO holidays (holiday_date, name, source, removed, updated_by, substitute) VALUES ($1, $2, 'staff', false, $3, coalesce($4::boolean, false))
ON CONFLICT (holiday_date) DO UPDATE SET name = EXCLUDED.name, source = 'staff', removed = false,
  updated_by = EXCLUDED.updated_by, updated_at = now(), substitute = coalesce($4::boolean, holidays.substitute)

-- src/calendar.service.ts: CalendarService.removeHoliday
UPDATE holidays SET removed = true, updated_by = $2, updated_at = now() WHERE holiday_date = $1 AND NOT removed RETURNING holiday_date

-- src/calendar.service.ts: CalendarService.putDisabled
INSERT INTO disabled_dates (kind, disabled_date, name, updated_by) VALUES ($1, $2, $3, $4)
ON CONFLICT (kind, disabled_date) DO UPDATE SET name = EXCLUDED.name, updated_by = EXCLUDED.updated_by, updated_at = now()

-- src/calendar.service.ts: CalendarService.removeDisabled
DELETE FROM disabled_dates WHERE kind = $1 AND disabled_date = $2 RETURNING kind

-- src/calendar.service.ts: CalendarService.addSlot
INSERT INTO slot_times (slot_type, slot_time) VALUES ($1, $2) ON CONFLICT DO NOTHING

-- src/calendar.service.ts: CalendarService.removeSlot
DELETE FROM slot_times WHERE slot_type = $1 AND slot_time = $2 RETURNING slot_type

-- src/holiday-seeder.ts: HolidaySeeder.onApplicationBootstrap
SELECT to_regclass('holidays') IS NOT NULL AS ok

-- src/holiday-seeder.ts: HolidaySeeder.seed
SELECT to_char(holiday_date, 'YYYY-MM-DD') AS d FROM holidays WHERE holiday_date = ANY($1::date[])

-- src/holiday-seeder.ts: HolidaySeeder.seed
INSERT INTO holidays (holiday_date, name, source, substitute)
SELECT d, n, 'seed', s FROM unnest($1::date[], $2::text[], $3::boolean[]) AS t (d, n, s)
ON CONFLICT (holiday_date) DO NOTHING RETURNING holiday_date

-- src/holiday-years.ts: HolidayYears.of
SELECT to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate", name, source, substitute
 FROM holidays WHERE NOT removed AND holiday_date >= make_date($1, 1, 1) AND holiday_date < make_date($1 + 1, 1, 1)
ORDER BY holiday_date

-- src/holiday-years.ts: HolidayYears.of
SELECT confirmed_at AS at, confirmed_by AS by FROM holiday_years WHERE year = $1

-- src/holiday-years.ts: HolidayYears.confirm
INSERT INTO holiday_years (year, confirmed_by, confirmed_at) VALUES ($1, $2, now())
ON CONFLICT (year) DO UPDATE SET confirmed_by = EXCLUDED.confirmed_by, confirmed_at = now()

-- src/offers/earlier-offers-personal-data.ts: EarlierOffersPersonalData.export
SELECT * FROM earlier_slot_offers WHERE user_id = $1 ORDER BY created_at, id

-- src/offers/earlier-offers.service.ts: EarlierOffers.offerFreed
SELECT pg_advisory_xact_lock(hashtext($1))

-- src/offers/earlier-offers.service.ts: EarlierOffers.offerFreed
SELECT id FROM earlier_slot_offers WHERE freed_by = $1 LIMIT 1

-- src/offers/earlier-offers.service.ts: EarlierOffers.send
INSERT INTO earlier_slot_offers (kind, freed_by, item_id, user_id, service_type, offered_date, offered_time, before_date, before_time, expires_at, created_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (freed_by, item_id) DO NOTHING RETURNING id

-- src/offers/earlier-offers.service.ts: EarlierOffers.decline
id = $1 AND user_id = $2

-- src/offers/earlier-offers.service.ts: EarlierOffers.decline
SELECT id FROM earlier_slot_offers WHERE freed_by = $1 ORDER BY id FOR UPDATE

-- src/offers/earlier-offers.service.ts: EarlierOffers.offerNext
SELECT item_id, status FROM earlier_slot_offers WHERE freed_by = $1

-- src/offers/earlier-offers.service.ts: EarlierOffers.accept
id = $1 AND user_id = $2

-- src/offers/earlier-offers.service.ts: EarlierOffers.accept
SELECT id FROM earlier_slot_offers WHERE freed_by = $1 ORDER BY id FOR UPDATE

-- src/offers/earlier-offers.service.ts: EarlierOffers.accept
UPDATE earlier_slot_offers SET status = 'gone', answered_at = $2 WHERE freed_by = $1 AND status = 'sent'

-- src/offers/earlier-offers.service.ts: EarlierOffers.summary
SELECT count(*)::int AS sent,
      count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
      count(*) FILTER (WHERE status = 'gone')::int AS gone,
      count(*) FILTER (WHERE status = 'declined')::int AS declined,
      count(*) FILTER (WHERE status = 'expired' OR (status = 'sent' AND expires_at <= $3))::int AS expired,
      count(*) FILTER (WHERE status = 'sent' AND expires_at > $3)::int AS open
 FROM earlier_slot_offers
WHERE (created_at AT TIME ZONE 'Asia/Bangkok')::date BETWEEN $1::date AND $2::date

-- src/offers/earlier-offers.service.ts: EarlierOffers.summary
SELECT (before_date - offered_date)::int AS days FROM earlier_slot_offers
WHERE status = 'accepted' AND (created_at AT TIME ZONE 'Asia/Bangkok')::date BETWEEN $1::date AND $2::date
ORDER BY days

-- src/offers/earlier-offers.service.ts: EarlierOffers.offers
SELECT ${OFFER_COLUMNS} FROM earlier_slot_offers WHERE ${where}

-- src/offers/earlier-offers.service.ts: EarlierOffers.answer
UPDATE earlier_slot_offers SET status = $2, answered_at = $3 WHERE id = $1
