import {
  HOME_TELE_DAYS,
  appointmentAt,
  bahtWithSign,
  bookingHomeActions,
  bookingHomeItem,
  earliestFirst,
  homeOrder,
  homeQueueBox,
  bookingHomeStatusText,
  isUpcomingBooking,
  isUpcomingTele,
  newestFirst,
  teleHomeAction,
  teleHomeItem,
  teleHomeStatusText,
} from './patient-home.js';
import { FLOW_STATUSES } from './tele-flow.js';

describe('patient-home', () => {
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

  // Issue 32 item 1: the home in time order. Each card: [id, date, time, upcoming, turnNow].
  describe('the order of the home', () => {
    const card = (id: string, appointDate: string, appointTime: string, turnNow = false, upcoming = true) => ({ id, appointDate, appointTime, turnNow, upcoming });
    const ids = (items: ReadonlyArray<{ id: string }>) => items.map((i) => i.id);

    it("today's card comes before tomorrow's, and 30 November below today's (the issue's home)", () => {
      const { next } = homeOrder([card('nov30', '2026-11-30', '09:00'), card('tomorrow', '2026-06-16', '08:00'), card('today', '2026-06-15', '16:00')], NOW);
      expect(ids(next)).toEqual(['today', 'tomorrow', 'nov30']);
    });

    it('the same day: the earlier time first', () => {
      expect(ids(homeOrder([card('13:30', '2026-06-16', '13:30'), card('08:30', '2026-06-16', '08:30'), card('09:00', '2026-06-16', '09:00')], NOW).next)).toEqual(['08:30', '09:00', '13:30']);
    });

    it("a turn-now card from later today goes above an earlier one of today, and above today's first", () => {
      const { next } = homeOrder([card('early', '2026-06-15', '08:30'), card('turn', '2026-06-15', '14:00', true), card('later', '2026-06-20', '09:00')], NOW);
      expect(ids(next)).toEqual(['turn', 'early', 'later']);
    });

    it('earlier days still open (waiting for payment) go below the days to come, the most recent first', () => {
      const { next } = homeOrder([card('june1', '2026-06-01', '09:00'), card('june10', '2026-06-10', '09:00'), card('today', '2026-06-15', '09:00'), card('july', '2026-07-01', '09:00')], NOW);
      expect(ids(next)).toEqual(['today', 'july', 'june10', 'june1']);
    });

    it('past visits are the history, newest first, never among the cards', () => {
      const { next, past } = homeOrder([card('old', '2026-05-01', '09:00', false, false), card('older', '2026-04-01', '09:00', false, false), card('now', '2026-06-15', '09:00')], NOW);
      expect(ids(next)).toEqual(['now']);
      expect(ids(past)).toEqual(['old', 'older']);
    });

    it('midnight in Bangkok, not UTC: at 2026-11-27T17:30Z it is already 28 November', () => {
      const at = '2026-11-27T17:30:00Z';
      const { next } = homeOrder([card('nov29', '2026-11-29', '08:00'), card('nov27', '2026-11-27', '20:00'), card('nov28', '2026-11-28', '10:00')], at);
      expect(ids(next)).toEqual(['nov28', 'nov29', 'nov27']); // 28 November is today; the 27th is yesterday
      expect(appointmentAt('2026-11-28', '00:30')).toBe('2026-11-27T17:30:00.000Z');
      // One minute before: still 27 November in Bangkok, so the 27th is today.
      expect(ids(homeOrder([card('nov28', '2026-11-28', '10:00'), card('nov27', '2026-11-27', '20:00')], '2026-11-27T16:59:00Z').next)).toEqual(['nov27', 'nov28']);
    });

    it('the LINE chat orders by the same instant: earliest first', () => {
      const items = [{ at: appointmentAt('2026-06-16', '09:00') }, { at: appointmentAt('2026-06-15', '16:00') }];
      expect([...items].sort(earliestFirst)).toEqual([items[1], items[0]]);
    });
  });

  describe("a card's place: turn now, video open, calendar", () => {
    const today = '2026-06-15';
    const teleOf = (flowStatus: number, appointDate = today, place: number | null = null) => ({ flowStatus, costTotal: null, appointDate, appointTime: '10:00', queue: place === null ? null : { place, etaMinutes: (place - 1) * 15 } });
    const bookingOf = (place: number | null, appointDate = today, bookingStatus = 1) => ({ bookingStatus, appointDate, appointTime: '08:30', servedAt: null, queue: place === null ? null : { place, etaMinutes: (place - 1) * 10 } });

    it("first in today's queue is the turn; second is not", () => {
      expect(bookingHomeItem(bookingOf(1), NOW).turnNow).toBe(true);
      expect(bookingHomeItem(bookingOf(2), NOW).turnNow).toBe(false);
      expect(teleHomeItem(teleOf(0, today, 1), NOW).turnNow).toBe(true);
      expect(teleHomeItem(teleOf(0, today, 2), NOW).turnNow).toBe(false);
    });

    it('a video call open now (with the nurse 1, the doctor 2) is the turn; registered (0) is not', () => {
      expect(teleHomeItem(teleOf(1, today, 3), NOW).turnNow).toBe(true);
      expect(teleHomeItem(teleOf(2), NOW).turnNow).toBe(true);
      expect(teleHomeItem(teleOf(0), NOW).turnNow).toBe(false);
    });

    it("'เพิ่มลงปฏิทิน' on visits still to come, today or later; not on a case seen, paid or from yesterday, nor a cancelled booking", () => {
      expect(teleHomeItem(teleOf(0, '2026-06-20'), NOW).calendar).toBe(true);
      expect(teleHomeItem(teleOf(2, today), NOW).calendar).toBe(true);
      expect(teleHomeItem(teleOf(3, today), NOW).calendar).toBe(false);
      expect(teleHomeItem(teleOf(0, '2026-06-14'), NOW).calendar).toBe(false);
      expect(bookingHomeItem(bookingOf(null, '2026-11-30'), NOW).calendar).toBe(true);
      expect(bookingHomeItem(bookingOf(null, '2026-11-30', -1), NOW).calendar).toBe(false);
    });
  });

  describe('one queue number per card', () => {
    it("a clinic booking shows its ticket (the board's number), and on the day how many are ahead", () => {
      expect(homeQueueBox({ bookingNumber: 2, queue: { place: 1, etaMinutes: 0 } })).toEqual({ number: 'คิวที่ 2', wait: 'ถึงคิวของท่านแล้ว' });
      expect(homeQueueBox({ bookingNumber: 7, queue: { place: 3, etaMinutes: 20 } })).toEqual({ number: 'คิวที่ 7', wait: 'รออีก 2 คิว · ประมาณ 20 นาที' });
      expect(homeQueueBox({ bookingNumber: 7, queue: null })).toEqual({ number: 'คิวที่ 7', wait: null });
    });
    it("a video visit shows its place in today's queue (the board's badge), none on another day", () => {
      expect(homeQueueBox({ queue: { place: 1, etaMinutes: 0 } })).toEqual({ number: 'คิวที่ 1', wait: 'ถึงคิวของท่านแล้ว' });
      expect(homeQueueBox({ queue: { place: 2, etaMinutes: 15 } })).toEqual({ number: 'คิวที่ 2', wait: 'ประมาณ 15 นาที' });
      expect(homeQueueBox({ queue: { place: 2, etaMinutes: 0 } })).toEqual({ number: 'คิวที่ 2', wait: 'รออีก 1 คิว' });
      expect(homeQueueBox({ queue: null })).toBeNull();
    });
  });
});
