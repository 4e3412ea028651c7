import { Role } from '@hospital/contracts';
import { TELE_MESSAGES } from './tele-messages.js';
import { PAYMENT_MESSAGES } from './payment.js';
import { isS10TrackingNumber } from './tracking-number.js';

/**
 * care-services §4 Telemedicine flowStatus: the states, the transitions and who may make
 * each. The case page greys out what this refuses; the server refuses it again with 409.
 * Decisions (docs/decisions.md, "flowStatus"):
 *  - −3 is one state with two readings: after the doctor has seen the patient, the nurse
 *    reports the costs from the HIS; the patient is asked to pay.
 *  - 3 is set by the doctor's side (Admin, Nurse or N_DOCTOR) when the doctor has seen the
 *    patient and the costs will follow: the patient may already pay.
 *  - 7 (medicine received) is set by the patient, or by Admin or Shipping for a patient who
 *    tells the hospital by phone.
 *  - The §4 transfer menu and the machine agree: for Admin and Nurse an item is enabled
 *    exactly when its move is allowed (−3 and −5 can go back to the nurse or the doctor).
 */
export const FLOW_STATUS = {
  initial: 0,
  nurse: 1,
  doctor: 2,
  seenByDoctor: 3,
  costsNotified: -3,
  paymentConfirmed: 4,
  paid: 5,
  shipped: 6,
  received: 7,
  paymentRejected: -5,
} as const;

export const FLOW_STATUSES = [0, 1, 2, -3, 3, 4, -5, 5, 6, 7] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export function isFlowStatus(value: unknown): value is FlowStatus {
  return typeof value === 'number' && (FLOW_STATUSES as readonly number[]).includes(value);
}

/** Thai names for lists, counts and messages (GET /api/flow). */
export const FLOW_STATUS_NAMES: Readonly<Record<FlowStatus, string>> = {
  0: 'ลงทะเบียนใหม่',
  1: 'พยาบาลซักประวัติ',
  2: 'พบแพทย์',
  3: 'แพทย์ตรวจแล้ว รอชำระเงิน',
  [-3]: 'แจ้งค่าใช้จ่ายแล้ว รอชำระเงิน',
  4: 'ผู้ป่วยแจ้งชำระเงินแล้ว',
  [-5]: 'หลักฐานการชำระเงินไม่ถูกต้อง',
  5: 'ชำระเงินแล้ว',
  6: 'จัดส่งยาแล้ว',
  7: 'ได้รับยาแล้ว',
};

export function flowStatusName(status: number): string {
  return isFlowStatus(status) ? FLOW_STATUS_NAMES[status] : TELE_MESSAGES.flowStatusUnknown;
}

/** Issue 14 item 3: the product itself (a case delivered N days ago closes as received); a move says so, no role can. */
export const SYSTEM_ACTOR = 'system' as const;

/** Who moves a case: a staff role name, 'owner' (the patient whose case it is) or the system. */
export type FlowActor = 'owner' | typeof SYSTEM_ACTOR | (typeof Role)[keyof typeof Role];

export interface FlowTransition {
  from: readonly FlowStatus[];
  to: FlowStatus;
  by: readonly FlowActor[];
  /** What the case page calls it. */
  label: string;
}

/**
 * Every allowed move. Not listed is refused. A move to the same status is allowed only where
 * listed: the patient attaching another slip at 4, Shipping correcting tracking at 6.
 */
export const FLOW_TRANSITIONS: readonly FlowTransition[] = [
  // §4 transfer menu: 'nurse' is enabled below 1 and 'doctor' below 2, so a case whose costs
  // were notified (−3) or whose payment evidence was rejected (−5) can go back to them.
  { from: [0, -3, -5], to: 1, by: [Role.Admin, Role.Nurse], label: 'ส่งพยาบาล' },
  { from: [0, 1, -3, -5], to: 2, by: [Role.Admin, Role.Nurse], label: 'ส่งพบแพทย์' },
  { from: [2], to: 3, by: [Role.Admin, Role.Nurse, Role.NetworkDoctor], label: 'แพทย์ตรวจแล้ว' },
  { from: [0, 1, 2, -5], to: -3, by: [Role.Admin, Role.Nurse], label: 'พยาบาลแจ้งค่าใช้จ่าย' },
  { from: [3, -3, -5, 4], to: 4, by: ['owner'], label: 'ยืนยันการชำระเงิน' },
  { from: [4], to: 5, by: [Role.Admin, Role.Finance], label: 'ยืนยันการชำระเงิน (การเงิน)' },
  { from: [4], to: -5, by: [Role.Admin, Role.Finance], label: 'ปฏิเสธหลักฐานการชำระเงิน' },
  { from: [5, 6], to: 6, by: [Role.Admin, Role.Shipping], label: 'บันทึกเลขพัสดุ' },
  { from: [6], to: 7, by: ['owner', Role.Admin, Role.Shipping, SYSTEM_ACTOR], label: 'ได้รับยาแล้ว' },
];

