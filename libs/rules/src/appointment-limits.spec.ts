// Issue 32 items 2 and 4: the horizon at its last day and one past it, the share at the limit and
// one past it, which bookings count, which appointments may be moved, and the patient's rule for
// a telemedicine move — as both the pages and the server ask them.
import { APPOINTMENT_MESSAGES, futureBookingsProblem, horizonLastDay, horizonLastMonth, horizonNote, horizonProblem, isFutureClinicBooking } from './appointment-limits.js';
import { MESSAGES } from './messages.js';
import { bookingRescheduleProblem, bookingRescheduledText, canRescheduleTele, rescheduledCard, teleMoveProblem, teleRescheduleProblem } from './reschedule.js';
import { TELE_MESSAGES } from './tele-messages.js';

describe('appointment-limits', () => {
  /** 09:00 Bangkok on Monday 4 May 2026. */
  const NOW = new Date('2026-05-04T09:00:00+07:00');

  describe('horizon', () => {
    it('accepts today + horizon days and refuses the day after, in Thai', () => {
      expect(horizonLastDay(NOW, 60)).toBe('2026-07-03');
      expect(horizonProblem('2026-07-03', NOW, 60)).toBeNull();
      expect(horizonProblem('2026-07-04', NOW, 60)).toBe(APPOINTMENT_MESSAGES.beyondHorizon(60));
      expect(APPOINTMENT_MESSAGES.beyondHorizon(60)).toContain('จองล่วงหน้าได้ไม่เกิน 60 วัน');
      expect(horizonProblem('2099-01-01', NOW, 60)).not.toBeNull();
    });

    it('reads today in Bangkok: 23:30 UTC is already the next day there', () => {
      expect(horizonLastDay(new Date('2026-05-03T23:30:00Z'), 1)).toBe('2026-05-05');
    });

    it('gives the pages their last month and line of text (Buddhist era)', () => {
      expect(horizonLastMonth(NOW, 60)).toEqual({ year: 2026, month: 7 });
      expect(horizonNote(NOW, 60)).toBe('จองล่วงหน้าได้ไม่เกิน 60 วัน (ถึงวันที่ 3 กรกฎาคม 2569)');
    });
  });

  describe('future clinic bookings', () => {
    it('counts waiting and confirmed bookings from today on, not served, cancelled or past ones', () => {
      expect(isFutureClinicBooking({ bookingStatus: 0, appointDate: '2026-05-04', servedAt: null }, NOW)).toBe(true);
      expect(isFutureClinicBooking({ bookingStatus: 1, appointDate: '2026-06-01', servedAt: null }, NOW)).toBe(true);
      expect(isFutureClinicBooking({ bookingStatus: -1, appointDate: '2026-06-01', servedAt: null }, NOW)).toBe(false);
      expect(isFutureClinicBooking({ bookingStatus: 1, appointDate: '2026-05-04', servedAt: '2026-05-04T02:00:00Z' }, NOW)).toBe(false);
      expect(isFutureClinicBooking({ bookingStatus: 0, appointDate: '2026-05-03', servedAt: null }, NOW)).toBe(false);
    });

    it('refuses the (max+1)th and allows the max-th', () => {
      expect(futureBookingsProblem(2, 3)).toBeNull();
      expect(futureBookingsProblem(3, 3)).toBe(APPOINTMENT_MESSAGES.tooManyFutureBookings(3));
    });
  });

  describe('which appointments move', () => {
    it('a clinic booking: waiting or confirmed, not served, not past', () => {
      expect(bookingRescheduleProblem({ bookingStatus: 0, appointDate: '2026-05-04', servedAt: null }, NOW)).toBeNull();
      expect(bookingRescheduleProblem({ bookingStatus: -1, appointDate: '2026-05-10', servedAt: null }, NOW)).toBe(APPOINTMENT_MESSAGES.cancelledCannotMove);
      expect(bookingRescheduleProblem({ bookingStatus: 1, appointDate: '2026-05-04', servedAt: '2026-05-04T02:00:00Z' }, NOW)).toBe(APPOINTMENT_MESSAGES.servedCannotMove);
      expect(bookingRescheduleProblem({ bookingStatus: 1, appointDate: '2026-05-03', servedAt: null }, NOW)).toBe(APPOINTMENT_MESSAGES.expiredCannotMove);
    });

    it('a telemedicine case: flowStatus 0 only; a consultation by staff only', () => {
      expect(teleRescheduleProblem({ flowStatus: 0, serviceType: 1 }, true)).toBeNull();
      expect(teleRescheduleProblem({ flowStatus: 1, serviceType: 1 }, true)).toBe(APPOINTMENT_MESSAGES.teleStartedCannotMove);
      expect(teleRescheduleProblem({ flowStatus: 0, serviceType: 3 }, true)).toBe(APPOINTMENT_MESSAGES.consultCannotMove);
      expect(teleRescheduleProblem({ flowStatus: 0, serviceType: 3 }, false)).toBeNull();
      expect(canRescheduleTele({ flowStatus: 0, serviceType: 2 })).toBe(true);
      expect(canRescheduleTele({ flowStatus: 3, serviceType: 2 })).toBe(false);
    });
  });

  describe("the patient's rule for a telemedicine move", () => {
    const ctx = { now: NOW, horizonDays: 60, slotTimes: ['09:00', '13:15'] };
    it('refuses a closed weekday, a holiday, the cut-off, the horizon and a time not offered', () => {
      expect(teleMoveProblem({ serviceType: 1, appointDate: '2026-05-05', appointTime: '09:00' }, ctx)).toBe(MESSAGES.calendarClosedOn + 'อังคาร');
      expect(teleMoveProblem({ serviceType: 1, appointDate: '2026-05-11', appointTime: '09:00' }, { ...ctx, holidays: [{ date: '2026-05-11', name: 'วันทดสอบ' }] })).toBe(
        MESSAGES.calendarHoliday + 'วันทดสอบ',
      );
      expect(teleMoveProblem({ serviceType: 1, appointDate: '2026-05-04', appointTime: '13:15' }, { ...ctx, now: new Date('2026-05-04T10:30:00+07:00') })).toBe(MESSAGES.teleDoctorCutoff);
      expect(teleMoveProblem({ serviceType: 1, appointDate: '2026-07-06', appointTime: '09:00' }, ctx)).toBe(APPOINTMENT_MESSAGES.beyondHorizon(60));
      expect(teleMoveProblem({ serviceType: 1, appointDate: '2026-05-11', appointTime: '10:00' }, ctx)).toBe(TELE_MESSAGES.slotRequired);
      expect(teleMoveProblem({ serviceType: 1, appointDate: '2026-05-11', appointTime: '09:00' }, ctx)).toBeNull();
    });
  });

  it("the patient's LINE card names the new day in the Buddhist era, the new queue number and the old appointment", () => {
    const text = bookingRescheduledText({ slotType: 2, toDate: '2026-05-11', toTime: '17:00', bookingNumber: 4, fromDate: '2026-05-07', fromTime: '18:00', byPatient: true });
    expect(text).toBe(['เลื่อนนัดเรียบร้อย', 'คลินิกพิเศษนอกเวลา วันที่ 11 พฤษภาคม 2569 17:00 น.', 'คิวที่ 4', '(นัดเดิม 7 พฤษภาคม 2569 18:00 น.)', 'กรุณามาก่อนเวลานัดหมาย 15 นาที'].join('\n'));
    expect(rescheduledCard(text, 'https://h.example/home')).toEqual({
      title: 'เลื่อนนัดเรียบร้อย',
      lines: text.split('\n').slice(1),
      action: { label: 'ดูรายละเอียด', uri: 'https://h.example/home' },
    });
  });
});
