/**
 * Issue 32 items 2 and 4: the limits and Thai messages of rescheduling and of a fair share of
 * slots (the booking horizon, the future clinic bookings per patient), named by the call schemas
 * (appointments-calls.ts) and by the rules of libs/rules appointment-limits.ts and reschedule.ts,
 * which re-export them.
 */

/**
 * The settings Admin sets (GET/PUT /api/v1/calendar/appointment-settings) with the product's
 * defaults (docs/decisions.md, issue 32: why 3 future clinic bookings).
 */
export const APPOINTMENT_SETTINGS_DEFAULTS = {
  /** No booking further ahead than this many days from today (Bangkok); today + horizon is still allowed. */
  horizonDays: 60,
  /** At most this many active clinic bookings from today on per patient. */
  maxFutureClinicBookings: 3,
  /** Item 3 (earlier-slot offers): an offer lapses after this many minutes. */
  offerExpiryMinutes: 120,
  /** Item 3: a freed slot is offered to at most this many patients at once. */
  offersPerSlot: 2,
} as const;

/** The bounds of each setting, inclusive (the table's CHECKs say the same). */
export const APPOINTMENT_SETTINGS_BOUNDS = {
  horizonDays: [1, 3660],
  maxFutureClinicBookings: [1, 50],
  offerExpiryMinutes: [5, 1440],
  offersPerSlot: [1, 10],
} as const;

export const APPOINTMENT_MESSAGES = {
  /** Item 4: a day past today + the horizon. */
  beyondHorizon: (days: number) => `จองล่วงหน้าได้ไม่เกิน ${days} วัน กรุณาเลือกวันที่ใกล้กว่านี้`,
  /** Item 4: the patient already holds the most future clinic bookings Admin allows. */
  tooManyFutureBookings: (max: number) =>
    `ท่านมีนัดตรวจที่โรงพยาบาลที่ยังไม่ถึงวันนัด ${max} รายการแล้ว ซึ่งเป็นจำนวนสูงสุดที่จองได้ กรุณาเลื่อนนัดเดิม หรือยกเลิกนัดที่ไม่ต้องการก่อนจองเพิ่ม`,
  /** Item 4: one telemedicine case per patient, service type and day (a move onto such a day). */
  teleOnePerDay: 'ท่านมีนัดหมายบริการนี้ในวันที่เลือกอยู่แล้ว กรุณาเลือกวันอื่น',

  // item 2, reschedule
  rescheduled: 'เลื่อนนัดเรียบร้อย',
  sameSlot: 'วันและเวลาที่เลือกเป็นเวลานัดเดิม กรุณาเลือกวันหรือเวลาอื่น',
  cancelledCannotMove: 'การจองนี้ถูกยกเลิกแล้ว ไม่สามารถเลื่อนนัดได้ กรุณาจองใหม่',
  servedCannotMove: 'การจองนี้รับบริการแล้ว ไม่สามารถเลื่อนนัดได้',
  expiredCannotMove: 'เลยวันนัดหมายแล้ว ไม่สามารถเลื่อนนัดได้ กรุณาจองใหม่',
  teleStartedCannotMove: 'เลื่อนนัดได้เฉพาะนัดหมายที่ยังไม่เริ่มให้บริการ',
  consultCannotMove: 'นัดปรึกษาแพทย์ที่โรงพยาบาลเครือข่ายนัดให้ เลื่อนได้โดยเจ้าหน้าที่เท่านั้น',
  /** The owner sent more than the new day and time (docs/decisions.md, issue 32 item 2). */
  ownerMovesTimeOnly: 'ผู้ป่วยเปลี่ยนได้เฉพาะวันและเวลานัด หากต้องการแก้ไขข้อมูลอื่นกรุณาติดต่อเจ้าหน้าที่',
  targetRequired: 'กรุณาเลือกวันและเวลานัดใหม่',

  // item 4, Admin's settings
  settingsInvalid: 'ข้อมูลการตั้งค่าการนัดหมายไม่ถูกต้อง',
  horizonInvalid: `จำนวนวันที่จองล่วงหน้าได้ต้องเป็นจำนวนเต็ม ${APPOINTMENT_SETTINGS_BOUNDS.horizonDays[0]}–${APPOINTMENT_SETTINGS_BOUNDS.horizonDays[1].toLocaleString('en-US')} วัน`,
  maxFutureInvalid: `จำนวนนัดตรวจล่วงหน้าต่อผู้ป่วยต้องเป็นจำนวนเต็ม ${APPOINTMENT_SETTINGS_BOUNDS.maxFutureClinicBookings[0]}–${APPOINTMENT_SETTINGS_BOUNDS.maxFutureClinicBookings[1]} รายการ`,
  offerExpiryInvalid: `เวลาหมดอายุของการเสนอคิวต้องเป็นจำนวนเต็ม ${APPOINTMENT_SETTINGS_BOUNDS.offerExpiryMinutes[0]}–${APPOINTMENT_SETTINGS_BOUNDS.offerExpiryMinutes[1].toLocaleString('en-US')} นาที`,
  offersPerSlotInvalid: `จำนวนผู้ป่วยที่ได้รับการเสนอคิวต่อช่วงเวลาต้องเป็นจำนวนเต็ม ${APPOINTMENT_SETTINGS_BOUNDS.offersPerSlot[0]}–${APPOINTMENT_SETTINGS_BOUNDS.offersPerSlot[1]} คน`,
  settingsSaved: 'บันทึกการตั้งค่าการนัดหมายเรียบร้อย',
} as const;
