import type { MigrationInterface, QueryRunner } from 'typeorm';
import { VACCINE_TYPES } from '@hospital/rules';

const doses = (n: number, column: (i: number) => string): string =>
  Array.from({ length: n }, (_, i) => column(i + 1)).join(',\n        ');

/**
 * care-services vaccine services (§2 /vaccine, /vaccinebooking, /vaccinebooking2, /vaccinequeue,
 * /vaccineadmin; §3 student vaccine record, vaccine event, type codes; §7 /api2 calls): vaccine
 * types, schools and events are records staff manage.
 *
 * Capacity is a constraint, not a check-then-insert: `vaccine_events.booked` moves in one
 * UPDATE … WHERE booked < capacity and CHECK (booked <= capacity) holds it; each taken seat is
 * a `vaccine_event_seats` row whose queue number comes from the event's `last_queue` counter
 * (never reused, so a queue number is never shared even after a cancellation).
 */
export class Vaccines1764000000800 implements MigrationInterface {
  name = 'Vaccines1764000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vaccine_types (
        code text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{3,20}$'),
        family text NOT NULL CHECK (family ~ '^[a-z0-9-]{2,30}$'),
        brand_name text NOT NULL CHECK (brand_name <> ''),
        dose_number int NOT NULL CHECK (dose_number BETWEEN 1 AND 6),
        disease text NOT NULL CHECK (disease ~ '^[a-z0-9-]{2,30}$'),
        for_children boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    const values = VACCINE_TYPES.map((_, i) => `(${[1, 2, 3, 4, 5, 6].map((k) => `$${i * 6 + k}`).join(', ')})`).join(', ');
    await q.query(
      `INSERT INTO vaccine_types (code, family, brand_name, dose_number, disease, for_children) VALUES ${values}`,
      VACCINE_TYPES.flatMap((t) => [t.code, t.family, t.brandName, t.doseNumber, t.disease, t.forChildren]),
    );

    await q.query(`
      CREATE TABLE schools (
        school_key text PRIMARY KEY CHECK (school_key ~ '^[A-Za-z0-9-]{1,20}$'),
        school_name text NOT NULL CHECK (school_name <> '')
      )`);
    await q.query(`
      CREATE TABLE school_classes (
        school_key text NOT NULL REFERENCES schools (school_key) ON UPDATE CASCADE ON DELETE CASCADE,
        class_year text NOT NULL CHECK (class_year <> ''),
        class_year_name text NOT NULL CHECK (class_year_name <> ''),
        PRIMARY KEY (school_key, class_year)
      )`);

    await q.query(`
      CREATE TABLE vaccine_events (
        event_key text PRIMARY KEY CHECK (event_key ~ '^[A-Za-z0-9-]{1,40}$'),
        event_name text NOT NULL CHECK (event_name <> ''),
        vaccine_type text NOT NULL REFERENCES vaccine_types (code) ON UPDATE CASCADE,
        vaccine_number int NOT NULL CHECK (vaccine_number BETWEEN 1 AND 6),
        event_dt timestamptz NOT NULL,
        place text NOT NULL DEFAULT '',
        venue_kind text NOT NULL CHECK (venue_kind IN ('general', 'ward')),
        hospital_code text NOT NULL DEFAULT '13755',
        capacity int NOT NULL CHECK (capacity >= 0),
        booked int NOT NULL DEFAULT 0,
        last_queue int NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT vaccine_events_capacity CHECK (booked >= 0 AND booked <= capacity AND last_queue >= booked)
      )`);
    await q.query(`CREATE INDEX vaccine_events_type_dt ON vaccine_events (vaccine_type, event_dt)`);