export interface FlowMove {
  from: number;
  to: number;
  /** The caller's role (null for a patient) and whether the case is theirs. */
  role: string | null;
  isOwner: boolean;
  /** Issue 14 item 3: the system moves it (MoveCaseCommand.bySystem), not a person. */
  system?: boolean;
  /** The HIS has cost rows for the case (needed for −3, and for the patient's slip at 4: an amount to pay). */
  hasCosts?: boolean;
  /**
   * Issue 28 item 1: the case has at least one stored, accepted payment slip (category 2, not
   * failed). Needed for 4 (the patient says they paid) and 5 (Finance verifies): absent = none.
   */
  hasSlip?: boolean;
  paymentMsg?: unknown;
  jsonTrackingNo?: unknown;
  /**
   * Issue 35 item 1: the caller is the doctor (N_DOCTOR) of a hospital case, not of their own
   * consultation: only 2 → 3 ('แพทย์ตรวจแล้ว'); any other move is refused with 403 first.
   */
  doctorStage?: boolean;
}

export type FlowProblem = { status: 403 | 409 | 400; message: string } | null;

function actorsOf(role: string | null, isOwner: boolean, system = false): FlowActor[] {
  const actors: FlowActor[] = [];
  if (system) return [SYSTEM_ACTOR];
  if (isOwner && !role) actors.push('owner');
  if (role && role !== SYSTEM_ACTOR) actors.push(role as FlowActor);
  return actors;
}

/** The transition from→to, or undefined when the machine has none. */
export function transitionOf(from: number, to: number): FlowTransition | undefined {
  return FLOW_TRANSITIONS.find((t) => t.to === to && (t.from as readonly number[]).includes(from));
}

/** Whether this caller may make this move at all (the menu's enabled state). */
export function mayMove(from: number, to: number, role: string | null, isOwner: boolean): boolean {
  const t = transitionOf(from, to);
  return !!t && actorsOf(role, isOwner).some((a) => t.by.includes(a));
}

/**
 * Why this move is refused, or null. 409 for a move the machine does not have from the
 * current status, 403 for a caller the move is not for, 400 for missing data (the reason
 * of a rejection, the tracking numbers, the costs).
 */
export function flowProblem(move: FlowMove): FlowProblem {
  const { from, to } = move;
  if (!isFlowStatus(to) || !isFlowStatus(from)) return { status: 400, message: TELE_MESSAGES.flowStatusUnknown };
  if (move.doctorStage && !(from === FLOW_STATUS.doctor && to === FLOW_STATUS.seenByDoctor)) return { status: 403, message: TELE_MESSAGES.doctorMovesOnlySeen };
  const t = transitionOf(from, to);
  if (!t) return { status: 409, message: TELE_MESSAGES.transitionNotAllowed(FLOW_STATUS_NAMES[from], FLOW_STATUS_NAMES[to]) };
  if (!actorsOf(move.role, move.isOwner, move.system).some((a) => t.by.includes(a))) {
    return { status: 403, message: TELE_MESSAGES.transitionForbidden(FLOW_STATUS_NAMES[to]) };
  }
  if (to === -3 && !move.hasCosts) return { status: 409, message: TELE_MESSAGES.costsMissing };
  // Issue 13: a slip is refused while there is no amount to pay (Finance never sees a payment without one).
  if (to === 4 && !move.hasCosts) return { status: 409, message: PAYMENT_MESSAGES.amountMissing };
  // Issue 28 item 1: no 'paid' (4) and no 'verified' (5) without a stored slip: upload first, then confirm.
  if ((to === 4 || to === 5) && !move.hasSlip) return { status: 400, message: to === 4 ? TELE_MESSAGES.paymentImageRequired : PAYMENT_MESSAGES.slipMissing };
  if (to === -5) {
    const reason = paymentRejectionError(move.paymentMsg);
    if (reason) return { status: 400, message: reason };
  }
  if (to === 6) {
    const tracking = trackingNumbersError(move.jsonTrackingNo);
    if (tracking) return { status: 400, message: tracking };
  }
  return null;
}

