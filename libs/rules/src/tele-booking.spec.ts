import { THAI_WEEKDAYS } from './calendar.js';
import { MESSAGES } from './messages.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { shippingAddressOf, teleBookingProblem, type TeleBookingForm } from './tele-booking.js';

describe('tele-booking', () => {
  // 2030-01-07 is a Monday; the week runs to Sunday 2030-01-13. The day before each is its "yesterday".
  const WEEK: Array<{ weekday: number; date: string; before: string }> = [
    { weekday: 1, date: '2030-01-07', before: '2030-01-06' },
    { weekday: 2, date: '2030-01-08', before: '2030-01-07' },
    { weekday: 3, date: '2030-01-09', before: '2030-01-08' },
    { weekday: 4, date: '2030-01-10', before: '2030-01-09' },
    { weekday: 5, date: '2030-01-11', before: '2030-01-10' },
    { weekday: 6, date: '2030-01-12', before: '2030-01-11' },
    { weekday: 0, date: '2030-01-13', before: '2030-01-12' },
  ];
  /** Written out from care-services §5 (and the type 5 = type 1 decision), not imported: a changed table fails here. */
  const OPEN: Record<number, number[]> = { 1: [1, 3, 4], 2: [1, 2, 3, 4, 5], 5: [1, 3, 4] };
  const CUTOFF: Record<number, number> = { 1: 10, 2: 15, 5: 10 };
  const CUTOFF_MESSAGE: Record<number, string> = { 1: MESSAGES.teleDoctorCutoff, 2: MESSAGES.teleRefillCutoff, 5: MESSAGES.teleDoctorCutoff };

  const bangkok = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
  const EARLIER = bangkok('2029-12-20', '12:00');

  function form(overrides: Partial<TeleBookingForm> = {}): TeleBookingForm {
    return {
      serviceType: 1,
      appointDate: '2030-01-07',
      appointTime: '09:00',
      phone: '0812345678',
      shippingAddress: '99 หมู่ 1 ตำบลทุ่งค่าย อำเภอย่านตาขาว จังหวัดตรัง 92140',
      useRegisteredAddress: false,
      registeredAddress: '',
      description: 'ผื่นคันที่แขน 2 สัปดาห์',
      imageCount: 4,
      isNewPatient: false,
      ...overrides,
    };
  }

  const pad = (n: number) => String(n).padStart(2, '0');

  describe('weekday × service type × cut-off (care-services §5)', () => {
    const rows: Array<[string, number, 'before' | 'after', 'today' | 'tomorrow', string | null]> = [];
    for (const day of WEEK) {
      for (const type of [1, 2, 5]) {
        for (const when of ['before', 'after'] as const) {
          for (const booking of ['today', 'tomorrow'] as const) {
            let expected: string | null = null;
            if (!OPEN[type].includes(day.weekday)) expected = MESSAGES.calendarClosedOn + THAI_WEEKDAYS[day.weekday];
            else if (booking === 'today' && when === 'after') expected = CUTOFF_MESSAGE[type];
            rows.push([day.date, type, when, booking, expected]);
          }
        }
      }
    }
    it('has every case', () => expect(rows).toHaveLength(7 * 3 * 2 * 2));

    it.each(rows)('%s type %i, %s the cut-off, booked %s → %p', (date, type, when, booking, expected) => {
      const day = WEEK.find((d) => d.date === date)!;
      const clockDay = booking === 'today' ? day.date : day.before;
      const time = when === 'before' ? `${pad(CUTOFF[type] - 1)}:59` : `${pad(CUTOFF[type])}:00`;
      const problem = teleBookingProblem(form({ serviceType: type, appointDate: date, imageCount: type === 1 ? 4 : 0 }), { now: bangkok(clockDay, time) });
      expect(problem).toBe(expected);
    });

    it('reads the clock in Bangkok whatever instant form it gets (09:59 Bangkok is 02:59 UTC)', () => {
      const monday = WEEK[0].date;
      expect(teleBookingProblem(form({ appointDate: monday }), { now: '2030-01-07T02:59:00Z' })).toBeNull();
      expect(teleBookingProblem(form({ appointDate: monday }), { now: '2030-01-07T03:00:00Z' })).toBe(MESSAGES.teleDoctorCutoff);
      // 17:30 UTC on Monday is already Tuesday 00:30 in Bangkok: Monday is past.
      expect(teleBookingProblem(form({ appointDate: monday }), { now: Date.parse('2030-01-07T17:30:00Z') })).toBe(MESSAGES.calendarPastDate);
    });
  });

  describe('each message of the form (care-services §5), in order', () => {
    const ctx = { now: EARLIER };

    it('accepts a complete form', () => {
      expect(teleBookingProblem(form(), ctx)).toBeNull();
      expect(teleBookingProblem(form({ serviceType: 2, appointDate: '2030-01-08', imageCount: 0 }), ctx)).toBeNull();
      expect(teleBookingProblem(form({ serviceType: 5, imageCount: 0 }), ctx)).toBeNull();
    });

    it('description required', () => {
      expect(teleBookingProblem(form({ description: '  ' }), ctx)).toBe(TELE_MESSAGES.descriptionRequired);
      expect(teleBookingProblem(form({ description: null }), ctx)).toBe(TELE_MESSAGES.descriptionRequired);
    });

    it('shipping address required; the registered one must exist when ticked', () => {
      expect(teleBookingProblem(form({ shippingAddress: '' }), ctx)).toBe(TELE_MESSAGES.addressRequired);
      expect(teleBookingProblem(form({ useRegisteredAddress: true, registeredAddress: ' ' }), ctx)).toBe(TELE_MESSAGES.registeredAddressMissing);
      expect(teleBookingProblem(form({ useRegisteredAddress: true, registeredAddress: 'ที่อยู่', shippingAddress: '' }), ctx)).toBeNull();
      expect(shippingAddressOf({ useRegisteredAddress: true, registeredAddress: ' ที่อยู่ ', shippingAddress: 'อื่น' })).toBe('ที่อยู่');
      expect(shippingAddressOf({ useRegisteredAddress: false, registeredAddress: 'ที่อยู่', shippingAddress: ' อื่น ' })).toBe('อื่น');
    });

    it('phone required, then 10 digits starting with 0', () => {
      expect(teleBookingProblem(form({ phone: '' }), ctx)).toBe(TELE_MESSAGES.phoneRequired);
      for (const phone of ['081234567', '08123456789', '1812345678', '08-1234567'])
        expect(teleBookingProblem(form({ phone }), ctx)).toBe(TELE_MESSAGES.phoneInvalid);
    });

    it('a valid date', () => {
      for (const appointDate of ['', null, '2030-02-30', '7/1/2030'])
        expect(teleBookingProblem(form({ appointDate }), ctx)).toBe(TELE_MESSAGES.dateRequired);
    });

    it('a service type of 1, 2 or 5', () => {
      for (const serviceType of [null, 0, 3, 4, 6]) expect(teleBookingProblem(form({ serviceType }), ctx)).toBe(TELE_MESSAGES.serviceTypeRequired);
    });

    it('a new patient books a doctor visit (type 1) only', () => {
      expect(teleBookingProblem(form({ isNewPatient: true, serviceType: 2, appointDate: '2030-01-08' }), ctx)).toBe(TELE_MESSAGES.newPatientDoctorOnly);
      expect(teleBookingProblem(form({ isNewPatient: true, serviceType: 5 }), ctx)).toBe(TELE_MESSAGES.newPatientDoctorOnly);
      expect(teleBookingProblem(form({ isNewPatient: true }), ctx)).toBeNull();
    });

    it('past dates, holidays and disabled dates, with their names', () => {
      expect(teleBookingProblem(form({ appointDate: '2029-12-19' }), ctx)).toBe(MESSAGES.calendarPastDate);
      const holidays = [{ date: '2030-01-07', name: 'วันหยุดชดเชย' }];
      expect(teleBookingProblem(form(), { now: EARLIER, holidays })).toBe(MESSAGES.calendarHoliday + 'วันหยุดชดเชย');
      const disabled = [{ date: '2030-01-07', name: 'ประชุมวิชาการ' }];
      expect(teleBookingProblem(form(), { now: EARLIER, disabled })).toBe(MESSAGES.calendarDisabled + 'ประชุมวิชาการ');
      expect(teleBookingProblem(form(), { now: EARLIER, holidays: [{ date: '2030-01-09', name: 'อื่น' }], disabled: [{ date: '2030-01-08', name: 'x' }] })).toBeNull();
    });

    it('a time slot', () => {
      for (const appointTime of ['', null, '9:00', '24:00', '09:60']) expect(teleBookingProblem(form({ appointTime }), ctx)).toBe(TELE_MESSAGES.slotRequired);
    });

    it('type 1 needs at least 4 images; types 2 and 5 none', () => {
      for (const imageCount of [0, 3, NaN]) expect(teleBookingProblem(form({ imageCount }), ctx)).toBe(TELE_MESSAGES.imagesRequired);
      expect(teleBookingProblem(form({ imageCount: 4 }), ctx)).toBeNull();
      expect(teleBookingProblem(form({ serviceType: 5, imageCount: 0 }), ctx)).toBeNull();
    });

    it('answers the first problem of the order when several fail', () => {
      const all = form({ description: '', shippingAddress: '', phone: '', appointDate: '', serviceType: null, appointTime: '', imageCount: 0 });
      expect(teleBookingProblem(all, ctx)).toBe(TELE_MESSAGES.descriptionRequired);
      expect(teleBookingProblem({ ...all, description: 'x' }, ctx)).toBe(TELE_MESSAGES.addressRequired);
      expect(teleBookingProblem({ ...all, description: 'x', shippingAddress: 'y' }, ctx)).toBe(TELE_MESSAGES.phoneRequired);
      expect(teleBookingProblem({ ...all, description: 'x', shippingAddress: 'y', phone: '0812345678' }, ctx)).toBe(TELE_MESSAGES.dateRequired);
      const dated = { ...all, description: 'x', shippingAddress: 'y', phone: '0812345678', appointDate: '2030-01-08' };
      expect(teleBookingProblem(dated, ctx)).toBe(TELE_MESSAGES.serviceTypeRequired);
      expect(teleBookingProblem({ ...dated, serviceType: 1 }, ctx)).toBe(MESSAGES.calendarClosedOn + THAI_WEEKDAYS[2]);
      expect(teleBookingProblem({ ...dated, serviceType: 2 }, ctx)).toBe(TELE_MESSAGES.slotRequired);
      expect(teleBookingProblem({ ...dated, serviceType: 1, appointDate: '2030-01-07', appointTime: '09:00' }, ctx)).toBe(TELE_MESSAGES.imagesRequired);
    });
  });
});
