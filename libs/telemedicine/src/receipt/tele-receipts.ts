import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** One printed line of a receipt: the HIS's cost row as it was at issue (svname, netcost). */
export interface ReceiptItem {
  name: string;
  /** Baht with satang. */
  amount: number;
}

/** A receipt as issued (tele_receipts), with the numbers as numbers and the times as Dates. */
export interface Receipt {
  id: string;
  teleID: string;
  userID: string;
  fiscalYear: number;
  receiptNumber: string;
  verifyCode: string;
  payerName: string;
  payerMasked: string;
  hn: string | null;
  items: ReceiptItem[];
  total: number;
  paymentReference: string;
  paidAt: Date;
  issuedAt: Date;
}

interface ReceiptRow {
  id: string;
  tele_id: string;
  user_id: string;
  fiscal_year: number;
  receipt_number: string;
  verify_code: string;
  payer_name: string;
  payer_masked: string;
  hn: string | null;
  items: ReceiptItem[];
  total: string;
  payment_reference: string;
  paid_at: Date;
  issued_at: Date;
}

const RECEIPT_COLUMNS = `id, tele_id, user_id, fiscal_year, receipt_number, verify_code, payer_name, payer_masked, hn, items, total,
       payment_reference, paid_at, issued_at`;

function receiptOf(r: ReceiptRow): Receipt {
  return {
    id: r.id,
    teleID: r.tele_id,
    userID: r.user_id,
    fiscalYear: r.fiscal_year,
    receiptNumber: r.receipt_number,
    verifyCode: r.verify_code,
    payerName: r.payer_name,
    payerMasked: r.payer_masked,
    hn: r.hn,
    items: r.items.map((i) => ({ name: i.name, amount: Number(i.amount) })),
    total: Number(r.total),
    paymentReference: r.payment_reference,
    paidAt: r.paid_at,
    issuedAt: r.issued_at,
  };
}

/** What the issuer writes (the number is taken in the same transaction, see `insert`). */
export type NewReceipt = Omit<Receipt, 'id' | 'receiptNumber'> & { transitionID: string | null };

/**
 * Issue 32 item 7: the receipts' rows (tele_receipts) and the running numbers of each Thai
 * fiscal year (tele_receipt_counters). Who may read a receipt is decided by the caller
 * (ReceiptReads: the case's access; the public verification: the code).
 */
@Injectable()
export class TeleReceipts {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async ofCase(teleID: string, m: EntityManager = this.dataSource.manager): Promise<Receipt | null> {
    const rows: ReceiptRow[] = await m.query(`SELECT ${RECEIPT_COLUMNS} FROM tele_receipts WHERE tele_id = $1`, [teleID]);
    return rows[0] ? receiptOf(rows[0]) : null;
  }

  async byCode(code: string): Promise<Receipt | null> {
    const rows: ReceiptRow[] = await this.dataSource.query(`SELECT ${RECEIPT_COLUMNS} FROM tele_receipts WHERE verify_code = $1`, [code]);
    return rows[0] ? receiptOf(rows[0]) : null;
  }

  /**
   * The next number of the fiscal year and the receipt with it, in the caller's transaction:
   * the counter row's UPDATE holds its lock to the commit, so receipts issued at once queue on
   * it (distinct, consecutive numbers), and a transaction that fails after it gives the number
   * back (no gaps). The caller has made sure the case has no receipt yet (under its row lock).
   */
  async insert(m: EntityManager, receipt: NewReceipt, numberOf: (fiscalYear: number, seq: number) => string): Promise<Receipt> {
    const [{ last_number: seq }]: Array<{ last_number: number }> = await m.query(
      `INSERT INTO tele_receipt_counters (fiscal_year, last_number) VALUES ($1, 1)
       ON CONFLICT (fiscal_year) DO UPDATE SET last_number = tele_receipt_counters.last_number + 1
       RETURNING last_number`,
      [receipt.fiscalYear],
    );
    const [row]: ReceiptRow[] = await m.query(
      `INSERT INTO tele_receipts (tele_id, user_id, fiscal_year, number, receipt_number, verify_code, payer_name, payer_masked, hn,
                                  items, total, payment_reference, paid_at, issued_at, transition_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15)
       RETURNING ${RECEIPT_COLUMNS}`,
      [
        receipt.teleID,
        receipt.userID,
        receipt.fiscalYear,
        seq,
        numberOf(receipt.fiscalYear, seq),
        receipt.verifyCode,
        receipt.payerName,
        receipt.payerMasked,
        receipt.hn,
        JSON.stringify(receipt.items),
        receipt.total,
        receipt.paymentReference,
        receipt.paidAt,
        receipt.issuedAt,
        receipt.transitionID,
      ],
    );
    return receiptOf(row);
  }
}
