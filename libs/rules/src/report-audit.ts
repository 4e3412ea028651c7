import type { JobPayload } from '@hospital/contracts';

/**
 * Issue 14 item 5, the audit viewer: what each audit log action means to an Admin, in Thai
 * (the actions of 'audit.signIn' and 'audit.patientAccess'), and the search's limits.
 */
export type AuditAction = 'signIn' | JobPayload<'audit.patientAccess'>['action'];

export const AUDIT_ACTION_NAMES: Readonly<Record<AuditAction, string>> = {
  signIn: 'เข้าสู่ระบบ',
  'profile.read': 'เปิดดูข้อมูลผู้ป่วย',
  'profile.update': 'แก้ไขข้อมูลผู้ป่วย',
  'patient.create': 'เพิ่มผู้ป่วยใหม่',
  'his.register': 'ลงทะเบียนผู้ป่วยกับระบบ HIS',
  'tele.read': 'เปิดดูเคส Telemedicine หรือรายงาน',
  'tele.update': 'แก้ไขเคส Telemedicine',
  'tele.transition': 'เปลี่ยนสถานะเคส Telemedicine',
  'file.read': 'เปิดดูไฟล์หรือรูปภาพ',
  'booking.update': 'เปลี่ยนสถานะการจอง',
  'visit.read': 'ค้นหาการรับบริการ',
  'visit.image': 'ส่งรูปภาพเข้าเวชระเบียน',
  'records.read': 'เปิดดูเวชระเบียน',
  'records.update': 'แก้ไขเวชระเบียน',
  'account.deactivate': 'ยกเลิกการใช้งานบัญชี',
  'account.deactivateDelete': 'ยกเลิกการใช้งานและลบข้อมูล',
  'data.export': 'ขอสำเนาข้อมูลส่วนบุคคล',
  'caregiver.refused': 'ขอทำรายการแทนบุคคลที่ไม่ได้อยู่ในความดูแล (ถูกปฏิเสธ)',
  'caregiver.paperConsent': 'บันทึกความยินยอมให้ผู้ดูแล (เอกสาร)',
  'booking.create': 'จองนัดพบแพทย์แทนผู้ป่วย (ผู้ดูแล)',
  'tele.create': 'จองนัด Telemedicine แทนผู้ป่วย (ผู้ดูแล)',
  'booking.reschedule': 'เลื่อนนัดพบแพทย์แทนผู้ป่วย (ผู้ดูแล)',
  'booking.cancel': 'ยกเลิกนัดพบแพทย์แทนผู้ป่วย (ผู้ดูแล)',
  'booking.confirm': 'ยืนยันนัดพบแพทย์แทนผู้ป่วย (ผู้ดูแล)',
  'booking.upload': 'ส่งรูปภาพประกอบนัดพบแพทย์แทนผู้ป่วย (ผู้ดูแล)',
  'tele.reschedule': 'เลื่อนนัด Telemedicine แทนผู้ป่วย (ผู้ดูแล)',
  'tele.upload': 'ส่งรูปภาพอาการแทนผู้ป่วย (ผู้ดูแล)',
  'tele.slip': 'ส่งหลักฐานการชำระเงินแทนผู้ป่วย (ผู้ดูแล)',
  'tele.paid': 'แจ้งชำระเงิน Telemedicine แทนผู้ป่วย (ผู้ดูแล)',
  'tele.received': 'ยืนยันได้รับยาแทนผู้ป่วย (ผู้ดูแล)',
  'offers.change': 'เปลี่ยนการรับแจ้งคิวเร็วขึ้นแทนผู้ป่วย (ผู้ดูแล)',
  'consent.change': 'เปลี่ยนความยินยอมแทนผู้ป่วย (ผู้ดูแล)',
};

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_NAMES) as AuditAction[];

export function auditActionName(action: string): string {
  return (AUDIT_ACTION_NAMES as Record<string, string>)[action] ?? action;
}

/** Rows of one page of the audit search, and its most. */
export const AUDIT_PAGE_SIZE = 50;
/** A person or patient searched by at most this many characters (a name, login, HN or national ID). */
export const AUDIT_SEARCH_MAX_LENGTH = 100;

export const AUDIT_VIEWER_MESSAGES = {
  title: 'บันทึกการใช้งาน (Audit log)',
  empty: 'ไม่พบรายการตามเงื่อนไขที่เลือก',
  badAction: 'ประเภทการใช้งานไม่ถูกต้อง',
  badSearch: `คำค้นหายาวได้ไม่เกิน ${AUDIT_SEARCH_MAX_LENGTH} ตัวอักษร`,
} as const;
