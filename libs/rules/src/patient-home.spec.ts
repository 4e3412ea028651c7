import {
  HOME_TELE_DAYS,
  bahtWithSign,
  bookingHomeActions,
  bookingHomeStatusText,
  isUpcomingBooking,
  isUpcomingTele,
  newestFirst,
  teleHomeAction,
  teleHomeStatusText,
} from './patient-home.js';
import { FLOW_STATUSES } from './tele-flow.js';

// Issue 13 item 1: the patient's home. 'now' is noon of 15 June 2026 in Bangkok.
const NOW = '2026-06-15T12:00:00+07:00';
const tele = (flowStatus: number, costTotal: number | null = null, appointDate = '2026-06-16') => ({ flowStatus, costTotal, appointDate });
const booking = (bookingStatus: number, appointDate = '2026-06-16', servedAt: string | null = null) => ({ bookingStatus, appointDate, servedAt });

describe('which visits the home shows as upcoming', () => {
  it('a case stays until the medicine is received (7)', () => {
    expect(isUpcomingTele(tele(6), NOW)).toBe(true);
    expect(isUpcomingTele(tele(7), NOW)).toBe(false);
  });
  it(`a case whose appointment is ${HOME_TELE_DAYS} days ago stays; one day older goes to the history`, () => {
    expect(isUpcomingTele(tele(5, 360, '2026-05-16'), NOW)).toBe(true);
    expect(isUpcomingTele(tele(5, 360, '2026-05-15'), NOW)).toBe(false);
  });
  it('a booking of today stays, of yesterday goes; cancelled or served go', () => {
    expect(isUpcomingBooking(booking(1, '2026-06-15'), NOW)).toBe(true);
    expect(isUpcomingBooking(booking(1, '2026-06-14'), NOW)).toBe(false);
    expect(isUpcomingBooking(booking(-1, '2026-06-20'), NOW)).toBe(false);
    expect(isUpcomingBooking(booking(1, '2026-06-15', '2026-06-15T09:00:00+07:00'), NOW)).toBe(false);
  });
});

describe('the one action of a telemedicine case', () => {
  it('pay with the amount at 3, −3 and −5', () => {
    for (const s of [3, -3, -5]) expect(teleHomeAction(tele(s, 360))).toEqual({ kind: 'pay', label: 'ชำระเงิน ฿360.00' });
  });
  it('at 3 without an amount there is nothing to pay yet', () => {
    expect(teleHomeAction(tele(3, null))).toBeNull();
    expect(teleHomeStatusText(tele(3, null))).toContain('รอโรงพยาบาลแจ้งค่าใช้จ่าย');
  });
  it('attach another slip at 4, join the call at 1 and 2, received at 6', () => {
    expect(teleHomeAction(tele(4, 360))).toEqual({ kind: 'payMore', label: 'แนบสลิปเพิ่ม' });
    expect(teleHomeAction(tele(1))?.kind).toBe('video');
    expect(teleHomeAction(tele(2))?.kind).toBe('video');
    expect(teleHomeAction(tele(6, 360))).toEqual({ kind: 'received', label: 'ได้รับยาแล้ว' });
  });
  it('nothing to do at 0, 5 and 7', () => {
    for (const s of [0, 5, 7]) expect(teleHomeAction(tele(s, 360))).toBeNull();
  });
  it('every state has plain Thai words, no codes', () => {
    for (const s of FLOW_STATUSES) expect(teleHomeStatusText(tele(s, 360))).toMatch(/^[\u0E00-\u0E7F ]+$/);
  });
});