    await q.query(`
      CREATE TABLE vaccine_students (
        cid char(13) PRIMARY KEY CHECK (cid ~ '^[0-9]{13}$'),
        title_key text NOT NULL DEFAULT '',
        title_name text NOT NULL DEFAULT '',
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        birth_dt date,
        school_key text REFERENCES schools (school_key) ON UPDATE CASCADE ON DELETE SET NULL,
        class_year text NOT NULL DEFAULT '',
        class_year_name text NOT NULL DEFAULT '',
        class_room text NOT NULL DEFAULT '',
        weight numeric(5, 1),
        height numeric(5, 1),
        temp1 numeric(4, 1),
        temp2 numeric(4, 1),
        mobile_phone text NOT NULL DEFAULT '',
        address_no text NOT NULL DEFAULT '',
        th_subdistrict_key text NOT NULL DEFAULT '',
        th_district_key text NOT NULL DEFAULT '',
        th_province_key text NOT NULL DEFAULT '',
        hospital_code text NOT NULL DEFAULT '',
        vaccine_type text REFERENCES vaccine_types (code) ON UPDATE CASCADE,
        slot_id text REFERENCES vaccine_events (event_key) ON UPDATE CASCADE,
        row_number int,
        is_know boolean NOT NULL DEFAULT false,
        is_new boolean NOT NULL DEFAULT true,
        inj1_hosp text NOT NULL DEFAULT '',
        inj2_hosp text NOT NULL DEFAULT '',
        ${doses(6, (i) => `appoint_dt${i} timestamptz`)},
        ${doses(6, (i) => `queue_number${i} int`)},
        ${doses(6, (i) => `queue_date${i} date`)},
        ${doses(6, (i) => `queue_time${i} text CHECK (queue_time${i} ~ '^[0-2][0-9]:[0-5][0-9]$')`)},
        ${doses(4, (i) => `vaccine_event_key${i} text`)},
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX vaccine_students_slot ON vaccine_students (slot_id) WHERE slot_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE vaccine_event_seats (
        event_key text NOT NULL REFERENCES vaccine_events (event_key) ON UPDATE CASCADE,
        queue_number int NOT NULL CHECK (queue_number > 0),
        cid char(13) NOT NULL REFERENCES vaccine_students (cid),
        booked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_key, queue_number),
        CONSTRAINT vaccine_event_seats_person UNIQUE (event_key, cid)
      )`);

    await q.query(`
      CREATE TABLE vaccine_consents (
        id bigserial PRIMARY KEY,
        cid char(13) NOT NULL REFERENCES vaccine_students (cid),
        event_key text NOT NULL,
        sign_png bytea NOT NULL,
        sign_sha256 char(64) NOT NULL,
        ip text,
        signed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX vaccine_consents_cid ON vaccine_consents (cid, signed_at DESC)`);

    await q.query(`
      CREATE TABLE vaccine_registrations (
        cid char(13) PRIMARY KEY CHECK (cid ~ '^[0-9]{13}$'),
        title_key text NOT NULL DEFAULT '',
        title_name text NOT NULL DEFAULT '',
        first_name text NOT NULL,
        last_name text NOT NULL,
        birth_dt date NOT NULL,
        vaccine_type text NOT NULL REFERENCES vaccine_types (code) ON UPDATE CASCADE,
        is_upload1 boolean NOT NULL DEFAULT false,
        is_upload2 boolean NOT NULL DEFAULT false,
        checked_at timestamptz NOT NULL DEFAULT now(),
        registered_at timestamptz
      )`);

    // Who looked up which national ID, from where, and what they were answered (anonymous pages).
    await q.query(`
      CREATE TABLE vaccine_lookups (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        kind text NOT NULL,
        cid text NOT NULL,
        ip text,
        user_id uuid,
        user_agent text,
        outcome int NOT NULL
      )`);
    await q.query(`CREATE INDEX vaccine_lookups_cid ON vaccine_lookups (cid, at DESC)`);
    await q.query(`CREATE INDEX vaccine_lookups_ip ON vaccine_lookups (ip, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['vaccine_lookups', 'vaccine_registrations', 'vaccine_consents', 'vaccine_event_seats', 'vaccine_students', 'vaccine_events', 'school_classes', 'schools', 'vaccine_types']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
