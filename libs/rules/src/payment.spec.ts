import { BANK_NAMES, PAYMENT_MESSAGES, amountOf, bankName } from './payment.js';

describe('payment', () => {
  // Issue 18, "Tests that would notice": the money path's words and amount rule (issue 13).
  describe('bank names on a slip', () => {
    it('names a Thai bank by its code', () => {
      expect(bankName('014')).toBe('ธนาคารไทยพาณิชย์');
      expect(bankName('004')).toBe('ธนาคารกสิกรไทย');
      expect(bankName('TMN')).toBe('ทรูมันนี่ วอลเล็ท');
    });

    it('names every known code in Thai, as a bank unless it is the wallet', () => {
      for (const [code, name] of Object.entries(BANK_NAMES)) {
        expect(bankName(code)).toBe(name);
        expect(name).toMatch(code === 'TMN' ? /^ทรูมันนี่/ : /^ธนาคาร[\u0E00-\u0E7F]/);
      }
      expect(Object.keys(BANK_NAMES)).toHaveLength(20);
    });

    it('shows the code of a bank it does not know, nothing for no code', () => {
      expect(bankName('099')).toBe('ธนาคารรหัส 099');
      expect(bankName('')).toBeNull();
      expect(bankName(null)).toBeNull();
      expect(bankName(undefined)).toBeNull();
    });
  });

  describe('the amount to pay', () => {
    it('adds the items to the satang', () => {
      expect(amountOf([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
      expect(amountOf([{ amount: 90 }, { amount: 125.5 }, { amount: 0.005 }])).toBe(215.51);
      expect(amountOf([])).toBe(0);
    });
  });

  describe('the words of the money path', () => {
    it('tells the patient and Finance what happened, in Thai', () => {
      expect(PAYMENT_MESSAGES.qrRead('ธนาคารกรุงเทพ', 'ABC123')).toBe('อ่าน QR แล้ว: ธนาคารกรุงเทพ เลขอ้างอิง ABC123');
      expect(PAYMENT_MESSAGES.duplicate('T1, T2')).toBe('เลขอ้างอิงนี้เคยใช้กับรายการ T1, T2 แล้ว');
      expect(PAYMENT_MESSAGES.amountMissing).toBe('ยังไม่มียอดที่ต้องชำระ กรุณารอเจ้าหน้าที่แจ้งค่าใช้จ่ายก่อนแนบหลักฐานการชำระเงิน');
      expect(PAYMENT_MESSAGES.verification).toEqual({ match: 'ยอดเงินตรงกับธนาคาร', mismatch: 'ยอดเงินไม่ตรงกับธนาคาร', unknown: 'ธนาคารไม่พบรายการนี้' });
      expect([PAYMENT_MESSAGES.qrPending, PAYMENT_MESSAGES.qrNone, PAYMENT_MESSAGES.saveQr, PAYMENT_MESSAGES.saveQrHint]).toEqual([
        'กำลังอ่าน QR บนสลิป',
        'ไม่พบ QR บนสลิป',
        'บันทึก QR',
        'กดค้างที่รูป QR เพื่อบันทึก แล้วเปิดแอปธนาคารเพื่อสแกนจากรูปภาพ',
      ]);
    });
  });
});
