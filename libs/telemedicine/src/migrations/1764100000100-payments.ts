import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13, the money path of a telemedicine case:
 *  - `cost_total`, `costs_ready_at` on `tele_requests`: the HIS costs job marks a case once
 *    when its costs appear (the nurse board shows 'costs ready'); `costs_ready_at IS NULL` is
 *    the claim, so two workers never announce the same case twice.
 *  - `tele_payment_slips`: what the worker read from each payment slip (file category 2): the
 *    slip QR's sending bank and transaction reference, and the bank's verification answer.
 *    The same reference on two cases is flagged when read (index `tele_payment_slips_ref`),
 *    never refused: Finance decides.
 */
export class Payments1764100000100 implements MigrationInterface {
  name = 'Payments1764100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_requests ADD COLUMN cost_total numeric(12, 2), ADD COLUMN costs_ready_at timestamptz`);
    await q.query(`CREATE INDEX tele_requests_costs_waiting ON tele_requests (appoint_date) WHERE costs_ready_at IS NULL AND flow_status IN (1, 2, 3)`);
    await q.query(`
      CREATE TABLE tele_payment_slips (
        file_id uuid PRIMARY KEY REFERENCES tele_files (id) ON DELETE CASCADE,
        tele_id uuid NOT NULL REFERENCES tele_requests (id) ON DELETE CASCADE,
        qr_state text NOT NULL CHECK (qr_state IN ('read', 'none')),
        qr_payload text,
        sending_bank varchar(3),
        trans_ref text,
        verification text CHECK (verification IN ('match', 'mismatch', 'unknown')),
        verified_amount numeric(12, 2),
        read_at timestamptz NOT NULL DEFAULT now(),
        CHECK (qr_state = 'none' OR trans_ref IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX tele_payment_slips_ref ON tele_payment_slips (trans_ref) WHERE trans_ref IS NOT NULL`);
    await q.query(`CREATE INDEX tele_payment_slips_tele ON tele_payment_slips (tele_id, read_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tele_payment_slips`);
    await q.query(`DROP INDEX tele_requests_costs_waiting`);
    await q.query(`ALTER TABLE tele_requests DROP COLUMN cost_total, DROP COLUMN costs_ready_at`);
  }
}
