// Issue 13 item 4: the PromptPay payloads, checked against PUBLISHED examples with their CRC,
// an independent CRC-16/CCITT-FALSE, the amount tag 54, and a parse back with promptparse.
import { generate, parse, validate } from 'promptparse';
import type { PaymentsConfig } from '@hospital/core';
import { maskedPromptPayId, paymentReferenceOf, promptPayFor, proxyTypeOf, ref2Of } from './promptpay.js';

describe('promptpay', () => {
  /** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xor-out), as EMVCo §4.7.3 asks: written here, not taken from the library under test. */
  function crc16(text: string): string {
    let crc = 0xffff;
    for (const byte of Buffer.from(text, 'utf8')) {
      crc ^= byte << 8;
      for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    return crc.toString(16).toUpperCase().padStart(4, '0');
  }

  /** The top-level EMVCo tags of a payload (id → value). */
  function tags(payload: string): Map<string, string> {
    const out = new Map<string, string>();
    for (let at = 0; at < payload.length; ) {
      const id = payload.slice(at, at + 2);
      const length = Number(payload.slice(at + 2, at + 4));
      out.set(id, payload.slice(at + 4, at + 4 + length));
      at += 4 + length;
    }
    return out;
  }

  /** The payload's CRC (tag 63, the last 4 characters) is the CRC of everything before it, '6304' included. */
  function hasValidCrc(payload: string): boolean {
    return payload.slice(-8, -4) === '6304' && crc16(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
  }

  const config = (over: Partial<PaymentsConfig> = {}): PaymentsConfig => ({
    promptPayId: '0812345678',
    promptPayBillerId: '',
    receiverName: 'โรงพยาบาลผิวหนัง',
    slipVerifyUrl: '',
    slipVerifyToken: '',
    ...over,
  });
  const TELE_ID = '3f2a9c1e-7b4d-4e2a-9f10-1234567890ab';

  describe('published PromptPay examples (with their CRC)', () => {
    // maythiwat/promptparse, src/index.test.ts ('Generate Any ID', 'Generate Any ID with amount', 'Generate Bill Payment with Ref.3').
    const promptparse = {
      anyId: '00020101021129370016A0000006770101110113006681222333353037645802TH63041DCF',
      anyIdAmount: '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD',
      bill: '00020101021130620016A000000677010112011301122334455660211CUSTOMER0010306INV00153037645802TH62070703SCB6304780E',
    };
    // dtinth/promptpay-qr, index.test.js ('Local phone number', 'National ID number', 'Tax ID number', 'Amount').
    const dtinth = {
      phone: '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
      natId: '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
      taxId: '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD',
      amount: '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    };

    it('every published payload carries a CRC our own CRC-16/CCITT-FALSE agrees with', () => {
      for (const payload of [...Object.values(promptparse), ...Object.values(dtinth)]) expect(hasValidCrc(payload)).toBe(true);
    });

    it('a changed digit breaks the CRC (ours and promptparse agree)', () => {
      const forged = dtinth.amount.replace('4.22', '9.22');
      expect(hasValidCrc(forged)).toBe(false);
      expect(validate.anyId(forged)).toBeNull();
    });

    it('promptparse makes the published payloads byte for byte', () => {
      expect(generate.anyId({ type: 'MSISDN', target: '0812223333' })).toBe(promptparse.anyId);
      expect(generate.anyId({ type: 'MSISDN', target: '0812223333', amount: 30 })).toBe(promptparse.anyIdAmount);
      expect(generate.billPayment({ billerId: '0112233445566', ref1: 'CUSTOMER001', ref2: 'INV001', ref3: 'SCB' })).toBe(promptparse.bill);
    });

    it('another library’s payloads (other tag order) parse back to the same receiver and amount', () => {
      expect(validate.anyId(dtinth.phone)).toEqual({ type: 'MSISDN', target: '0801234567' });
      expect(validate.anyId(dtinth.natId)).toEqual({ type: 'NATID', target: '1111111111111' });
      expect(validate.anyId(dtinth.taxId)).toEqual({ type: 'NATID', target: '0123456789012' });
      expect(validate.anyId(dtinth.amount)).toEqual({ type: 'MSISDN', target: '0000000000', amount: 4.22 });
    });
  });

  describe('promptPayFor: the QR of a case', () => {
    it('a PromptPay phone ID: an AnyID QR with the amount in tag 54 (2 decimals), a valid CRC and the masked ID for people', () => {
      const qr = promptPayFor(config(), TELE_ID, 1234.5)!;
      expect(hasValidCrc(qr.payload)).toBe(true);
      expect(tags(qr.payload).get('54')).toBe('1234.50');
      expect(tags(qr.payload).get('01')).toBe('12'); // dynamic: one payment
      expect(validate.anyId(qr.payload)).toEqual({ type: 'MSISDN', target: '0812345678', amount: 1234.5 });
      expect(qr.reference).toBe('TM3F2A9C1E7B');
      expect(qr.receiverName).toBe('โรงพยาบาลผิวหนัง (พร้อมเพย์ xxx-xxx-5678)');
    });

    it('a national/tax ID and an e-wallet ID', () => {
      const natId = promptPayFor(config({ promptPayId: '0994000165501' }), TELE_ID, 100)!;
      expect(validate.anyId(natId.payload)).toEqual({ type: 'NATID', target: '0994000165501', amount: 100 });
      const wallet = promptPayFor(config({ promptPayId: '004999036911146' }), TELE_ID, 100)!;
      expect(validate.anyId(wallet.payload)).toEqual({ type: 'EWALLETID', target: '004999036911146', amount: 100 });
      expect(hasValidCrc(natId.payload) && hasValidCrc(wallet.payload)).toBe(true);
    });

    it('a biller ID wins: a bill-payment QR whose ref1 is the case reference', () => {
      const qr = promptPayFor(config({ promptPayBillerId: '099400016550100' }), TELE_ID, 350.25)!;
      expect(hasValidCrc(qr.payload)).toBe(true);
      expect(tags(qr.payload).get('54')).toBe('350.25');
      expect(validate.billPayment(qr.payload)).toEqual({ billerId: '099400016550100', ref1: 'TM3F2A9C1E7B', amount: 350.25 });
      expect(qr.receiverName).toBe('โรงพยาบาลผิวหนัง');
    });

    it('issue 32 item 7: a bill-payment QR decodes (promptparse) to the case reference as ref1 and the HN as ref2', () => {
      const qr = promptPayFor(config({ promptPayBillerId: '099400099999200' }), TELE_ID, 360.5, '65-00123')!;
      expect(qr.referenceInQr).toBe(true);
      expect(validate.billPayment(qr.payload)).toEqual({ billerId: '099400099999200', ref1: 'TM3F2A9C1E7B', ref2: '6500123', amount: 360.5 });
      // The same read tag by tag: tag 30 (bill payment) holds the AID, the biller, ref1 and ref2; the CRC is checked (strict).
      const tlv = parse(qr.payload, true)!;
      expect(tlv.getTagValue('30', '00')).toBe('A000000677010112');
      expect(tlv.getTagValue('30', '02')).toBe(qr.reference);
      expect(tlv.getTagValue('30', '03')).toBe('6500123');
      expect(tlv.getTagValue('29')).toBeUndefined();
      // No HN: ref1 alone.
      const noHn = promptPayFor(config({ promptPayBillerId: '099400099999200' }), TELE_ID, 360.5, null)!;
      expect(validate.billPayment(noHn.payload)).toEqual({ billerId: '099400099999200', ref1: 'TM3F2A9C1E7B', amount: 360.5 });
    });

    it('issue 32 item 7: a plain PromptPay ID (AnyID, tag 29) carries the receiver and the amount, never the reference', () => {
      const qr = promptPayFor(config(), TELE_ID, 360.5, '6500123')!;
      expect(qr.referenceInQr).toBe(false);
      expect(qr.reference).toBe('TM3F2A9C1E7B'); // still printed beside the QR, for the patient to quote
      expect(qr.payload).not.toContain(qr.reference);
      expect(qr.payload).not.toContain('6500123');
      expect(validate.billPayment(qr.payload)).toBeNull();
      expect(parse(qr.payload, true)!.getTagValue('30')).toBeUndefined();
    });

    it('reference 2 from the HN: letters and digits, upper-cased, at most 20; none without an HN', () => {
      expect(ref2Of('hn-65/00123')).toBe('HN6500123');
      expect(ref2Of('1'.repeat(20))).toBe('1'.repeat(20));
      expect(ref2Of('1'.repeat(21))).toBe('1'.repeat(20));
      expect(ref2Of('')).toBeUndefined();
      expect(ref2Of(null)).toBeUndefined();
      expect(ref2Of('--')).toBeUndefined();
    });

    it('amounts at the limits: 0.01 baht, a large bill, satang kept exact', () => {
      expect(tags(promptPayFor(config(), TELE_ID, 0.01)!.payload).get('54')).toBe('0.01');
      expect(tags(promptPayFor(config(), TELE_ID, 9_999_999.99)!.payload).get('54')).toBe('9999999.99');
      expect(tags(promptPayFor(config(), TELE_ID, 0.1 + 0.2)!.payload).get('54')).toBe('0.30');
    });

    it('nothing to pay or nowhere to pay: no QR', () => {
      expect(promptPayFor(config(), TELE_ID, null)).toBeNull();
      expect(promptPayFor(config(), TELE_ID, 0)).toBeNull();
      expect(promptPayFor(config({ promptPayId: '' }), TELE_ID, 100)).toBeNull();
      expect(promptPayFor(config({ promptPayId: '12345' }), TELE_ID, 100)).toBeNull(); // not a PromptPay ID length
    });
  });

  describe('the case reference and the ID', () => {
    it('the reference is short, uppercase letters and digits, the same for the same case', () => {
      const ref = paymentReferenceOf(TELE_ID);
      expect(ref).toMatch(/^[A-Z0-9]{1,20}$/);
      expect(ref).toBe(paymentReferenceOf(TELE_ID.toUpperCase()));
      expect(paymentReferenceOf('00000000-0000-4000-8000-000000000001')).not.toBe(ref);
    });

    it('the proxy type follows the ID’s length; people see only its last 4 digits', () => {
      expect(proxyTypeOf('081-234-5678')).toBe('MSISDN');
      expect(proxyTypeOf('1103702071811')).toBe('NATID');
      expect(proxyTypeOf('004999036911146')).toBe('EWALLETID');
      expect(proxyTypeOf('08123456789')).toBeNull();
      expect(maskedPromptPayId('0812345678')).toBe('xxx-xxx-5678');
      expect(maskedPromptPayId('1103702071811')).toBe('x-xxxx-xxxx1-81-1');
    });
  });
});
