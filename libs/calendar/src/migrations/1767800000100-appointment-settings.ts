import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 item 4 (and item 3's two offer settings): `appointment_settings`, one row, what Admin
 * sets for every booking kind — the horizon (no booking further ahead than today + horizon_days),
 * the future clinic bookings a patient may hold, and how long an earlier-slot offer lasts and how
 * many patients one freed slot is offered to. The CHECKs are the call schema's bounds. A change
 * bumps `calendar_version` (as holidays, disabled dates and slot times do), so every process's
 * CalendarService reads the row again.
 */
export class AppointmentSettings1767800000100 implements MigrationInterface {
  name = 'AppointmentSettings1767800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE appointment_settings (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        horizon_days integer NOT NULL DEFAULT 60 CHECK (horizon_days BETWEEN 1 AND 3660),
        max_future_clinic_bookings integer NOT NULL DEFAULT 3 CHECK (max_future_clinic_bookings BETWEEN 1 AND 50),
        offer_expiry_minutes integer NOT NULL DEFAULT 120 CHECK (offer_expiry_minutes BETWEEN 5 AND 1440),
        offers_per_slot integer NOT NULL DEFAULT 2 CHECK (offers_per_slot BETWEEN 1 AND 10),
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz
      )`);
    await q.query(`INSERT INTO appointment_settings (one) VALUES (true)`);
    await q.query(
      `CREATE TRIGGER appointment_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointment_settings FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE appointment_settings`);
  }
}
