/**
 * Issue 33, family and caregivers: the header, the limits and the messages, without zod (the
 * web's start-up script imports them; the calls' schemas are in ../people-calls.ts).
 */

/** The header naming the person a patient call acts for (issue 33 item 2). */
export const ACTING_FOR_HEADER = 'X-Acting-For';

/** At most this many people (besides oneself) per account (issue 33 item 1). */
export const PEOPLE_MAX = 10;

/** The Thai age of majority: a child's link ends on this birthday (issue 33 items 1 and 4). */
export const AGE_OF_MAJORITY = 20;

export const CAREGIVER_RELATIONS = ['child', 'parent', 'spouse', 'other'] as const;
export type CaregiverRelation = (typeof CAREGIVER_RELATIONS)[number];

/** How each relation reads to people (the person's relation to the caregiver). */
export const RELATION_LABELS: Record<CaregiverRelation | 'self', string> = {
  self: 'ตัวฉันเอง',
  child: 'บุตร',
  parent: 'บิดา/มารดา',
  spouse: 'คู่สมรส',
  other: 'อื่น ๆ',
};

/**
 * A link's state: 'active' (may act), 'pending' (an adult who has not agreed yet), 'ended'
 * (ended by either side, by the 20th birthday or by a deactivation).
 */
export const CAREGIVER_LINK_STATES = ['active', 'pending', 'ended'] as const;
export type CaregiverLinkState = (typeof CAREGIVER_LINK_STATES)[number];

/** The messages of the family calls and pages. */
export const PEOPLE_MESSAGES = {
  added: 'เพิ่มผู้ที่ดูแลเรียบร้อย',
  addedPending: 'ส่งคำขอแล้ว รอผู้นั้นยืนยันจาก LINE ของตนเอง หรือที่โรงพยาบาล',
  agreed: 'ยืนยันให้ดูแลเรียบร้อย',
  ended: 'ยกเลิกการดูแลเรียบร้อย',
  tooMany: `เพิ่มได้ไม่เกิน ${PEOPLE_MAX} คน`,
  alreadyLinked: 'บุคคลนี้อยู่ในรายชื่อของท่านแล้ว',
  notSelf: 'ไม่สามารถเพิ่มตนเองได้',
  childTooOld: `บุตรที่อายุ ${AGE_OF_MAJORITY} ปีขึ้นไป ต้องยืนยันด้วยตนเอง`,
  adultTooYoung: `ผู้ที่อายุต่ำกว่า ${AGE_OF_MAJORITY} ปี เพิ่มได้ในฐานะบุตรเท่านั้น`,
  notYours: 'ไม่พบข้อมูลบุคคลนี้ในรายชื่อของท่าน',
  notPending: 'คำขอนี้ไม่อยู่ในสถานะรอยืนยัน',
  notFound: 'ไม่พบรายการนี้',
  identityMismatch: 'ข้อมูลไม่ตรงกับทะเบียนผู้ป่วยของโรงพยาบาล กรุณาติดต่อเวชระเบียน',
  childMayNotEnd: `ผู้ที่อายุต่ำกว่า ${AGE_OF_MAJORITY} ปี ยกเลิกการดูแลของผู้ปกครองไม่ได้`,
  notWhileActing: 'กรุณาทำรายการนี้จากบัญชีของตนเอง',
  bookedByCaregiver: 'จองโดยผู้ดูแล',
  switcherLabel: 'ทำรายการให้',
} as const;
