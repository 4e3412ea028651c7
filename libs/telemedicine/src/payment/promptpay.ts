import { generate } from 'promptparse';
import type { PaymentsConfig } from '@hospital/core';

/**
 * Issue 13 item 4, the PromptPay QR: the EMVCo payload (Thai QR Payment standard) a banking app
 * scans to pay a case, made on the server with `promptparse` so the amount in the QR is always
 * the server's (from the HIS costs). With a biller ID the QR is a bill payment (tag 30) carrying
 * the case reference as ref1 and the patient's HN as ref2 (issue 32 item 7), so the hospital's
 * bank statement names the case; otherwise an AnyID transfer (tag 29) to the hospital's PromptPay
 * ID (phone, national/tax ID or e-wallet), which carries the receiver and the amount only — no
 * reference (docs/decisions.md, "The PromptPay QR's reference").
 */

/** The case's payment reference: 'TM' and the first 10 hex digits of the case id, uppercased (letters and digits only, ≤ 20: ref1 rules). */
export function paymentReferenceOf(teleID: string): string {
  return `TM${teleID.replace(/[^0-9a-f]/gi, '').slice(0, 10).toUpperCase()}`;
}

/** The PromptPay proxy type by the ID's length: 10-digit phone, 13-digit national/tax ID, 15-digit e-wallet ID. */
export function proxyTypeOf(promptPayId: string): 'MSISDN' | 'NATID' | 'EWALLETID' | null {
  const digits = promptPayId.replace(/[^0-9]/g, '');
  if (digits.length === 10) return 'MSISDN';
  if (digits.length === 13) return 'NATID';
  if (digits.length === 15) return 'EWALLETID';
  return null;
}

/** The ID as people may see it: all but the last 4 digits hidden ('xxx-xxx-5678', 'x-xxxx-xxxxx-67-8'). */
export function maskedPromptPayId(id: string): string {
  const digits = id.replace(/[^0-9]/g, '');
  const groups = digits.length === 10 ? [3, 3, 4] : digits.length === 13 ? [1, 4, 5, 2, 1] : [digits.length];
  const masked = digits.split('').map((d, i) => (i < digits.length - 4 ? 'x' : d)).join('');
  const parts: string[] = [];
  let at = 0;
  for (const g of groups) {
    parts.push(masked.slice(at, at + g));
    at += g;
  }
  return parts.join('-');
}

/**
 * A bill payment's reference 2 from the patient's HN: letters and digits only, upper-cased, at
 * most 20 (the Thai QR bill-payment rules for ref1/ref2); undefined when the patient has no HN
 * (the QR then carries ref1 alone).
 */
export function ref2Of(hn: string | null | undefined): string | undefined {
  const ref = (hn ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase().slice(0, 20);
  return ref || undefined;
}

export interface PromptPayQr {
  payload: string;
  receiverName: string;
  reference: string;
  /** Issue 32 item 7: the payload carries `reference` (bill payment); false for an AnyID QR. */
  referenceInQr: boolean;
}

/**
 * The PromptPay QR for a case, or null when there is nothing to pay (no amount, or 0) or the
 * hospital has configured neither a biller ID nor a usable PromptPay ID. `hn`: the patient's HN,
 * reference 2 of a bill payment.
 */
export function promptPayFor(config: PaymentsConfig, teleID: string, amount: number | null, hn?: string | null): PromptPayQr | null {
  if (amount === null || !(amount > 0)) return null;
  const reference = paymentReferenceOf(teleID);
  const satangExact = Math.round(amount * 100) / 100;
  if (config.promptPayBillerId) {
    const ref2 = ref2Of(hn);
    return {
      payload: generate.billPayment({ billerId: config.promptPayBillerId, amount: satangExact, ref1: reference, ...(ref2 ? { ref2 } : {}) }),
      receiverName: config.receiverName,
      reference,
      referenceInQr: true,
    };
  }
  const type = proxyTypeOf(config.promptPayId);
  if (!type) return null;
  return {
    payload: generate.anyId({ type, target: config.promptPayId, amount: satangExact }),
    receiverName: `${config.receiverName} (พร้อมเพย์ ${maskedPromptPayId(config.promptPayId)})`,
    reference,
    referenceInQr: false,
  };
}
