import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Default seats per slot (docs/decisions.md): regular hours one day-long slot of 60, special clinic 5 per slot time. */
export const DEFAULT_BOOKING_CAPACITY: Record<1 | 2, number> = { 1: 60, 2: 5 };

/**
 * care-services §3 Booking, §4 booking status, §5 in-person rules.
 *  - `bookings`: one row per in-person booking. `booking_number` is the day's queue ticket,
 *    taken from the per-day counter `booking_day_counters` (INSERT … ON CONFLICT DO UPDATE …
 *    RETURNING in the booking's transaction: the counter row lock serialises a day's
 *    requests) and UNIQUE(appoint_date, booking_number) in case anything else writes.
 *  - Seats: `booking_capacity` holds the capacity per slot type and slot time ('*' = any
 *    time of the type), Admin may change it. `booking_slots` counts the seats taken per
 *    (date, slot type, time) with CHECK (taken <= capacity); a trigger on `bookings` takes a
 *    seat when a row becomes pending/confirmed and gives it back when it is cancelled or
 *    deleted (also by a cascade, e.g. a deactivated account). A full slot is the CHECK
 *    failing (23514 booking_slots_capacity), never a check-then-insert.
 *  - One patient holds at most one active booking per date and slot type (partial unique index).
 *  - `booking_transitions`: who moved a booking from what to what, when.
 *  - `tele_files.booking_id` gets its foreign key (the upload table is shared with telemedicine).
 */
export class Bookings1764000000600 implements MigrationInterface {
  name = 'Bookings1764000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_number integer NOT NULL CHECK (booking_number > 0),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        service_type smallint NOT NULL CHECK (service_type IN (1, 2)),
        slot_type smallint NOT NULL CHECK (slot_type IN (1, 2)),
        appoint_date date NOT NULL,
        appoint_time char(5) NOT NULL CHECK (appoint_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        description text NOT NULL,
        booking_status smallint NOT NULL DEFAULT 0 CHECK (booking_status IN (-1, 0, 1)),
        reminded_at timestamptz,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bookings_day_number UNIQUE (appoint_date, booking_number)
      )`);
    await q.query(`
      CREATE UNIQUE INDEX bookings_active_per_patient ON bookings (user_id, appoint_date, slot_type)
      WHERE booking_status IN (0, 1)`);
    await q.query(`CREATE INDEX bookings_user ON bookings (user_id, appoint_date DESC)`);
    await q.query(`CREATE INDEX bookings_board ON bookings (appoint_date, booking_status)`);
    await q.query(`CREATE INDEX bookings_to_remind ON bookings (appoint_date) WHERE reminded_at IS NULL AND booking_status IN (0, 1)`);

    await q.query(`
      CREATE TABLE booking_day_counters (
        appoint_date date PRIMARY KEY,
        last_number integer NOT NULL
      )`);

    await q.query(`
      CREATE TABLE booking_capacity (
        slot_type smallint NOT NULL CHECK (slot_type IN (1, 2)),
        slot_time text NOT NULL CHECK (slot_time = '*' OR slot_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        capacity integer NOT NULL CHECK (capacity >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (slot_type, slot_time)
      )`);
    await q.query(`INSERT INTO booking_capacity (slot_type, slot_time, capacity) VALUES (1, '*', $1), (2, '*', $2)`, [
      DEFAULT_BOOKING_CAPACITY[1],
      DEFAULT_BOOKING_CAPACITY[2],
    ]);
    await q.query(`
      CREATE FUNCTION booking_capacity_of(p_slot_type smallint, p_time text) RETURNS integer
      LANGUAGE sql STABLE AS $$
        SELECT coalesce(
          (SELECT capacity FROM booking_capacity WHERE slot_type = p_slot_type AND slot_time = p_time),
          (SELECT capacity FROM booking_capacity WHERE slot_type = p_slot_type AND slot_time = '*'),
          0)
      $$`);

    await q.query(`
      CREATE TABLE booking_slots (
        appoint_date date NOT NULL,
        slot_type smallint NOT NULL,
        appoint_time char(5) NOT NULL,
        capacity integer NOT NULL,
        taken integer NOT NULL,
        PRIMARY KEY (appoint_date, slot_type, appoint_time),
        CONSTRAINT booking_slots_capacity CHECK (taken >= 0 AND taken <= capacity)
      )`);
    await q.query(`
      CREATE FUNCTION bookings_seat_sync() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        old_holds boolean := TG_OP <> 'INSERT' AND OLD.booking_status IN (0, 1);
        new_holds boolean := TG_OP <> 'DELETE' AND NEW.booking_status IN (0, 1);
      BEGIN
        IF TG_OP = 'UPDATE' AND old_holds AND new_holds
           AND OLD.appoint_date = NEW.appoint_date AND OLD.slot_type = NEW.slot_type AND OLD.appoint_time = NEW.appoint_time THEN
          RETURN NULL;
        END IF;
        IF old_holds THEN
          UPDATE booking_slots SET taken = taken - 1
           WHERE appoint_date = OLD.appoint_date AND slot_type = OLD.slot_type AND appoint_time = OLD.appoint_time;
        END IF;
        IF new_holds THEN
          INSERT INTO booking_slots (appoint_date, slot_type, appoint_time, capacity, taken)
          VALUES (NEW.appoint_date, NEW.slot_type, NEW.appoint_time, booking_capacity_of(NEW.slot_type, NEW.appoint_time), 1)
          ON CONFLICT (appoint_date, slot_type, appoint_time)
          DO UPDATE SET taken = booking_slots.taken + 1, capacity = EXCLUDED.capacity;
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER bookings_seat_sync
      AFTER INSERT OR DELETE OR UPDATE OF booking_status, appoint_date, slot_type, appoint_time ON bookings
      FOR EACH ROW EXECUTE FUNCTION bookings_seat_sync()`);

    await q.query(`
      CREATE TABLE booking_transitions (
        id bigserial PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        from_status smallint NOT NULL,
        to_status smallint NOT NULL,
        by_user uuid REFERENCES users (id) ON DELETE SET NULL,
        by_role text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX booking_transitions_booking ON booking_transitions (booking_id, at)`);

    await q.query(`
      ALTER TABLE tele_files ADD CONSTRAINT tele_files_booking_fk
      FOREIGN KEY (booking_id) REFERENCES bookings (id) ON DELETE CASCADE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_files DROP CONSTRAINT tele_files_booking_fk`);
    await q.query(`DROP TABLE booking_transitions`);
    await q.query(`DROP TRIGGER bookings_seat_sync ON bookings`);
    await q.query(`DROP FUNCTION bookings_seat_sync()`);
    await q.query(`DROP TABLE booking_slots`);
    await q.query(`DROP FUNCTION booking_capacity_of(smallint, text)`);
    await q.query(`DROP TABLE booking_capacity`);
    await q.query(`DROP TABLE booking_day_counters`);
    await q.query(`DROP TABLE bookings`);
  }
}