describe('the booking moves on the home', () => {
  it('pending: confirm first, then cancel; confirmed: cancel; cancelled: confirm again', () => {
    expect(bookingHomeActions(booking(0), NOW).map((a) => a.to)).toEqual([1, -1]);
    expect(bookingHomeActions(booking(1), NOW).map((a) => a.to)).toEqual([-1]);
    expect(bookingHomeActions(booking(-1), NOW).map((a) => a.to)).toEqual([1]);
  });
  it('a served booking has nothing left to do', () => {
    expect(bookingHomeActions(booking(1, '2026-06-15', '2026-06-15T09:00:00+07:00'), NOW)).toEqual([]);
    expect(bookingHomeStatusText(booking(1, '2026-06-15', '2026-06-15T09:00:00+07:00'))).toBe('รับบริการแล้ว');
  });
});

describe('money and order', () => {
  it('baht with the sign and satang', () => {
    expect(bahtWithSign(360)).toBe('฿360.00');
    expect(bahtWithSign(1234.5)).toBe('฿1,234.50');
  });
  it('newest appointment first', () => {
    const items = [
      { id: 'a', appointDate: '2026-06-16', appointTime: '09:00' },
      { id: 'b', appointDate: '2026-06-20', appointTime: '08:00' },
      { id: 'c', appointDate: '2026-06-16', appointTime: '13:30' },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });
});

// Issue 18, "Tests that would notice": the words a patient reads on the home, per state.
describe('the home in the patient’s words', () => {
  it('says where each telemedicine case stands', () => {
    expect(FLOW_STATUSES.map((s) => teleHomeStatusText(tele(s, 90)))).toEqual([
      'ได้รับนัดหมายแล้ว รอเจ้าหน้าที่ติดต่อ',
      'รอพยาบาลซักประวัติทางวิดีโอคอล',
      'รอพบแพทย์ทางวิดีโอคอล',
      'โรงพยาบาลแจ้งค่าใช้จ่ายแล้ว กรุณาชำระเงิน',
      'แพทย์ตรวจแล้ว กรุณาชำระเงิน',
      'ได้รับหลักฐานการชำระเงินแล้ว รอเจ้าหน้าที่การเงินตรวจสอบ',
      'หลักฐานการชำระเงินไม่ถูกต้อง กรุณาแนบใหม่',
      'ชำระเงินแล้ว รอจัดส่งยา',
      'จัดส่งยาแล้ว',
      'ได้รับยาแล้ว',
    ]);
    expect(teleHomeStatusText(tele(3, null))).toBe('แพทย์ตรวจแล้ว รอโรงพยาบาลแจ้งค่าใช้จ่าย');
    expect(teleHomeStatusText(tele(9))).toBe('กำลังดำเนินการ');
  });

  it('says where each booking stands', () => {
    expect([0, 1, -1, 2].map((s) => bookingHomeStatusText(booking(s)))).toEqual([
      'รอท่านยืนยันการเข้ารับบริการ',
      'ยืนยันแล้ว กรุณามาก่อนเวลานัด 15 นาที',
      'ยกเลิกแล้ว',
      'กำลังดำเนินการ',
    ]);
    expect(bookingHomeStatusText(booking(1, '2026-06-16', '2026-06-16T09:00:00Z'))).toBe('รับบริการแล้ว');
  });

  it('labels the one action of a case', () => {
    expect(teleHomeAction(tele(-3, null))).toEqual({ kind: 'pay', label: 'ชำระเงิน' });
    expect(teleHomeAction(tele(-5, null))).toEqual({ kind: 'pay', label: 'ชำระเงิน' });
    expect(teleHomeAction(tele(3, null))).toBeNull();
    expect(teleHomeAction(tele(1))).toEqual({ kind: 'video', label: 'เข้าวิดีโอคอล' });
    expect(teleHomeAction(tele(4))).toEqual({ kind: 'payMore', label: 'แนบสลิปเพิ่ม' });
  });

  it('labels the booking moves', () => {
    const now = new Date('2026-06-10T03:00:00Z');
    expect(bookingHomeActions(booking(0), now)).toEqual([
      { to: 1, label: 'ยืนยันการเข้ารับบริการ' },
      { to: -1, label: 'ยกเลิกการจอง' },
    ]);
  });
});
