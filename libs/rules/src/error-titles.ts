import { MESSAGES } from './messages.js';

/**
 * Issue 16 item 13: the titles of the red error modal, said by what went wrong — a rule the
 * person met (a closed day, a field to check) is never titled as a failure of ours, and only a
 * failure of ours (5xx, no answer) says the system broke.
 */
export const ERROR_TITLES = {
  /** accounts §5: the page's own check of a form before saving (the spec's title). */
  cannotSave: MESSAGES.unableToSave,
  /** A calendar rule: a closed weekday, a holiday, a past day, today's cut-off. */
  dayUnavailable: 'ไม่สามารถจองวันนี้ได้',
  /** A field of a booking form to fix, or the server refused what was sent (a 4xx answer with its Thai message). */
  checkInput: 'กรุณาตรวจสอบข้อมูล',
  /** The server failed (5xx) or did not answer (offline, timed out). */
  systemDown: 'ระบบขัดข้อง',
} as const;

/** The text under the title when the server could not be reached at all. */
export const NO_ANSWER_MESSAGE = 'ไม่สามารถติดต่อระบบได้ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองใหม่อีกครั้ง';

/**
 * What the page was doing: checking a day on a calendar ('day'), checking a booking form's
 * fields ('form'), or saving (a profile's missing field keeps accounts §5's title).
 */
export type ErrorContext = 'day' | 'form' | 'save';

/**
 * The title for an error: `status` is the HTTP status of the answer, 0 when none came back, null
 * when the page's own rule refused before asking the server.
 */
export function errorTitleFor(status: number | null, context: ErrorContext = 'save'): string {
  if (status !== null && (status === 0 || status >= 500)) return ERROR_TITLES.systemDown;
  if (context === 'day') return ERROR_TITLES.dayUnavailable;
  return status === null && context === 'save' ? ERROR_TITLES.cannotSave : ERROR_TITLES.checkInput;
}
