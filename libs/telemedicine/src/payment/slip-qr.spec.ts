// Issue 13 item 5: slip QR payloads of several banks' formats → sending bank and reference.
import { generate } from 'promptparse';
import { parseSlipQr } from './slip-qr.js';

describe('slip-qr', () => {
  describe('parseSlipQr', () => {
    it.each([
      ['SCB', '014', '2025112314253690112345'],
      ['KBank', '004', '015327112554BPM03456'],
      ['Bangkok Bank', '002', '0002123123121200011'],
      ['Krungthai', '006', '2511230912KTB000123456'],
      ['Krungsri', '025', 'BAY25112300001234567A'],
      ['ttb', '011', '20251123TTB0000987654'],
    ])('a %s slip (bank %s) gives its bank and reference', (_name, sendingBank, transRef) => {
      const payload = generate.slipVerify({ sendingBank, transRef });
      expect(parseSlipQr(payload)).toEqual({ sendingBank, transRef });
    });

    it('published real-world slip payloads', () => {
      // xhayper/node-slipok, README.md (a K PLUS slip sent to SlipOK's checkSlip).
      expect(parseSlipQr('0041000600000101030040220013071152533APM077365102TH91048134')).toEqual({ sendingBank: '004', transRef: '013071152533APM07736' });
      // maythiwat/promptparse, src/index.test.ts ('Validate Slip Verify (Valid)', an SCB slip).
      expect(parseSlipQr('004100060000010103014022000111222233344ABCD125102TH910417DF')).toEqual({ sendingBank: '014', transRef: '00111222233344ABCD12' });
      // maythiwat/promptparse, src/index.test.ts ('Generate Slip Verify', a Bangkok Bank slip).
      expect(parseSlipQr('004000060000010103002021900021231231212000115102TH91049C30')).toEqual({ sendingBank: '002', transRef: '0002123123121200011' });
    });

    it('a TrueMoney Wallet slip: bank TMN, the transaction id as the reference', () => {
      const payload = generate.trueMoneySlipVerify({ eventType: 'P2P', transactionId: '50001234567890', date: '23112025' });
      expect(parseSlipQr(payload)).toEqual({ sendingBank: 'TMN', transRef: '50001234567890' });
    });

    it('a CRC whose leading zero the bank app dropped is still read (promptparse pads it back)', () => {
      // Find a reference whose CRC starts with 0, then drop that zero as some bank apps do.
      let payload = '';
      for (let i = 0; !payload; i++) {
        const p = generate.slipVerify({ sendingBank: '004', transRef: `0153271125${String(i).padStart(4, '0')}BPM034` });
        if (p.slice(-4, -3) === '0') payload = p;
      }
      const dropped = payload.slice(0, -4) + payload.slice(-3);
      expect(parseSlipQr(dropped)?.sendingBank).toBe('004');
    });

    it('a bad CRC, a PromptPay payment QR, a link and garbage are not slips', () => {
      const good = generate.slipVerify({ sendingBank: '014', transRef: '2025112314253690112345' });
      const badCrc = good.slice(0, -4) + (good.slice(-4) === 'FFFF' ? '0000' : 'FFFF');
      expect(parseSlipQr(badCrc)).toBeNull();
      const changedRef = good.replace('2025112314253690112345', '2025112314253690112346');
      expect(parseSlipQr(changedRef)).toBeNull();
      expect(parseSlipQr(generate.anyId({ type: 'MSISDN', target: '0812345678', amount: 100 }))).toBeNull();
      expect(parseSlipQr('https://line.me/R/ti/p/@skinhospital')).toBeNull();
      expect(parseSlipQr('')).toBeNull();
      expect(parseSlipQr('0041garbage')).toBeNull();
      expect(parseSlipQr('x'.repeat(600))).toBeNull();
    });
  });
});
