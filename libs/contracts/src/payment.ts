/**
 * The money path of a telemedicine case (issue 13): what the patient pays, the PromptPay QR,
 * and what the worker read from each payment slip. Written once for the api and the web.
 */

/** One line of what the patient pays (from the HIS's cost rows: svname, netcost). */
export interface PaymentItem {
  name: string;
  /** Baht with satang. */
  amount: number;
}

/**
 * GET /api/v1/tele/{teleID}/payment: the case's owner and Finance/Admin.
 * `amount` is null while the HIS has no costs for the case (the page refuses a slip then);
 * `promptPay.payload` is the EMVCo string the page draws as a QR, carrying `amount`.
 */
export interface TelePaymentResponse {
  amount: number | null;
  items: PaymentItem[];
  promptPay: {
    payload: string;
    /** Who receives the money, for people ('โรงพยาบาล…' and the masked PromptPay ID). */
    receiverName: string;
    /** The case's payment reference (ref1 of a biller QR; shown to the patient). */
    reference: string;
    /**
     * Issue 32 item 7: the QR itself carries `reference` (a bill payment, tag 30, ref1). False for
     * a plain PromptPay ID (AnyID, tag 29: receiver and amount only): the page says the reference
     * is not in the QR and the slip is what ties the payment to the case.
     */
    referenceInQr: boolean;
  } | null;
}

/** What the worker read from a slip's QR code. */
export type SlipQrState = 'pending' | 'read' | 'none';

/** The bank's slip-verification answer: the transfer's amount against the case's. */
export type SlipVerification = 'match' | 'mismatch' | 'unknown';

/** One payment slip (file category 2) as Finance sees it, on the board and in the case. */
export interface SlipCheck {
  fileID: string;
  qr: SlipQrState;
  /** The sending bank's 3-digit code and Thai name, when the QR was read. */
  sendingBank: string | null;
  sendingBankName: string | null;
  transRef: string | null;
  /** Other cases whose slip carries the same reference (the same slip sent twice is a known fraud). */
  duplicateOf: Array<{ teleID: string; appointDatetimeText: string; fullName: string }>;
  /** null: no verification API is configured for the bank (or the QR was not read). */
  verification: SlipVerification | null;
  /** The amount the bank reports for the transfer, when it knows it. */
  verifiedAmount: number | null;
  readAt: string | null;
}

/** GET /api/v1/tele/{teleID}/slips: every slip check of a case, newest first (Finance/Admin, the owner). */
export interface SlipChecksResponse {
  data: SlipCheck[];
}

