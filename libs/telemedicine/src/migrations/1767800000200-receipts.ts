import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 item 7, the e-Receipt of a paid case (docs/decisions.md, "The e-Receipt"):
 *  - `tele_receipt_counters`: one row per Thai fiscal year (Buddhist era), its last number. A
 *    receipt takes the next with INSERT … ON CONFLICT DO UPDATE … RETURNING in the transaction
 *    that inserts the receipt, so a failed issue gives its number back (no gaps) and two issues
 *    at once queue on the row (no number twice).
 *  - `tele_receipts`: one per case (UNIQUE tele_id: a second delivery of the event issues nothing),
 *    what was printed frozen at issue — the payer's name and HN, the items and total from the
 *    HIS's costs, the payment reference, when it was paid and verified — and the unguessable
 *    code its QR opens (/receipt/verify/{code}); `transition_id` the move to 5 that issued it
 *    (NULL only for a demo case's receipt, seeded without a history).
 */
export class Receipts1767800000200 implements MigrationInterface {
  name = 'Receipts1767800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tele_receipt_counters (
        fiscal_year integer PRIMARY KEY CHECK (fiscal_year BETWEEN 2500 AND 2800),
        last_number integer NOT NULL CHECK (last_number > 0)
      )`);
    await q.query(`
      CREATE TABLE tele_receipts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tele_id uuid NOT NULL UNIQUE REFERENCES tele_requests (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        fiscal_year integer NOT NULL,
        number integer NOT NULL CHECK (number > 0),
        receipt_number text NOT NULL UNIQUE,
        verify_code text NOT NULL UNIQUE,
        payer_name text NOT NULL,
        payer_masked text NOT NULL,
        hn text,
        items jsonb NOT NULL,
        total numeric(12, 2) NOT NULL CHECK (total >= 0),
        payment_reference text NOT NULL,
        paid_at timestamptz NOT NULL,
        issued_at timestamptz NOT NULL,
        transition_id bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (fiscal_year, number)
      )`);
    await q.query(`CREATE INDEX tele_receipts_user ON tele_receipts (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tele_receipts`);
    await q.query(`DROP TABLE tele_receipt_counters`);
  }
}
