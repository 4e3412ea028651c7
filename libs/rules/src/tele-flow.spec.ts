// care-services §4 Telemedicine flowStatus, §5 Tracking numbers and Payment rejection, §6:
// every (from, to) pair for every caller, against a table written out here (not computed
// from FLOW_TRANSITIONS), so a change to the machine has to change this table too.
import {
  FLOW_STATUSES,
  FLOW_STATUS_NAMES,
  FLOW_TRANSITIONS,
  boardOf,
  flowStatusName,
  flowProblem,
  mayMove,
  patientMayPay,
  paymentRejectionError,
  showsCallButton,
  shippingTabNote,
  showsTrackingEntry,
  slipProblem,
  trackingNumbersError,
  trackingNumbersOf,
  transferMenu,
  type FlowStatus,
} from './tele-flow.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { PAYMENT_MESSAGES } from './payment.js';

describe('tele-flow', () => {
  type Actor = 'owner' | 'stranger' | 'Admin' | 'Medrec' | 'Nurse' | 'Finance' | 'Shipping' | 'N_DOCTOR' | 'N_NURSE';
  const ACTORS: Actor[] = ['owner', 'stranger', 'Admin', 'Medrec', 'Nurse', 'Finance', 'Shipping', 'N_DOCTOR', 'N_NURSE'];

  /** The caller of a move: a patient (owner or not) has no role. */
  function caller(actor: Actor): { role: string | null; isOwner: boolean } {
    if (actor === 'owner') return { role: null, isOwner: true };
    if (actor === 'stranger') return { role: null, isOwner: false };
    return { role: actor, isOwner: false };
  }

  /**
   * The allowed moves, 'from>to': who may make them. Every pair not listed is refused with 409
   * whoever asks; a listed pair refuses everyone else with 403.
   */
  const ALLOWED: Record<string, Actor[]> = {
    // the transfer menu (§4): nurse, doctor, nurse notify cost
    '0>1': ['Admin', 'Nurse'],
    '-3>1': ['Admin', 'Nurse'],
    '-5>1': ['Admin', 'Nurse'],
    '0>2': ['Admin', 'Nurse'],
    '1>2': ['Admin', 'Nurse'],
    '-3>2': ['Admin', 'Nurse'],
    '-5>2': ['Admin', 'Nurse'],
    '0>-3': ['Admin', 'Nurse'],
    '1>-3': ['Admin', 'Nurse'],
    '2>-3': ['Admin', 'Nurse'],
    '-5>-3': ['Admin', 'Nurse'],
    // the doctor has seen the patient
    '2>3': ['Admin', 'Nurse', 'N_DOCTOR'],
    // the patient confirms payment (payment proof flow), and may attach another slip at 4
    '3>4': ['owner'],
    '-3>4': ['owner'],
    '-5>4': ['owner'],
    '4>4': ['owner'],
    // Finance or Admin verify or reject
    '4>5': ['Admin', 'Finance'],
    '4>-5': ['Admin', 'Finance'],
    // Admin or Shipping record (or correct) tracking
    '5>6': ['Admin', 'Shipping'],
    '6>6': ['Admin', 'Shipping'],
    // medicine received
    '6>7': ['owner', 'Admin', 'Shipping'],
  };

  const complete = { hasCosts: true, hasSlip: true, paymentMsg: 'ยอดเงินไม่ตรง', jsonTrackingNo: [{ barcode: 'EF123456785TH' }] };

  describe('flowProblem: every pair × every caller', () => {
    const cases = FLOW_STATUSES.flatMap((from) => FLOW_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));
    it('covers 10 × 10 × 9 combinations and lists only real statuses', () => {
      expect(cases).toHaveLength(900);
      for (const key of Object.keys(ALLOWED)) {
        const [from, to] = key.split('>').map(Number);
        expect(FLOW_STATUSES).toContain(from);
        expect(FLOW_STATUSES).toContain(to);
      }
    });

    it.each(cases)('%p → %p by %s', (from, to, actor) => {
      const problem = flowProblem({ from, to, ...caller(actor), ...complete });
      const allowed = ALLOWED[`${from}>${to}`];
      if (!allowed) {
        expect(problem).toEqual({ status: 409, message: TELE_MESSAGES.transitionNotAllowed(FLOW_STATUS_NAMES[from], FLOW_STATUS_NAMES[to]) });
      } else if (!allowed.includes(actor)) {
        expect(problem).toEqual({ status: 403, message: TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[to]) });
      } else {
        expect(problem).toBeNull();
      }
      expect(mayMove(from, to, caller(actor).role, caller(actor).isOwner)).toBe(!!allowed?.includes(actor));
    });

    it('refuses statuses the machine does not know with 400', () => {
      for (const [from, to] of [[0, 8], [9, 1], [0, -1], [0, Number.NaN], [0, '1' as unknown as number]]) {
        expect(flowProblem({ from, to, role: 'Admin', isOwner: false, ...complete })).toEqual({ status: 400, message: TELE_MESSAGES.flowStatusUnknown });
      }
    });

    it('a staff member is never the owner: an owner with a role acts by the role only', () => {
      expect(flowProblem({ from: 3, to: 4, role: 'Admin', isOwner: true, ...complete })?.status).toBe(403);
    });
  });

  describe('the data a move needs', () => {
    it('−3 needs cost rows from the HIS (409, the costs are not there yet)', () => {
      for (const from of [0, 1, 2, -5]) {
        expect(flowProblem({ from, to: -3, role: 'Nurse', isOwner: false, hasCosts: false })).toEqual({ status: 409, message: TELE_MESSAGES.costsMissing });
        expect(flowProblem({ from, to: -3, role: 'Nurse', isOwner: false })).toEqual({ status: 409, message: TELE_MESSAGES.costsMissing });
        expect(flowProblem({ from, to: -3, role: 'Nurse', isOwner: false, hasCosts: true })).toBeNull();
      }
    });

    it('the role is checked before the costs: Finance gets 403, not "no costs"', () => {
      expect(flowProblem({ from: 1, to: -3, role: 'Finance', isOwner: false, hasCosts: false })?.status).toBe(403);
    });

    it.each([[undefined], [''], ['   '], [null], [42], [['เหตุผล']]])('−5 refuses the reason %p (400)', (paymentMsg) => {
      expect(flowProblem({ from: 4, to: -5, role: 'Finance', isOwner: false, paymentMsg })).toEqual({ status: 400, message: TELE_MESSAGES.rejectReasonRequired });
      expect(paymentRejectionError(paymentMsg)).toBe(TELE_MESSAGES.rejectReasonRequired);
    });

    it('−5 takes any non-blank reason', () => {
      expect(flowProblem({ from: 4, to: -5, role: 'Admin', isOwner: false, paymentMsg: 'สลิปไม่ชัด' })).toBeNull();
      expect(paymentRejectionError(' x ')).toBeNull();
    });

    it('6 needs valid tracking numbers (400), 5 → 6 and 6 → 6 alike', () => {
      for (const from of [5, 6]) {
        expect(flowProblem({ from, to: 6, role: 'Shipping', isOwner: false })).toEqual({ status: 400, message: TELE_MESSAGES.trackingRequired });
        expect(flowProblem({ from, to: 6, role: 'Shipping', isOwner: false, jsonTrackingNo: ['EF12345678TH'] })).toEqual({ status: 400, message: TELE_MESSAGES.trackingIncorrect });
        expect(flowProblem({ from, to: 6, role: 'Shipping', isOwner: false, jsonTrackingNo: ['EF123456785TH'] })).toBeNull();
      }
    });

    it('the move is checked before the data: 7 → 6 is 409 even without tracking', () => {
      expect(flowProblem({ from: 7, to: 6, role: 'Shipping', isOwner: false })?.status).toBe(409);
    });
  });

  describe('§5 tracking numbers: at least one, at most two, exactly 13 characters', () => {
    const n13 = 'EF123456785TH';
    const n13b = 'RB987654326TH';
    it.each([
      ['no list', undefined, TELE_MESSAGES.trackingRequired],
      ['an empty list', [], TELE_MESSAGES.trackingRequired],
      ['only blanks', ['', '   ', { barcode: '' }], TELE_MESSAGES.trackingRequired],
      ['a bare string, not a list', n13, TELE_MESSAGES.trackingRequired],
      ['one number (string)', [n13], null],
      ['one number ({barcode})', [{ barcode: n13 }], null],
      ['two numbers, mixed forms', [n13, { barcode: n13b }], null],
      ['two numbers and a blank row', [{ barcode: n13 }, { barcode: ' ' }, n13b], null],
      ['one number with spaces around it', [{ barcode: `  ${n13} ` }], null],
      ['three numbers', [n13, n13b, 'TH123456785EF'], TELE_MESSAGES.trackingIncorrect],
      ['three numbers as {barcode}', [{ barcode: n13 }, { barcode: n13b }, { barcode: n13 }], TELE_MESSAGES.trackingIncorrect],
      ['12 characters', ['EF12345678TH'], TELE_MESSAGES.trackingIncorrect],
      ['14 characters', ['EF1234567890TH'], TELE_MESSAGES.trackingIncorrect],
      ['12 characters as {barcode}', [{ barcode: 'EF12345678TH' }], TELE_MESSAGES.trackingIncorrect],
      ['14 characters as {barcode}', [{ barcode: 'EF1234567890TH' }], TELE_MESSAGES.trackingIncorrect],
      ['one good, one of 12', [n13, 'EF12345678TH'], TELE_MESSAGES.trackingIncorrect],
    ])('%s', (_case, value, expected) => {
      expect(trackingNumbersError(value)).toBe(expected);
    });

    it('reads strings and {barcode} objects, trimmed, blanks and junk dropped', () => {
      expect(trackingNumbersOf([' A ', { barcode: 'B' }, null, 5, { code: 'C' }, { barcode: 7 }, ''])).toEqual(['A', 'B']);
      expect(trackingNumbersOf('A')).toEqual([]);
      expect(trackingNumbersOf({ barcode: 'A' })).toEqual([]);
    });
  });

  describe('§4 transfer menu', () => {
    // Disabled, per status: nurse when >= 1, doctor when >= 2, notify cost when −3 or >= 3.
    const DISABLED: Record<FlowStatus, [boolean, boolean, boolean]> = {
      0: [false, false, false],
      1: [true, false, false],
      2: [true, true, false],
      [-3]: [false, false, true],
      3: [true, true, true],
      4: [true, true, true],
      [-5]: [false, false, false],
      5: [true, true, true],
      6: [true, true, true],
      7: [true, true, true],
    };

    it.each(FLOW_STATUSES.map((s) => [s]))('at %p', (status) => {
      const menu = transferMenu(status);
      expect(menu.map((i) => i.to)).toEqual([1, 2, -3]);
      expect(menu.map((i) => i.disabled)).toEqual(DISABLED[status]);
    });

    it('an enabled item is a move the server allows Admin and Nurse (with costs), a disabled one it refuses', () => {
      for (const status of FLOW_STATUSES) {
        for (const item of transferMenu(status)) {
          for (const role of ['Admin', 'Nurse']) {
            expect(flowProblem({ from: status, to: item.to, role, isOwner: false, hasCosts: true }) === null).toBe(!item.disabled);
          }
        }
      }
    });
  });

  describe('§4 and §6 what the pages show', () => {
    it('tracking entry: status 5 or 6, Admin or Shipping only', () => {
      const roles = [null, 'Admin', 'Medrec', 'Nurse', 'Finance', 'Shipping', 'N_DOCTOR', 'N_NURSE'];
      for (const status of FLOW_STATUSES) {
        for (const role of roles) {
          expect(showsTrackingEntry(status, role)).toBe((status === 5 || status === 6) && (role === 'Admin' || role === 'Shipping'));
        }
      }
    });

    it("the shipping tab says 'รอเจ้าหน้าที่จัดส่ง' once paid (5), 'not yet verified' before, nothing from 6 on (issue 35 item 2)", () => {
      expect(shippingTabNote(5)).toBe(TELE_MESSAGES.awaitingShipment);
      expect(shippingTabNote(5)).toBe('รอเจ้าหน้าที่จัดส่ง');
      for (const status of FLOW_STATUSES.filter((s) => s !== 5 && s !== 6 && s !== 7)) expect(shippingTabNote(status)).toBe(TELE_MESSAGES.paymentNotVerified);
      expect(shippingTabNote(6)).toBeNull();
      expect(shippingTabNote(7)).toBeNull();
    });

    it('the patient may confirm payment at 3, −3, −5 and attach another slip at 4; nowhere else', () => {
      const pays = FLOW_STATUSES.filter((s) => patientMayPay(s));
      expect(pays.sort()).toEqual([-3, -5, 3, 4].sort());
    });

    it('the call button is shown when the status is not 0', () => {
      expect(FLOW_STATUSES.filter((s) => !showsCallButton(s))).toEqual([0]);
    });

    it('boards: nurse 0 1, doctor 2 3, finance −3 4 −5, shipping 5 6 7', () => {
      expect(Object.fromEntries(FLOW_STATUSES.map((s) => [s, boardOf(s)]))).toEqual({
        0: 'nurse',
        1: 'nurse',
        2: 'doctor',
        3: 'doctor',
        [-3]: 'finance',
        4: 'finance',
        [-5]: 'finance',
        5: 'shipping',
        6: 'shipping',
        7: 'shipping',
      });
    });
  });

  // Issue 18, "Tests that would notice": names, labels and the slip rule a person reads.
  describe('the flow as people read it', () => {
    it('names −3 and 3, −5 and 5 apart', () => {
      expect(flowStatusName(-3)).toBe('แจ้งค่าใช้จ่ายแล้ว รอชำระเงิน');
      expect(flowStatusName(3)).toBe('แพทย์ตรวจแล้ว รอชำระเงิน');
      expect(flowStatusName(-5)).toBe('หลักฐานการชำระเงินไม่ถูกต้อง');
      expect(flowStatusName(5)).toBe('ชำระเงินแล้ว');
      expect(flowStatusName(8)).toBe(TELE_MESSAGES.flowStatusUnknown);
    });

    it('labels each move of the case page in Thai', () => {
      expect(FLOW_TRANSITIONS.map((t) => [t.to, t.label])).toEqual([
        [1, 'ส่งพยาบาล'],
        [2, 'ส่งพบแพทย์'],
        [3, 'แพทย์ตรวจแล้ว'],
        [-3, 'พยาบาลแจ้งค่าใช้จ่าย'],
        [4, 'ยืนยันการชำระเงิน'],
        [5, 'ยืนยันการชำระเงิน (การเงิน)'],
        [-5, 'ปฏิเสธหลักฐานการชำระเงิน'],
        [6, 'บันทึกเลขพัสดุ'],
        [7, 'ได้รับยาแล้ว'],
      ]);
    });

    it('labels the transfer menu', () => {
      expect(transferMenu(0).map((i) => i.label)).toEqual(['พยาบาล', 'แพทย์', 'พยาบาลแจ้งค่าใช้จ่าย']);
    });

    it('refuses the patient’s slip while there is no amount to pay (issue 13), takes it once there is', () => {
      expect(flowProblem({ from: 3, to: 4, role: null, isOwner: true, hasCosts: false })).toEqual({
        status: 409,
        message: 'ยังไม่มียอดที่ต้องชำระ กรุณารอเจ้าหน้าที่แจ้งค่าใช้จ่ายก่อนแนบหลักฐานการชำระเงิน',
      });
      expect(flowProblem({ from: 3, to: 4, role: null, isOwner: true, hasCosts: true, hasSlip: true })).toBeNull();
    });

    it('issue 28: 4 and 5 need a stored slip; a slip only where money is owed', () => {
      expect(flowProblem({ from: 3, to: 4, role: null, isOwner: true, hasCosts: true })).toEqual({ status: 400, message: TELE_MESSAGES.paymentImageRequired });
      expect(flowProblem({ from: 4, to: 4, role: null, isOwner: true, hasCosts: true, hasSlip: false })).toEqual({ status: 400, message: TELE_MESSAGES.paymentImageRequired });
      expect(flowProblem({ from: 4, to: 5, role: 'Finance', isOwner: false, hasSlip: false })).toEqual({ status: 400, message: PAYMENT_MESSAGES.slipMissing });
      expect(flowProblem({ from: 4, to: 5, role: 'Finance', isOwner: false, hasSlip: true })).toBeNull();
      expect(flowProblem({ from: 4, to: -5, role: 'Finance', isOwner: false, paymentMsg: 'ไม่ตรง' })).toBeNull(); // rejecting needs no slip
      expect(slipProblem(-3, true)).toBeNull();
      expect(slipProblem(4, true)).toBeNull();
      expect(slipProblem(3, false)).toBe(PAYMENT_MESSAGES.amountMissing);
      expect(slipProblem(1, true)).toBe(PAYMENT_MESSAGES.amountMissing);
      for (const paid of [5, 6, 7]) expect(slipProblem(paid, true)).toBe(PAYMENT_MESSAGES.alreadyPaid);
    });

    it('reads tracking numbers sent as {barcode} as well as text', () => {
      expect(trackingNumbersOf([{ barcode: ' EF123456785TH ' }, 'EF987654326TH', { barcode: 5 }, null])).toEqual(['EF123456785TH', 'EF987654326TH']);
      expect(trackingNumbersError([{ barcode: 'EF123456785TH' }])).toBeNull();
    });
  });
});
