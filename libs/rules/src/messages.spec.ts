import { BOOKING_HOURS_TEXT, BOOKING_MESSAGES, BOOKING_STATUS_NAMES } from './booking.js';
import { THAI_WEEKDAYS } from './calendar.js';
import { CLINICAL_MESSAGES } from './clinical-records.js';
import { DEACTIVATE_MESSAGES } from './deactivation.js';
import { MESSAGES } from './messages.js';
import { PATIENT_SEARCH_MESSAGES } from './patient-search.js';
import { BANK_NAMES, PAYMENT_MESSAGES } from './payment.js';
import { FIELD_LABELS } from './profile.js';
import { QUEUE_MESSAGES } from './queue.js';
import { RECORD_IMAGE_MESSAGES } from './record-images.js';
import { REPORT_MESSAGES } from './report.js';
import { IN_PERSON_SERVICE_NAMES } from './service-types.js';
import { BOARD_MESSAGES, BOARD_VIEW_NAMES } from './tele-board.js';
import { UPLOAD_TYPE_MESSAGES } from './tele-files.js';
import { FLOW_STATUS_NAMES } from './tele-flow.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { TELE_SERVICE_NAMES } from './tele-service.js';
import { VACCINE_MESSAGES } from './vaccine-rules.js';
import { VIDEO_MESSAGES } from './video.js';

describe('messages', () => {
  // Issue 18, "Tests that would notice": every message a person reads is written once, here, in
  // plain Thai. A message emptied or a catalogue lost would show a blank modal on the page and a
  // blank `message` in the server's answer.
  const CATALOGUES: Record<string, unknown> = {
    MESSAGES, TELE_MESSAGES, CLINICAL_MESSAGES, DEACTIVATE_MESSAGES, BOOKING_MESSAGES, BOOKING_HOURS_TEXT, BOOKING_STATUS_NAMES,
    PATIENT_SEARCH_MESSAGES, PAYMENT_MESSAGES, BANK_NAMES, FIELD_LABELS, QUEUE_MESSAGES, RECORD_IMAGE_MESSAGES, REPORT_MESSAGES,
    IN_PERSON_SERVICE_NAMES, BOARD_MESSAGES, BOARD_VIEW_NAMES, UPLOAD_TYPE_MESSAGES, FLOW_STATUS_NAMES, TELE_SERVICE_NAMES,
    VACCINE_MESSAGES, VIDEO_MESSAGES, THAI_WEEKDAYS,
  };
  /** Words the specs give in English, on purpose. */
  const ENGLISH_BY_SPEC: Record<string, string> = {
    'CLINICAL_MESSAGES.updateError': 'update error', // care-services §8: 'update error' plus the error
    'RECORD_IMAGE_MESSAGES.listNotFound': 'not found',
  };

  const THAI = /[\u0E00-\u0E7F]/;

  function texts(path: string, value: unknown): Array<[string, unknown, unknown[]]> {
    if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, (_, i) => `«${i + 1}»`);
      return [[path, (value as (...a: string[]) => unknown)(...args), args]];
    }
    if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => texts(`${path}.${k}`, v));
    return [[path, value, []]];
  }

  const ALL = Object.entries(CATALOGUES).flatMap(([name, catalogue]) => texts(name, catalogue));

  describe('every message a person reads', () => {
    it('is found in the catalogues', () => {
      expect(ALL.length).toBeGreaterThan(300);
    });

    it.each(ALL.filter(([path]) => !(path in ENGLISH_BY_SPEC)))('%s is Thai text with what it names', (_path, text, args) => {
      expect(typeof text).toBe('string');
      expect(text as string).toMatch(THAI);
      for (const arg of args) expect(text).toContain(arg);
    });

    it('keeps the English words the specs ask for', () => {
      for (const [path, text] of Object.entries(ENGLISH_BY_SPEC)) expect(ALL.find(([p]) => p === path)?.[1]).toBe(text);
    });
  });

  describe('the messages of the login and registration forms (accounts §5)', () => {
    it('read as the spec writes them', () => {
      expect(MESSAGES.usernameRequired).toBe('กรุณาระบุชื่อผู้ใช้');
      expect(MESSAGES.passwordRequired).toBe('กรุณาระบุรหัสผ่าน');
      expect(MESSAGES.nationalIdLength).toBe('เลขบัตรประชาชนไม่ครบ 13 หลัก');
      expect(MESSAGES.passwordInvalid).toBe('กรุณาระบุรหัสผ่านให้ถูกต้อง (อย่างน้อย 8 ตัวอักษร)');
      expect(MESSAGES.phoneInvalid).toBe('กรุณาระบุเบอร์โทรศัพท์ให้ถูกต้อง 10 หลัก');
    });
  });
});
