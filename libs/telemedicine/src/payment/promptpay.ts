import { generate } from 'promptparse';
import type { PaymentsConfig } from '@hospital/core';

/**
 * Issue 13 item 4, the PromptPay QR: the EMVCo payload (Thai QR Payment standard) a banking app
 * scans to pay a case, made on the server with `promptparse` so the amount in the QR is always
 * the server's (from the HIS costs). With a biller ID the QR is a bill payment (tag 30) carrying
 * the case reference as ref1, so the hospital's bank statement names the case; otherwise an
 * AnyID transfer (tag 29) to the hospital's PromptPay ID (phone, national/tax ID or e-wallet).
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

export interface PromptPayQr {
  payload: string;
  receiverName: string;
  reference: string;
}

/**
 * The PromptPay QR for a case, or null when there is nothing to pay (no amount, or 0) or the
 * hospital has configured neither a biller ID nor a usable PromptPay ID.
 */
export function promptPayFor(config: PaymentsConfig, teleID: string, amount: number | null): PromptPayQr | null {
  if (amount === null || !(amount > 0)) return null;
  const reference = paymentReferenceOf(teleID);
  const satangExact = Math.round(amount * 100) / 100;
  if (config.promptPayBillerId) {
    return {
      payload: generate.billPayment({ billerId: config.promptPayBillerId, amount: satangExact, ref1: reference }),
      receiverName: config.receiverName,
      reference,
    };
  }
  const type = proxyTypeOf(config.promptPayId);
  if (!type) return null;
  return {
    payload: generate.anyId({ type, target: config.promptPayId, amount: satangExact }),
    receiverName: `${config.receiverName} (พร้อมเพย์ ${maskedPromptPayId(config.promptPayId)})`,
    reference,
  };
}
