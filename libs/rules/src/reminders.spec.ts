import { ReminderRulesFields } from '@hospital/contracts';
import {
  DEFAULT_REMINDER_LEADS,
  REMINDER_LEAD_CHOICES,
  REMINDER_MESSAGES,
  formatThaiAppointmentAt,
  reminderDueAt,
  reminderLeadKey,
  reminderLeadProblem,
  reminderLeadsProblem,
  reminderLeadText,
  reminderWindow,
} from './reminders.js';

describe('reminders', () => {
  // Issue 31 item 4: the lead times Admin sets per appointment kind — each bound at the limit and
  // one past it, as the Admin page and the server check them — and the window each lead makes due.

  describe('a lead time', () => {
    it('of minutes is whole, from 5 minutes to 14 days', () => {
      expect(reminderLeadProblem({ minutes: 5 })).toBeNull();
      expect(reminderLeadProblem({ minutes: 4 })).toBe(REMINDER_MESSAGES.leadTooSoon);
      expect(reminderLeadProblem({ minutes: 14 * 1440 })).toBeNull();
      expect(reminderLeadProblem({ minutes: 14 * 1440 + 1 })).toBe(REMINDER_MESSAGES.leadTooEarly);
      expect(reminderLeadProblem({ minutes: 90.5 })).toBe(REMINDER_MESSAGES.leadInvalid);
      expect(reminderLeadProblem({ minutes: Number.NaN })).toBe(REMINDER_MESSAGES.leadInvalid);
      expect(reminderLeadProblem({ eveningBefore: true })).toBeNull();
    });

    it('of one kind: at most 4, none twice; the problem names the lead it is about', () => {
      const four = [{ eveningBefore: true as const }, { minutes: 1440 }, { minutes: 120 }, { minutes: 30 }];
      expect(reminderLeadsProblem(four)).toBeNull();
      expect(reminderLeadsProblem([...four, { minutes: 10 }])).toEqual({ index: null, message: REMINDER_MESSAGES.leadsTooMany });
      expect(reminderLeadsProblem([{ minutes: 120 }, { minutes: 3 }])).toEqual({ index: 1, message: REMINDER_MESSAGES.leadTooSoon });
      expect(reminderLeadsProblem([{ minutes: 120 }, { minutes: 120 }])).toEqual({ index: 1, message: REMINDER_MESSAGES.leadRepeated });
      expect(reminderLeadsProblem([{ eveningBefore: true }, { eveningBefore: true }])).toEqual({ index: 1, message: REMINDER_MESSAGES.leadRepeated });
      expect(reminderLeadsProblem([])).toBeNull();
    });

    it('is named in Thai, and keyed stably', () => {
      expect(reminderLeadText({ eveningBefore: true })).toBe('เย็นวันก่อน (18:00)');
      expect(reminderLeadText({ minutes: 1440 })).toBe('1 วันก่อน');
      expect(reminderLeadText({ minutes: 120 })).toBe('2 ชั่วโมงก่อน');
      expect(reminderLeadText({ minutes: 90 })).toBe('90 นาทีก่อน');
      expect(reminderLeadKey({ eveningBefore: true })).toBe('evening');
      expect(reminderLeadKey({ minutes: 120 })).toBe('m120');
      expect(REMINDER_LEAD_CHOICES.every((c) => reminderLeadText(c.lead) === c.label)).toBe(true);
    });

    it("the defaults keep the clinics' evening-before reminder and nothing else", () => {
      expect(DEFAULT_REMINDER_LEADS).toEqual({ clinic: [{ eveningBefore: true }], specialClinic: [{ eveningBefore: true }], video: [], vaccine: [], hisFollowUp: [] });
      for (const leads of Object.values(DEFAULT_REMINDER_LEADS)) expect(reminderLeadsProblem(leads)).toBeNull();
    });

    it("the call's schema takes the shapes and refuses others with the Thai message", () => {
      expect(ReminderRulesFields.safeParse({ data: [{ kind: 'video', leads: [{ minutes: 120 }, { eveningBefore: true }] }] }).success).toBe(true);
      const message = (body: unknown) => ReminderRulesFields.safeParse(body).error?.issues[0].message;
      expect(message({ data: [{ kind: 'video', leads: [{ minutes: '120' }] }] })).toBe(REMINDER_MESSAGES.leadInvalid);
      expect(message({ data: [{ kind: 'video', leads: [{ minutes: 120, eveningBefore: true }] }] })).toBe(REMINDER_MESSAGES.leadInvalid);
      expect(message({ data: [{ kind: 'video', leads: [{ eveningBefore: false }] }] })).toBe(REMINDER_MESSAGES.leadInvalid);
      expect(message({ data: [{ kind: 'dentist', leads: [] }] })).toBe(REMINDER_MESSAGES.kindInvalid);
      expect(message({ data: [{ kind: 'video', leads: [] }, { kind: 'video', leads: [] }] })).toBe(REMINDER_MESSAGES.kindRepeated);
      expect(message({ data: [] })).toBe(REMINDER_MESSAGES.rulesInvalid);
    });
  });

  describe('the window a lead makes due', () => {
    const at = (iso: string) => new Date(iso);

    it('N minutes before: the appointments starting after now and at most N minutes ahead', () => {
      const now = at('2029-07-10T08:00:00+07:00');
      const w = reminderWindow({ minutes: 120 }, now)!;
      const inside = (t: string) => at(t) >= w.from && at(t) < w.to;
      expect(inside('2029-07-10T10:00:00+07:00')).toBe(true); // exactly 2 hours ahead
      expect(inside('2029-07-10T10:00:00.001+07:00')).toBe(false);
      expect(inside('2029-07-10T08:00:00+07:00')).toBe(false); // starting now: too late
      expect(inside('2029-07-10T08:00:00.001+07:00')).toBe(true);
    });

    it('the evening before: from 18:00 Bangkok, all of tomorrow (Bangkok), whatever the machine zone', () => {
      expect(reminderWindow({ eveningBefore: true }, at('2029-07-09T17:59:59+07:00'))).toBeNull();
      for (const now of ['2029-07-09T18:00:00+07:00', '2029-07-09T23:59:00+07:00']) {
        expect(reminderWindow({ eveningBefore: true }, at(now))).toEqual({ from: at('2029-07-10T00:00:00+07:00'), to: at('2029-07-11T00:00:00+07:00') });
      }
    });

    it('is due N minutes before, or at 18:00 the day before', () => {
      const appointment = at('2029-07-10T08:30:00+07:00');
      expect(reminderDueAt({ minutes: 120 }, appointment)).toEqual(at('2029-07-10T06:30:00+07:00'));
      expect(reminderDueAt({ eveningBefore: true }, appointment)).toEqual(at('2029-07-09T18:00:00+07:00'));
      expect(reminderDueAt({ eveningBefore: true }, at('2029-07-10T00:10:00+07:00'))).toEqual(at('2029-07-09T18:00:00+07:00'));
    });

    it('an appointment reads in Bangkok with its Buddhist-era year', () => {
      expect(formatThaiAppointmentAt('2029-07-10T01:30:00.000Z')).toBe('10 กรกฎาคม 2572 08:30 น.');
    });
  });
});
