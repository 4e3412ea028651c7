import { MESSAGES } from './messages.js';

/**
 * Issue 30 item 2: the in-person booking's messages and limits (care-services §4, §5), named by
 * the booking call schemas (bookings-calls.ts) and by the rules of libs/rules booking.ts, which
 * re-exports them.
 */

export const BOOKING_MESSAGES = {
  // §5, in the order bookingProblem checks them
  dateRequired: 'กรุณาระบุวันที่',
  slotTypeRequired: 'กรุณาระบุช่วงเวลาที่รับบริการ',
  timeRequired: 'กรุณาระบุเวลาที่ต้องการรับบริการ',
  descriptionRequired: 'กรุณาระบุความต้องการหรืออาการเบื้องต้น',
  /** + the weekday name: the weekday is not open for regular hours (Monday–Friday only). */
  regularClosedOn: 'บริการในเวลาราชการเปิดเฉพาะวันจันทร์–ศุกร์ ไม่เปิดให้บริการในวัน',
  /** + the weekday name: the weekday is not open for the special clinic (Mon, Tue, Thu, Fri, Sat). */
  specialClosedOn: 'คลินิกพิเศษนอกเวลาเปิดวันจันทร์ อังคาร พฤหัสบดี ศุกร์ และเสาร์ ไม่เปิดให้บริการในวัน',
  pastDate: MESSAGES.calendarPastDate,
  /** + the holiday's name. */
  holiday: MESSAGES.calendarHoliday,
  /** + the disabled date's name. */
  disabled: MESSAGES.calendarDisabled,
  timeNotOffered: 'เวลาที่เลือกไม่เปิดให้บริการในวันนี้ กรุณาเลือกเวลาอื่น',
  /** Issue 28 item 6: a special-clinic time of today that has already begun. */
  timePassed: 'เวลาที่เลือกผ่านไปแล้ว กรุณาเลือกเวลาอื่น',
  serviceTypeMismatch: 'ประเภทบริการไม่ตรงกับช่วงเวลาที่รับบริการ',
  descriptionTooLong: 'ความต้องการหรืออาการเบื้องต้นยาวเกิน 2,000 ตัวอักษร',

  // seats and duplicates (server)
  slotFull: 'ช่วงเวลาที่เลือกเต็มแล้ว กรุณาเลือกวันหรือเวลาอื่น',
  duplicate: 'ท่านมีการจองประเภทนี้ในวันเดียวกันอยู่แล้ว',

  // §4 status moves
  notFound: 'ไม่พบข้อมูลการจอง',
  notYours: 'การจองนี้ไม่ใช่ของท่าน',
  statusInvalid: 'สถานะการจองไม่ถูกต้อง',
  /** Issue 35 item 2: a status move on a booking marked 'รับบริการแล้ว'. */
  servedNoMove: 'การจองนี้ได้รับบริการแล้ว เปลี่ยนสถานะไม่ได้',
  moveNotAllowed: (from: string, to: string) => `ไม่สามารถเปลี่ยนสถานะการจองจาก "${from}" เป็น "${to}" ได้`,
  /** A cancelled booking whose appointment date has passed cannot be confirmed again. */
  cancelledExpired: 'การจองนี้ถูกยกเลิกและเลยวันนัดหมายแล้ว ไม่สามารถยืนยันได้ กรุณาจองใหม่',
  /** A cancelled booking whose slot has since filled cannot be confirmed again. */
  cancelledSlotFull: 'การจองนี้ถูกยกเลิกแล้ว และช่วงเวลาเดิมเต็มแล้ว ไม่สามารถยืนยันได้ กรุณาจองใหม่',
  /** A pending or confirmed booking whose date has passed cannot be changed by the patient. */
  expired: 'เลยวันนัดหมายแล้ว ไม่สามารถเปลี่ยนสถานะได้',

  // answers
  saved: 'บันทึกการจองเรียบร้อย',
  confirmed: 'ยืนยันการเข้ารับบริการเรียบร้อย',
  cancelled: 'ยกเลิกการจองเรียบร้อย',
  statusSaved: 'บันทึกสถานะการจองเรียบร้อย',
  imageCategoryInvalid: 'รูปภาพของการจองต้องเป็นประเภท 0',
  todayPendingPrompt: 'ท่านมีนัดหมายวันนี้ที่ยังไม่ได้ยืนยัน กรุณายืนยันหรือยกเลิกการเข้ารับบริการ',
} as const;

/** §4 Booking status values: 0 pending, 1 confirmed (attending), −1 cancelled. */
export const BOOKING_STATUS_VALUES = [0, 1, -1] as const;
export type BookingStatusValue = (typeof BOOKING_STATUS_VALUES)[number];

/** The longest description accepted. */
export const BOOKING_DESCRIPTION_MAX = 2000;
