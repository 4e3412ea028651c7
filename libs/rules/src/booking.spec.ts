import {
  BOOKING_MESSAGES,
  BOOKING_STATUS_NAMES,
  BOOKING_HOURS_TEXT,
  BOOKING_STEP_PROGRESS,
  bookingProblem,
  bookingSlotTypeName,
  bookingStatusName,
  holdsSeat,
  isBookingStatus,
  bookingReminderText,
  bookingStatusChangedText,
  bookingTimeOf,
  needsTodayPrompt,
  patientMayMove,
  patientMoveProblem,
  staffMayMove,
  staffMoveProblem,
  stepProblem,
  type BookingInput,
} from './booking.js';
import { THAI_WEEKDAYS, type Weekday } from './calendar.js';
import { MESSAGES } from './messages.js';

describe('booking', () => {
  // 2026-11-23 is a Monday; the week runs to Sunday 2026-11-29.
  const WEEK: Record<Weekday, string> = {
    1: '2026-11-23',
    2: '2026-11-24',
    3: '2026-11-25',
    4: '2026-11-26',
    5: '2026-11-27',
    6: '2026-11-28',
    0: '2026-11-29',
  };
  const bangkok = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
  const EARLIER = bangkok('2026-11-20', '12:00');
  const SLOT2_TIMES = ['08:00', '08:30', '11:30', '16:30', '17:00', '19:30'];

  const base = (over: Partial<BookingInput> = {}): BookingInput => ({
    serviceType: 1,
    slotType: 1,
    appointDate: WEEK[1],
    appointTime: '',
    description: 'ผื่นคันที่แขน',
    ...over,
  });
  const special = (over: Partial<BookingInput> = {}): BookingInput =>
    base({ serviceType: 2, slotType: 2, appointTime: '17:00', ...over });

  describe('weekday × slot type (care-services §5)', () => {
    // [weekday, slot type 1 open, slot type 2 open] as the spec states them
    const table: Array<[Weekday, string, boolean, boolean]> = [
      [1, 'Monday', true, true],
      [2, 'Tuesday', true, true],
      [3, 'Wednesday', true, false],
      [4, 'Thursday', true, true],
      [5, 'Friday', true, true],
      [6, 'Saturday', false, true],
      [0, 'Sunday', false, false],
    ];
    it.each(table)('weekday %i (%s): regular %s, special clinic %s', (w, _name, regular, clinic) => {
      const r = bookingProblem(base({ appointDate: WEEK[w] }), { now: EARLIER });
      expect(r).toBe(regular ? null : BOOKING_MESSAGES.regularClosedOn + THAI_WEEKDAYS[w]);
      // Saturday's clinic runs 08:00–12:00, the weekdays' 16:30–20:00
      const time = w === 6 ? '08:30' : '17:00';
      const s = bookingProblem(special({ appointDate: WEEK[w], appointTime: time }), { now: EARLIER, slotTimes: SLOT2_TIMES });
      expect(s).toBe(clinic ? null : BOOKING_MESSAGES.specialClosedOn + THAI_WEEKDAYS[w]);
    });
  });

  describe('bookingProblem order and messages (§5)', () => {
    const ctx = { now: EARLIER };
    it('asks for the date first', () => {
      expect(bookingProblem(base({ appointDate: '', slotType: null, description: '' }), ctx)).toBe('กรุณาระบุวันที่');
      expect(bookingProblem(base({ appointDate: '2026-02-30' }), ctx)).toBe(BOOKING_MESSAGES.dateRequired);
    });
    it('then the slot type', () => {
      expect(bookingProblem(base({ slotType: null, description: '' }), ctx)).toBe('กรุณาระบุช่วงเวลาที่รับบริการ');
      expect(bookingProblem(base({ slotType: 4 }), ctx)).toBe(BOOKING_MESSAGES.slotTypeRequired);
    });
    it('a service type that is not the slot type is refused; an empty one follows the slot type', () => {
      expect(bookingProblem(base({ serviceType: 2 }), ctx)).toBe(BOOKING_MESSAGES.serviceTypeMismatch);
      expect(bookingProblem(base({ serviceType: null }), ctx)).toBeNull();
    });
    it('then the special clinic time (regular hours need none)', () => {
      expect(bookingProblem(special({ appointTime: '', description: '' }), ctx)).toBe('กรุณาระบุเวลาที่ต้องการรับบริการ');
      expect(bookingProblem(special({ appointTime: '25:00' }), ctx)).toBe(BOOKING_MESSAGES.timeRequired);
      expect(bookingProblem(base({ appointTime: null }), ctx)).toBeNull();
    });
    it('then the description', () => {
      expect(bookingProblem(base({ description: '   ', appointDate: WEEK[0] }), ctx)).toBe('กรุณาระบุความต้องการหรืออาการเบื้องต้น');
      expect(bookingProblem(base({ description: 'x'.repeat(2001) }), ctx)).toBe(BOOKING_MESSAGES.descriptionTooLong);
    });
    it('then the weekday, before the past date', () => {
      const now = bangkok('2026-12-01', '09:00');
      expect(bookingProblem(base({ appointDate: WEEK[0] }), { now })).toBe(BOOKING_MESSAGES.regularClosedOn + 'อาทิตย์');
      expect(bookingProblem(base({ appointDate: WEEK[1] }), { now })).toBe(MESSAGES.calendarPastDate);
    });
    it('allows today and later, not yesterday (Bangkok)', () => {
      // 00:30 on Tuesday in Bangkok is still Monday in UTC
      const now = bangkok(WEEK[2], '00:30');
      expect(bookingProblem(base({ appointDate: WEEK[1] }), { now })).toBe(BOOKING_MESSAGES.pastDate);
      expect(bookingProblem(base({ appointDate: WEEK[2] }), { now })).toBeNull();
      // today until its hours end (issue 28 item 6: regular hours close at 16:30)
      expect(bookingProblem(base({ appointDate: WEEK[2] }), { now: bangkok(WEEK[2], '16:29') })).toBeNull();
    });
    it('then a holiday with its name, then a disabled date', () => {
      const holidays = [{ date: WEEK[1], name: 'วันหยุดชดเชย' }];
      const disabled = [{ date: WEEK[1], name: 'ประชุมประจำปี' }];
      expect(bookingProblem(base(), { ...ctx, holidays, disabled })).toBe(BOOKING_MESSAGES.holiday + 'วันหยุดชดเชย');
      expect(bookingProblem(base(), { ...ctx, disabled })).toBe(BOOKING_MESSAGES.disabled + 'ประชุมประจำปี');
      expect(bookingProblem(base({ appointDate: WEEK[2] }), { ...ctx, holidays, disabled })).toBeNull();
    });
    it('a special clinic time must be configured and fit the day', () => {
      const c = { ...ctx, slotTimes: SLOT2_TIMES };
      expect(bookingProblem(special({ appointTime: '18:15' }), c)).toBe(BOOKING_MESSAGES.timeNotOffered);
      expect(bookingProblem(special({ appointTime: '08:30' }), c)).toBe(BOOKING_MESSAGES.timeNotOffered); // a Monday morning
      expect(bookingProblem(special({ appointDate: WEEK[6], appointTime: '17:00' }), c)).toBe(BOOKING_MESSAGES.timeNotOffered);
      expect(bookingProblem(special({ appointDate: WEEK[6], appointTime: '11:30' }), c)).toBeNull();
    });
    it('stores regular hours at the opening time', () => {
      expect(bookingTimeOf(1, '13:00')).toBe('08:30');
      expect(bookingTimeOf(2, ' 17:00 ')).toBe('17:00');
    });
  });

  describe('stepProblem (wizard next, §5)', () => {
    it('step 1 needs a slot type', () => {
      expect(stepProblem(1, { slotType: null, appointDate: null })).toBe(BOOKING_MESSAGES.slotTypeRequired);
      expect(stepProblem(1, { slotType: 1, appointDate: null })).toBeNull();
    });
    it('step 2 → 3 needs a valid date, and for the special clinic a time and slot type', () => {
      expect(stepProblem(2, { slotType: 1, appointDate: '' })).toBe(BOOKING_MESSAGES.dateRequired);
      expect(stepProblem(2, { slotType: 1, appointDate: WEEK[1] })).toBeNull();
      expect(stepProblem(2, { slotType: null, appointDate: WEEK[1] })).toBe(BOOKING_MESSAGES.slotTypeRequired);
      expect(stepProblem(2, { slotType: 2, appointDate: WEEK[1] })).toBe(BOOKING_MESSAGES.timeRequired);
      expect(stepProblem(2, { slotType: 2, appointDate: WEEK[1], appointTime: '17:00' })).toBeNull();
    });
  });

  describe('status moves (§4)', () => {
    const statuses = [0, 1, -1];
    // [from, to, patient may, staff may]
    const table: Array<[number, number, boolean, boolean]> = [
      [0, 0, false, false],
      [0, 1, true, true],
      [0, -1, true, true],
      [1, 0, false, false],
      [1, 1, false, false],
      [1, -1, true, true],
      [-1, 0, false, false],
      [-1, 1, true, true],
      [-1, -1, false, false],
    ];
    it('covers every pair', () => {
      expect(table.length).toBe(statuses.length * statuses.length);
    });
    it.each(table)('%i → %i: patient %s, staff %s', (from, to, patient, staff) => {
      expect(patientMayMove(from, to)).toBe(patient);
      expect(staffMayMove(from, to)).toBe(staff);
      const now = EARLIER;
      expect(patientMoveProblem(from, to, { appointDate: WEEK[1], now }) === null).toBe(patient);
      expect(staffMoveProblem(from, to) === null).toBe(staff);
    });
    it('names the statuses and refuses unknown targets', () => {
      expect(BOOKING_STATUS_NAMES).toEqual({ '0': 'รอยืนยัน', '1': 'ยืนยันการเข้ารับบริการ', '-1': 'ยกเลิก' });
      expect(patientMoveProblem(0, 2, { appointDate: WEEK[1], now: EARLIER })).toBe(BOOKING_MESSAGES.statusInvalid);
      expect(staffMoveProblem(0, 5)).toBe(BOOKING_MESSAGES.statusInvalid);
      expect(patientMoveProblem(1, 0, { appointDate: WEEK[1], now: EARLIER })).toBe(
        BOOKING_MESSAGES.moveNotAllowed('ยืนยันการเข้ารับบริการ', 'รอยืนยัน'),
      );
    });
    it('a booking marked served moves no more, for staff or the patient (issue 35 item 2)', () => {
      const servedAt = bangkok(WEEK[1], '09:00');
      expect(staffMoveProblem(0, 1, servedAt)).toBe(BOOKING_MESSAGES.servedNoMove);
      expect(staffMoveProblem(1, -1, servedAt.toISOString())).toBe(BOOKING_MESSAGES.servedNoMove);
      expect(staffMoveProblem(1, -1, null)).toBeNull();
      expect(patientMoveProblem(1, -1, { appointDate: WEEK[1], now: EARLIER, servedAt })).toBe(BOOKING_MESSAGES.servedNoMove);
      expect(patientMoveProblem(1, -1, { appointDate: WEEK[1], now: EARLIER, servedAt: null })).toBeNull();
    });
    it('a cancelled booking whose date has passed cannot be confirmed again', () => {
      const now = bangkok(WEEK[2], '08:00');
      expect(patientMoveProblem(-1, 1, { appointDate: WEEK[1], now })).toBe(BOOKING_MESSAGES.cancelledExpired);
      expect(patientMoveProblem(-1, 1, { appointDate: WEEK[2], now })).toBeNull();
      expect(patientMoveProblem(0, -1, { appointDate: WEEK[1], now })).toBe(BOOKING_MESSAGES.expired);
    });
    it('prompts for a pending booking today', () => {
      const now = bangkok(WEEK[1], '07:00');
      expect(needsTodayPrompt({ bookingStatus: 0, appointDate: WEEK[1] }, now)).toBe(true);
      expect(needsTodayPrompt({ bookingStatus: 1, appointDate: WEEK[1] }, now)).toBe(false);
      expect(needsTodayPrompt({ bookingStatus: 0, appointDate: WEEK[2] }, now)).toBe(false);
    });
  });

  describe('texts (§9)', () => {
    it('states the hours', () => {
      expect(BOOKING_HOURS_TEXT[1]).toContain('08:30–16:30');
      expect(BOOKING_HOURS_TEXT[2]).toContain('16:30–20:00');
      expect(BOOKING_HOURS_TEXT[2]).toContain('08:00–12:00');
    });
    it('writes the LINE texts in Buddhist era', () => {
      const b = { slotType: 2, appointDate: WEEK[1], appointTime: '17:00', bookingNumber: 3, bookingStatus: 1 };
      expect(bookingStatusChangedText(b)).toContain('23 พฤศจิกายน 2569 17:00 น.');
      expect(bookingStatusChangedText(b)).toContain('ยืนยันการเข้ารับบริการ');
      expect(bookingStatusChangedText(b)).toContain('15 นาที');
      expect(bookingReminderText({ ...b, bookingStatus: 0 })).toContain('คิวที่ 3');
    });
  });

  // Issue 18, "Tests that would notice": each limit at the limit and one past it, and the LINE texts.
  describe('in-person booking at its edges', () => {
    const ctx = { now: EARLIER };

    it('takes a description of 2000 characters and refuses 2001', () => {
      expect(bookingProblem(base({ description: 'ก'.repeat(2000) }), ctx)).toBeNull();
      expect(bookingProblem(base({ description: 'ก'.repeat(2001) }), ctx)).toBe(BOOKING_MESSAGES.descriptionTooLong);
      expect(bookingProblem(base({ description: ' ผื่น ' }), ctx)).toBeNull();
      expect(bookingProblem(base({ description: 42 as never }), ctx)).toBe(BOOKING_MESSAGES.descriptionRequired);
    });

    it('checks the special clinic’s offered times only for the special clinic, and only when they are known', () => {
      expect(bookingProblem(special({ appointTime: '18:00' }), { now: EARLIER, slotTimes: SLOT2_TIMES })).toBe(BOOKING_MESSAGES.timeNotOffered);
      expect(bookingProblem(special({ appointTime: '18:00' }), { now: EARLIER })).toBeNull();
      expect(bookingProblem(base({ appointTime: '18:00' }), { now: EARLIER, slotTimes: SLOT2_TIMES })).toBeNull();
    });

    it('refuses a slot type that is not a number 1 or 2', () => {
      expect(bookingProblem(base({ slotType: '1' as never, serviceType: null }), ctx)).toBe(BOOKING_MESSAGES.slotTypeRequired);
      expect(stepProblem(1, { slotType: 2, appointDate: '', appointTime: '' })).toBeNull();
      expect(stepProblem(1, { slotType: 3 as never, appointDate: '', appointTime: '' })).toBe(BOOKING_MESSAGES.slotTypeRequired);
    });

    it('asks nothing more when leaving step 3', () => {
      expect(stepProblem(3, { slotType: null, appointDate: '', appointTime: '' })).toBeNull();
    });

    it('shows the progress of each step', () => {
      expect(BOOKING_STEP_PROGRESS).toEqual({ 1: '16.66%', 2: '50%', 3: '83.3%' });
    });

    it('knows which statuses hold a seat, and names a status and a slot type it does not know by number', () => {
      expect([0, 1, -1, 2].map(holdsSeat)).toEqual([true, true, false, false]);
      expect([0, 1, -1, 2, '0'].map(isBookingStatus)).toEqual([true, true, true, false, false]);
      expect(bookingStatusName(9)).toBe('9');
      expect(bookingSlotTypeName(1)).toBe('ในเวลาราชการ');
      expect(bookingSlotTypeName(2)).toBe('คลินิกพิเศษนอกเวลา');
      expect(bookingSlotTypeName(4)).toBe('4');
    });

    const line = { slotType: 2, appointDate: WEEK[1], appointTime: '17:00', bookingNumber: 3 };
    it('asks to arrive early in the status message only once confirmed', () => {
      expect(bookingStatusChangedText({ ...line, bookingStatus: 1 })).toBe(
        `โรงพยาบาลได้เปลี่ยนสถานะการจองของท่านเป็น "${bookingStatusName(1)}"\nคลินิกพิเศษนอกเวลา วันที่ 23 พฤศจิกายน 2569 17:00 น. คิวที่ 3\nกรุณามาก่อนเวลานัดหมาย 15 นาที`,
      );
      expect(bookingStatusChangedText({ ...line, bookingStatus: -1 })).toBe(
        `โรงพยาบาลได้เปลี่ยนสถานะการจองของท่านเป็น "${bookingStatusName(-1)}"\nคลินิกพิเศษนอกเวลา วันที่ 23 พฤศจิกายน 2569 17:00 น. คิวที่ 3`,
      );
    });

    it('asks to confirm or cancel in the reminder only while pending', () => {
      const ask = 'กรุณายืนยันหรือยกเลิกการเข้ารับบริการในรายการจองของท่าน';
      expect(bookingReminderText({ ...line, bookingStatus: 0 })).toBe(
        `แจ้งเตือนนัดหมายพรุ่งนี้\nคลินิกพิเศษนอกเวลา วันที่ 23 พฤศจิกายน 2569 17:00 น. คิวที่ 3\nกรุณามาก่อนเวลานัดหมาย 15 นาที\n${ask}`,
      );
      expect(bookingReminderText({ ...line, bookingStatus: 1 })).toBe(
        'แจ้งเตือนนัดหมายพรุ่งนี้\nคลินิกพิเศษนอกเวลา วันที่ 23 พฤศจิกายน 2569 17:00 น. คิวที่ 3\nกรุณามาก่อนเวลานัดหมาย 15 นาที',
      );
    });
  });

  // Issue 28 item 6: no booking for today once today's hours have ended (the page greys the day
  // and hides the times, the server refuses, with one rule).
  describe("today's closing time", () => {
    // 2030-06-03 is a Monday, 2030-06-08 a Saturday.
    const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
    const regular = (date: string) => ({ slotType: 1, appointDate: date, description: 'ผื่น' });
    const clinic = (date: string, time: string) => ({ slotType: 2, appointDate: date, appointTime: time, description: 'ผื่น' });

    it('regular hours end at 16:30: 16:29 books today, 16:30 is closed; tomorrow stays open', async () => {
      const { BOOKING_CLOSED_TODAY, dayProblem, bookingClosingTime } = await import('./calendar.js');
      expect(bookingClosingTime(1, '2030-06-03')).toBe('16:30');
      expect(bookingProblem(regular('2030-06-03'), { now: at('2030-06-03', '16:29') })).toBeNull();
      expect(bookingProblem(regular('2030-06-03'), { now: at('2030-06-03', '16:30') })).toBe(BOOKING_CLOSED_TODAY);
      expect(dayProblem({ kind: 'booking', slotType: 1, date: '2030-06-03', now: at('2030-06-03', '16:30') })).toBe(BOOKING_CLOSED_TODAY);
      expect(bookingProblem(regular('2030-06-04'), { now: at('2030-06-03', '23:59') })).toBeNull();
    });

    it('the special clinic ends at 20:00 on weekdays and 12:00 on Saturday', async () => {
      const { BOOKING_CLOSED_TODAY, bookingClosingTime } = await import('./calendar.js');
      expect([bookingClosingTime(2, '2030-06-03'), bookingClosingTime(2, '2030-06-08')]).toEqual(['20:00', '12:00']);
      expect(bookingProblem(clinic('2030-06-08', '11:30'), { now: at('2030-06-08', '11:29') })).toBeNull();
      expect(bookingProblem(clinic('2030-06-08', '11:30'), { now: at('2030-06-08', '12:00') })).toBe(BOOKING_CLOSED_TODAY);
      expect(bookingProblem(clinic('2030-06-03', '19:30'), { now: at('2030-06-03', '19:29') })).toBeNull();
      expect(bookingProblem(clinic('2030-06-03', '19:30'), { now: at('2030-06-03', '20:00') })).toBe(BOOKING_CLOSED_TODAY);
    });

    it('a special-clinic time of today that has begun is refused (the minute it starts), a later one is not', async () => {
      const { slotTimeStarted } = await import('./calendar.js');
      expect(bookingProblem(clinic('2030-06-03', '18:00'), { now: at('2030-06-03', '17:59') })).toBeNull();
      expect(bookingProblem(clinic('2030-06-03', '18:00'), { now: at('2030-06-03', '18:00') })).toBe(BOOKING_MESSAGES.timePassed);
      expect(slotTimeStarted('2030-06-03', '18:00', at('2030-06-03', '18:00'))).toBe(true);
      expect(slotTimeStarted('2030-06-04', '08:00', at('2030-06-03', '18:00'))).toBe(false);
    });
  });
});
