// Issue 13 item 5: the slip-verification port over HTTP against the stand-in bank (a real server).
import type { AppConfig } from '@hospital/core';
import { startBank, type BankStandIn } from '../stand-ins/bank.js';
import { HttpSlipVerifyAdapter, parseAnswer } from './http-slip-verify.adapter.js';
import { SlipVerifyRejected, SlipVerifyUnavailable } from './slip-verify.port.js';

describe('http-slip-verify.adapter', () => {
  let bank: BankStandIn;
  beforeAll(async () => {
    bank = await startBank();
  });
  afterAll(() => bank.stop());

  const adapter = (url: string, token: string) =>
    new HttpSlipVerifyAdapter({ payments: { promptPayId: '', promptPayBillerId: '', receiverName: '', slipVerifyUrl: url, slipVerifyToken: token } } as AppConfig);

  describe('HttpSlipVerifyAdapter', () => {
    it('a transfer the bank made: found, with its amount, time and receiving account', async () => {
      const made = await bank.transfer({ amount: 1250.75, sendingBank: '025' });
      const answer = await adapter(bank.url, bank.token).verify({ sendingBank: '025', transRef: made.transRef });
      expect(answer).toEqual({ found: true, amount: 1250.75, paidAt: expect.any(String), receiverAccount: bank.receiverAccount, receiverName: bank.receiverName });
    });

    it('a reference the bank does not know, or the right reference from another bank: not found', async () => {
      const made = await bank.transfer({ amount: 10, sendingBank: '014' });
      expect(await adapter(bank.url, bank.token).verify({ sendingBank: '014', transRef: 'NOTAREFERENCE000000000' })).toEqual({ found: false });
      expect(await adapter(bank.url, bank.token).verify({ sendingBank: '004', transRef: made.transRef })).toEqual({ found: false });
    });

    it('a wrong token is refused for good; a bank that is down or unreachable is to be retried', async () => {
      await expect(adapter(bank.url, 'wrong').verify({ sendingBank: '014', transRef: 'X' })).rejects.toBeInstanceOf(SlipVerifyRejected);
      bank.setDown(true);
      try {
        await expect(adapter(bank.url, bank.token).verify({ sendingBank: '014', transRef: 'X' })).rejects.toBeInstanceOf(SlipVerifyUnavailable);
      } finally {
        bank.setDown(false);
      }
      await expect(adapter('http://127.0.0.1:1', bank.token).verify({ sendingBank: '014', transRef: 'X' })).rejects.toBeInstanceOf(SlipVerifyUnavailable);
    });

    it('the dev helper answers a slip PNG and its QR payload over HTTP', async () => {
      const res = await fetch(`${bank.url}/__dev/transfers`, { method: 'POST', body: JSON.stringify({ amount: 99.5, sendingBank: '006' }) });
      const body = (await res.json()) as { transRef: string; payload: string; slipPng: string };
      expect(body.transRef).toMatch(/^[0-9A-Z]{22}$/);
      expect(body.payload).toContain(body.transRef);
      expect(Buffer.from(body.slipPng, 'base64').subarray(1, 4).toString()).toBe('PNG');
      expect((await fetch(`${bank.url}/__dev/transfers`, { method: 'POST', body: JSON.stringify({ amount: 0 }) })).status).toBe(400);
    });
  });

  describe('parseAnswer', () => {
    it('malformed answers count as the bank being unwell', () => {
      expect(() => parseAnswer('<html>')).toThrow(SlipVerifyUnavailable);
      expect(() => parseAnswer('{"found": true}')).toThrow(SlipVerifyUnavailable);
      expect(parseAnswer('{"found": false}')).toEqual({ found: false });
    });
  });
});
