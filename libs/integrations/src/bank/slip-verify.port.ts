/**
 * A bank's slip-verification API (issue 13 item 5): asked with the reference a slip's QR code
 * carries (sending bank + transaction reference), it answers what the bank knows of the
 * transfer. One port; the HTTP adapter speaks the protocol below to the address in
 * SLIP_VERIFY_URL (a provider that fronts the banks' Open APIs in production, the stand-in
 * bank of stand-ins/bank.ts in dev and tests).
 *
 * Protocol: `POST {SLIP_VERIFY_URL}/v1/slips/verify`, `Authorization: Bearer {SLIP_VERIFY_TOKEN}`,
 * JSON `{ sendingBank, transRef }` →
 *   200 `{ found: true, amount, paidAt, receiverAccount, receiverName }` or `{ found: false }`;
 *   401 for a wrong token; any 5xx is the bank being down.
 */
export interface SlipReference {
  /** The sending bank's 3-digit Bank of Thailand code ('014'), or 'TMN' for TrueMoney. */
  sendingBank: string;
  transRef: string;
}

export type SlipVerifyAnswer =
  | { found: false }
  | {
      found: true;
      /** Baht with satang, as the bank booked the transfer. */
      amount: number;
      /** When the money moved (ISO 8601). */
      paidAt: string;
      /** The receiving account as the bank shows it (masked by real banks: 'xxx-x-x5366-x'). */
      receiverAccount: string;
      receiverName: string;
    };

export interface SlipVerifyPort {
  /**
   * What the bank knows of the transfer. Throws SlipVerifyUnavailable when the bank cannot be
   * asked now (down, timeout, 5xx: the caller retries later) and SlipVerifyRejected when it
   * refuses us for good (a wrong token: retrying will not help until the setting is fixed).
   */
  verify(ref: SlipReference): Promise<SlipVerifyAnswer>;
}

/** Nest injection token of the slip-verification port. */
export const SLIP_VERIFY_PORT = Symbol('SLIP_VERIFY_PORT');

/** The bank could not be asked now (network, timeout, 5xx): retry later. */
export class SlipVerifyUnavailable extends Error {}

/** The bank refused the request itself (401/403/400): a setting to fix, not a moment to wait. */
export class SlipVerifyRejected extends Error {}
