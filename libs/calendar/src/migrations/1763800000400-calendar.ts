import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Default slot times (care-services §9 hours); Admin edits them at run time. */
function range(from: string, to: string, stepMinutes: number, skip: string[] = []): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const out: string[] = [];
  for (let m = toMin(from); m < toMin(to); m += stepMinutes) {
    const t = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    if (!skip.includes(t)) out.push(t);
  }
  return out;
}
const LUNCH = ['12:00', '12:30'];
export const DEFAULT_SLOT_TIMES: Record<number, string[]> = {
  // in-person regular hours, Mon–Fri 08:30–16:30
  1: range('08:30', '16:30', 30, LUNCH),
  // special clinic: Saturday 08:00–12:00 and Mon, Tue, Thu, Fri 16:30–20:00 (filtered per day)
  2: [...range('08:00', '12:00', 30), ...range('16:30', '20:00', 30)],
  // telemedicine doctor (4), refill (5), doctor 2 (6)
  4: range('13:00', '16:00', 15),
  5: range('09:00', '16:00', 30, LUNCH),
  6: range('13:00', '16:00', 15),
};

/**
 * care-services §3 Time slot, Holiday, Disabled date. `holidays.removed` is the tombstone of
 * a holiday staff took out: the start-up seed inserts with ON CONFLICT DO NOTHING, so a
 * removed seeded holiday does not come back.
 */
export class Calendar1763800000400 implements MigrationInterface {
  name = 'Calendar1763800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE holidays (
        holiday_date date PRIMARY KEY,
        name text NOT NULL,
        source text NOT NULL CHECK (source IN ('seed', 'staff')),
        removed boolean NOT NULL DEFAULT false,
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE disabled_dates (
        kind text NOT NULL CHECK (kind IN ('tele', 'teleremed', 'booking', 'smc')),
        disabled_date date NOT NULL,
        name text NOT NULL,
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, disabled_date)
      )`);
    await q.query(`
      CREATE TABLE slot_times (
        slot_type smallint NOT NULL CHECK (slot_type IN (1, 2, 4, 5, 6)),
        slot_time char(5) NOT NULL CHECK (slot_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        PRIMARY KEY (slot_type, slot_time)
      )`);
    const types: number[] = [];
    const times: string[] = [];
    for (const [type, list] of Object.entries(DEFAULT_SLOT_TIMES)) {
      for (const t of list) {
        types.push(Number(type));
        times.push(t);
      }
    }
    await q.query(`INSERT INTO slot_times (slot_type, slot_time) SELECT * FROM unnest($1::smallint[], $2::text[])`, [types, times]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE slot_times`);
    await q.query(`DROP TABLE disabled_dates`);
    await q.query(`DROP TABLE holidays`);
  }
}