/** §5 Payment rejection: a reason is required. */
export function paymentRejectionError(paymentMsg: unknown): string | null {
  return typeof paymentMsg === 'string' && paymentMsg.trim() !== '' ? null : TELE_MESSAGES.rejectReasonRequired;
}

/** §9 Tracking: exactly 13 characters, at most 2. */
export const TRACKING_LENGTH = 13;
export const TRACKING_MAX = 2;

/** The tracking numbers of a payload: strings or {barcode}; blanks dropped, trimmed, upper-cased (as the page types them). */
export function trackingNumbersOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' ? (v as { barcode?: unknown }).barcode : ''))
    .map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : ''))
    .filter((v) => v !== '');
}

/**
 * §5 Tracking numbers: at least one, at most two, each exactly 13 characters — and (issue 28
 * item 5) each a Thailand Post S10 number whose check digit is right (tracking-number.ts).
 */
export function trackingNumbersError(value: unknown): string | null {
  const numbers = trackingNumbersOf(value);
  if (numbers.length === 0) return TELE_MESSAGES.trackingRequired;
  if (numbers.length > TRACKING_MAX || numbers.some((n) => n.length !== TRACKING_LENGTH || !isS10TrackingNumber(n))) return TELE_MESSAGES.trackingIncorrect;
  return null;
}

/** §4 transfer menu: which items are disabled for the current status. */
export function transferMenu(current: number): Array<{ to: 1 | 2 | -3; label: string; disabled: boolean }> {
  return [
    { to: 1, label: 'พยาบาล', disabled: current >= 1 },
    { to: 2, label: 'แพทย์', disabled: current >= 2 },
    { to: -3, label: 'พยาบาลแจ้งค่าใช้จ่าย', disabled: current === -3 || current >= 3 },
  ];
}

/** §4: the video call button is shown when status is not 0. */
export function showsCallButton(status: number): boolean {
  return status !== 0;
}

/** §4: the patient may confirm payment and attach a slip at 3, −3, −5, and attach another at 4. */
export function patientMayPay(status: number): boolean {
  return mayMove(status, 4, null, true);
}

/**
 * Issue 28 item 1: why a payment slip may not be added to a case, or null. A slip belongs to a
 * case that owes money: the patient may pay at its status (patientMayPay: 3, −3, −5, another
 * slip at 4) and the HIS has said how much (cost rows). A case already paid (5 and later) owes
 * nothing; one before its costs (0, 1, 2, or no cost rows) has nothing to pay yet.
 */
export function slipProblem(flowStatus: number, hasCosts: boolean): string | null {
  if (flowStatus >= FLOW_STATUS.paid) return PAYMENT_MESSAGES.alreadyPaid;
  if (!patientMayPay(flowStatus) || !hasCosts) return PAYMENT_MESSAGES.amountMissing;
  return null;
}

/** §4: the shipping tab shows tracking entry at 5 or 6 for Admin or Shipping. */
export function showsTrackingEntry(status: number, role: string | null): boolean {
  return (status === 5 || status === 6) && (role === Role.Admin || role === Role.Shipping);
}

/**
 * What the shipping tab says to one who does not enter tracking numbers there (or before there
 * are any), from the case's current flowStatus (issue 35 item 2: Finance right after verifying
 * read 'ยังไม่ได้ตรวจสอบการชำระเงิน'): paid and waiting for Shipping at 5; not yet verified before
 * that (§4 'payment not yet verified'); null from 6 on, where the tracking numbers are the answer.
 */
export function shippingTabNote(status: number): string | null {
  if (status === 5) return TELE_MESSAGES.awaitingShipment;
  if (status === 6 || status === 7) return null;
  return TELE_MESSAGES.paymentNotVerified;
}

/** Which staff board a status sits on (rooms `board:<name>`). Admin sees every board. */
export type TeleBoard = 'nurse' | 'doctor' | 'finance' | 'shipping';
export function boardOf(status: number): TeleBoard {
  switch (status) {
    case 2:
    case 3:
      return 'doctor';
    case -3:
    case 4:
    case -5:
      return 'finance';
    case 5:
    case 6:
    case 7:
      return 'shipping';
    default:
      return 'nurse';
  }
}
