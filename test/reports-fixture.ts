// Issue 14 item 4: telemedicine cases with their moves, written straight into the tables the
// report reads through telemedicine's query interface (fixed days, so every figure is known).
import { DataSource } from 'typeorm';
import type { TestApp } from './api-app.js';

export const RANGE = { from: '2026-03-01', to: '2026-03-03' };

/** Bangkok time → ISO. */
const bkk = (local: string) => new Date(`${local}+07:00`).toISOString();

export interface ReportCases {
  a: string;
  b: string;
  c: string;
  d: string;
}

/**
 * A: Somchai, type 1, 1 Mar 10:00, moved 0→1 (30 min in 0), 1→2 (60 min in 1), 2→3 (60 min
 *    in 2), 3→4, 4→5 on 2 Mar 10:00 Bangkok; costs 360 baht.
 * B: Malee, type 2, 1 Mar 11:00, moved 0→1 after 10 minutes, still at 1.
 * C: Somchai, type 2, 3 Mar 09:00, new.
 * D: a consultation (type 3) for Malee on 2 Mar, asked by the telemedicine hospital's account.
 */
export async function seedReportCases(app: TestApp, telehospitalID: string): Promise<ReportCases> {
  const db = app.api.get(DataSource);
  const id = async (idCard: string) => (await db.query(`SELECT id FROM users WHERE id_card = $1`, [idCard]))[0].id as string;
  const somchai = await id('1103702071811');
  const malee = await id('3100600445635');
  const insert = async (user: string, type: number, slot: number | null, date: string, time: string, status: number, created: string, cost: number | null, by: string) =>
    (
      await db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description, flow_status, cost_total, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, 'รายงาน', $6, $7, $8, $9) RETURNING id`,
        [user, type, slot, date, time, status, cost, by, bkk(created)],
      )
    )[0].id as string;
  const move = (tele: string, from: number, to: number, at: string) =>
    db.query(`INSERT INTO tele_transitions (tele_id, from_status, to_status, at) VALUES ($1, $2, $3, $4)`, [tele, from, to, bkk(at)]);

  const a = await insert(somchai, 1, 4, '2026-03-01', '10:00', 5, '2026-02-28T09:00:00', 360, somchai);
  await move(a, 0, 1, '2026-02-28T09:30:00');
  await move(a, 1, 2, '2026-02-28T10:30:00');
  await move(a, 2, 3, '2026-02-28T11:30:00');
  await move(a, 3, 4, '2026-03-01T12:00:00');
  await move(a, 4, 5, '2026-03-02T10:00:00');
  const b = await insert(malee, 2, 5, '2026-03-01', '11:00', 1, '2026-02-28T08:00:00', null, malee);
  await move(b, 0, 1, '2026-02-28T08:10:00');
  const c = await insert(somchai, 2, 5, '2026-03-03', '09:00', 0, '2026-03-01T08:00:00', null, somchai);
  const d = await insert(malee, 3, null, '2026-03-02', '14:00', 1, '2026-03-01T09:00:00', null, telehospitalID);
  return { a, b, c, d };
}
