// The settings of issue 13 as an operator sets them (README, .env.example).
import { DEMO_HOSPITAL_ADDRESS, DEMO_HOSPITAL_TAX_ID, loadConfig } from './app-config.js';

describe('app-config', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' };

  it('reads the PromptPay receiver and the slip-verification API, digits only, without a trailing slash', () => {
    const c = loadConfig({ ...base, PROMPTPAY_ID: '081-234-5678', PROMPTPAY_BILLER_ID: '0 1055 36049 2510 1', SLIP_VERIFY_URL: 'https://bank.example/api/', SLIP_VERIFY_TOKEN: 't' });
    expect(c.payments).toMatchObject({ promptPayId: '0812345678', promptPayBillerId: '010553604925101', slipVerifyUrl: 'https://bank.example/api', slipVerifyToken: 't' });
    expect(loadConfig(base).payments).toMatchObject({ promptPayId: '', promptPayBillerId: '', slipVerifyUrl: '' });
  });

  it('issue 32 item 7: the hospital on its receipts — the demo defaults (name as TELE_HOSPITAL_NAME), or its own; a tax ID of 13 digits and a biller ID of 15', () => {
    expect(loadConfig(base).hospital).toEqual({ name: 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง', address: DEMO_HOSPITAL_ADDRESS, taxId: DEMO_HOSPITAL_TAX_ID });
    expect(loadConfig({ ...base, TELE_HOSPITAL_NAME: 'โรงพยาบาลทดสอบ' }).hospital.name).toBe('โรงพยาบาลทดสอบ');
    expect(loadConfig({ ...base, TELE_HOSPITAL_NAME: 'เครือข่าย', HOSPITAL_NAME: 'โรงพยาบาลตรัง', HOSPITAL_ADDRESS: '1 ถนนตรัง', HOSPITAL_TAX_ID: '0994000165501' }).hospital).toEqual({
      name: 'โรงพยาบาลตรัง',
      address: '1 ถนนตรัง',
      taxId: '0994000165501',
    });
    expect(() => loadConfig({ ...base, HOSPITAL_TAX_ID: '099400016550' })).toThrow(/HOSPITAL_TAX_ID must be the 13-digit tax ID/);
    expect(() => loadConfig({ ...base, PROMPTPAY_BILLER_ID: '09940001655010' })).toThrow(/PROMPTPAY_BILLER_ID must be a biller ID/);
    expect(loadConfig({ ...base, PROMPTPAY_BILLER_ID: '099400016550100' }).payments.promptPayBillerId).toBe('099400016550100');
  });

  it('uses the HIS stand-in without HIS_URL, and refuses to start with one (its HTTP adapter is not built yet)', () => {
    expect(loadConfig(base).his).toEqual({ url: null, standIn: true });
    expect(() => loadConfig({ ...base, HIS_URL: 'https://his.hospital.local' })).toThrow(/HIS_URL/);
  });

  it('defaults the HIS poll and the queue minutes', () => {
    expect(loadConfig(base)).toMatchObject({ hisCostsPollMs: 15_000, queueDefaultMinutes: { tele: 15, booking: 10 } });
    expect(loadConfig({ ...base, HIS_COSTS_POLL_MS: '300', QUEUE_DEFAULT_MINUTES_TELE: '20' })).toMatchObject({ hisCostsPollMs: 300, queueDefaultMinutes: { tele: 20 } });
  });

  it('watches the event loop for 5 s by default (EVENT_LOOP_BLOCK_EXIT_MS; 0 = off) and refuses test hooks in production (issue 28)', () => {
    expect(loadConfig(base)).toMatchObject({ eventLoopBlockExitMs: 5000, testHooks: false });
    expect(loadConfig({ ...base, EVENT_LOOP_BLOCK_EXIT_MS: '0' }).eventLoopBlockExitMs).toBe(0);
    expect(loadConfig({ ...base, EVENT_LOOP_BLOCK_EXIT_MS: '500' }).eventLoopBlockExitMs).toBe(500);
    expect(() => loadConfig({ ...base, EVENT_LOOP_BLOCK_EXIT_MS: '499' })).toThrow(/EVENT_LOOP_BLOCK_EXIT_MS/);
    expect(() => loadConfig({ ...base, EVENT_LOOP_BLOCK_EXIT_MS: '-1' })).toThrow(/EVENT_LOOP_BLOCK_EXIT_MS/);
    expect(loadConfig({ ...base, TEST_HOOKS: '1' }).testHooks).toBe(true);
    expect(() => loadConfig({ ...base, TEST_HOOKS: '1', NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/TEST_HOOKS/);
  });

  it('TRUST_PROXY counts the proxies in front of the api: a flag is one, digits 1 to 5 that many, nothing none', () => {
    expect(loadConfig(base).trustProxy).toBe(0);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'off' }).trustProxy).toBe(0);
    expect(loadConfig({ ...base, TRUST_PROXY: '5' }).trustProxy).toBe(5);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '6' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });
});
