// Issue 13 item 2: what the HIS stand-in's data entry accepts, each limit at the limit and one past it.
// Issue 19: the body's checks are the call's schema (HisOrdersBody, run by the validation pipe),
// the rows the case already has are counted by tooManyRowsProblem; the first problem is the answer.
import { HIS_ORDER_AMOUNT_MAX, HIS_STAND_IN_MESSAGES as M, tooManyRowsProblem } from './his-stand-in-orders.js';
import { HisOrdersBody } from './his-stand-in.schemas.js';

describe('his-stand-in-orders', () => {
  /** What POST …/orders does with a body for a case holding `existing` rows: the rows to add, or the first problem. */
  function parseHisOrders(body: unknown, existing = { costs: 0, drugs: 0 }) {
    const parsed = HisOrdersBody.safeParse(body);
    if (!parsed.success) return { problem: parsed.error.issues[0].message };
    const problem = tooManyRowsProblem(existing, parsed.data);
    return problem ? { problem } : parsed.data;
  }

  const cost = { svname: 'ค่าบริการการแพทย์ทางไกล', totcost: 90, netdisc: 50, netcost: 40 };
  const drug = { itemName: 'Cetirizine 10 mg', itemNote: 'ก่อนนอน', qty: 30, itemUnit: 'เม็ด' };
  const COSTS = 'รายการค่าใช้จ่าย';
  const DRUGS = 'รายการยา';

  describe('the HIS stand-in orders body', () => {
    it('takes costs and drugs, trims names, fills a missing discount and net', () => {
      expect(parseHisOrders({ costs: [{ ...cost, svname: '  ค่ายา  ' }], drugs: [{ ...drug, itemNote: undefined }] })).toEqual({
        costs: [{ ...cost, svname: 'ค่ายา' }],
        drugs: [{ ...drug, itemNote: '' }],
      });
      expect(parseHisOrders({ costs: [{ svname: 'ค่ายา', totcost: 10.5 }] })).toEqual({ costs: [{ svname: 'ค่ายา', totcost: 10.5, netdisc: 0, netcost: 10.5 }], drugs: [] });
      expect(parseHisOrders({ costs: [{ ...cost, totcost: 0.3, netdisc: 0.1, netcost: 0.2 }] })).toMatchObject({ costs: [{ netcost: 0.2 }] });
    });

    it('names: 200 characters is the limit', () => {
      expect(parseHisOrders({ costs: [{ ...cost, svname: 'ก'.repeat(200) }] })).not.toHaveProperty('problem');
      expect(parseHisOrders({ costs: [{ ...cost, svname: 'ก'.repeat(201) }] })).toEqual({ problem: M.nameTooLong(COSTS, 1, 'ชื่อรายการ', 200) });
      expect(parseHisOrders({ drugs: [{ ...drug, itemName: '' }] })).toEqual({ problem: M.nameRequired(DRUGS, 1, 'ชื่อยา') });
      expect(parseHisOrders({ drugs: [{ ...drug, itemUnit: 'ห'.repeat(51) }] })).toEqual({ problem: M.nameTooLong(DRUGS, 1, 'หน่วย', 50) });
      expect(parseHisOrders({ drugs: [{ ...drug, itemNote: 'ก่อน\u0000นอน' }] })).toEqual({ problem: M.textInvalid(DRUGS, 1, 'วิธีใช้') });
      expect(parseHisOrders({ drugs: [{ ...drug, itemName: 'ยา\ud800' }] })).toEqual({ problem: M.textInvalid(DRUGS, 1, 'ชื่อยา') });
      expect(parseHisOrders({ drugs: [{ ...drug, itemName: 42 }] })).toEqual({ problem: M.rowInvalid(DRUGS, 1) });
    });

    it('amounts: 0 to 9,999,999.99 with 2 decimals; discount ≤ total; net = total − discount', () => {
      expect(parseHisOrders({ costs: [{ svname: 'ฟรี', totcost: 0, netdisc: 0, netcost: 0 }] })).not.toHaveProperty('problem');
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: HIS_ORDER_AMOUNT_MAX }] })).not.toHaveProperty('problem');
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: 10_000_000 }] })).toEqual({ problem: M.amountInvalid(1, 'ราคารวม') });
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: -0.01 }] })).toEqual({ problem: M.amountInvalid(1, 'ราคารวม') });
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: 1.005 }] })).toEqual({ problem: M.amountInvalid(1, 'ราคารวม') });
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: '10' }] })).toEqual({ problem: M.amountInvalid(1, 'ราคารวม') });
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: Number.NaN }] })).toEqual({ problem: M.amountInvalid(1, 'ราคารวม') });
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: 10, netdisc: -1 }] })).toEqual({ problem: M.amountInvalid(1, 'ส่วนลด') });
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: 10, netdisc: 10 }] })).toMatchObject({ costs: [{ netcost: 0 }] });
      expect(parseHisOrders({ costs: [{ svname: 'x', totcost: 10, netdisc: 10.01 }] })).toEqual({ problem: M.discountTooLarge(1) });
      expect(parseHisOrders({ costs: [cost, { ...cost, netcost: 41 }] })).toEqual({ problem: M.netMismatch(2) });
    });

    it('quantities: above 0 up to 99,999', () => {
      expect(parseHisOrders({ drugs: [{ ...drug, qty: 99_999 }] })).not.toHaveProperty('problem');
      expect(parseHisOrders({ drugs: [{ ...drug, qty: 100_000 }] })).toEqual({ problem: M.qtyInvalid(1) });
      expect(parseHisOrders({ drugs: [{ ...drug, qty: 0.5 }] })).not.toHaveProperty('problem');
      expect(parseHisOrders({ drugs: [{ ...drug, qty: 0 }] })).toEqual({ problem: M.qtyInvalid(1) });
    });

    it('rows: at most 50 of a kind on a case, counting the rows it already has', () => {
      expect(parseHisOrders({ costs: Array(50).fill(cost) })).not.toHaveProperty('problem');
      expect(parseHisOrders({ costs: Array(51).fill(cost) })).toEqual({ problem: M.tooManyRows(COSTS, 0) });
      expect(parseHisOrders({ drugs: Array(10).fill(drug) }, { costs: 0, drugs: 40 })).not.toHaveProperty('problem');
      expect(parseHisOrders({ drugs: Array(11).fill(drug) }, { costs: 0, drugs: 40 })).toEqual({ problem: M.tooManyRows(DRUGS, 40) });
    });

    it('refuses a body that is not {costs?, drugs?} or has nothing to save', () => {
      for (const body of [null, 'x', [cost], 7]) expect(parseHisOrders(body)).toEqual({ problem: M.bodyInvalid });
      expect(parseHisOrders({ costs: cost })).toEqual({ problem: M.listInvalid(COSTS) });
      expect(parseHisOrders({ costs: [], drugs: [] })).toEqual({ problem: M.nothingToSave });
      expect(parseHisOrders({ costs: [null] })).toEqual({ problem: M.rowInvalid(COSTS, 1) });
    });
  });
});
