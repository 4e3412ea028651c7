import { Role } from '@hospital/contracts';
import { inBangkok } from './thai-date.js';
import type { AuditAction } from './report-audit.js';

/**
 * Issue 15 item 4, "who has looked at my record": each audit action of 'audit.patientAccess'
 * in the words a patient reads — what was done and where (the screen or system it came from) —
 * and the staff role in Thai. The Admin viewer's names (report-audit.ts) are for staff; these
 * speak to the person whose data it is.
 */
export type PatientAccessAction = Exclude<AuditAction, 'signIn'>;

export const ACCESS_LOG_WORDS: Readonly<Record<PatientAccessAction, { action: string; where: string }>> = {
  'profile.read': { action: 'เปิดดูข้อมูลส่วนตัวของคุณ', where: 'หน้าข้อมูลผู้ป่วย' },
  'profile.update': { action: 'แก้ไขข้อมูลส่วนตัวของคุณ', where: 'หน้าข้อมูลผู้ป่วย' },
  'patient.create': { action: 'สร้างบัญชีผู้ป่วยให้คุณ', where: 'หน้าเพิ่มผู้ป่วยใหม่' },
  'his.register': { action: 'ลงทะเบียนคุณกับระบบโรงพยาบาลเพื่อออกเลข HN', where: 'ระบบทะเบียนผู้ป่วยของโรงพยาบาล' },
  'tele.read': { action: 'เปิดดูคำขอรับบริการ Telemedicine ของคุณ', where: 'กระดานงานหรือรายงาน Telemedicine' },
  'tele.update': { action: 'แก้ไขคำขอรับบริการ Telemedicine ของคุณ', where: 'กระดานงาน Telemedicine' },
  'tele.transition': { action: 'เปลี่ยนสถานะคำขอรับบริการ Telemedicine ของคุณ', where: 'กระดานงาน Telemedicine' },
  'file.read': { action: 'เปิดดูรูปภาพหรือไฟล์ของคุณ', where: 'รูปภาพในคำขอรับบริการหรือเวชระเบียน' },
  'booking.update': { action: 'เปลี่ยนสถานะการจองพบแพทย์ของคุณ', where: 'กระดานการจองพบแพทย์' },
  'visit.read': { action: 'ค้นหาประวัติการมารับบริการของคุณ', where: 'หน้ารูปภาพเวชระเบียน' },
  'visit.image': { action: 'ส่งรูปภาพเข้าเวชระเบียนของคุณ', where: 'หน้ารูปภาพเวชระเบียน' },
  'records.read': { action: 'เปิดดูเวชระเบียนของคุณ', where: 'หน้าเวชระเบียน' },
  'records.update': { action: 'แก้ไขเวชระเบียนของคุณ', where: 'หน้าเวชระเบียน' },
  'account.deactivate': { action: 'ยกเลิกการใช้งานบัญชีของคุณ', where: 'หน้ายกเลิกการใช้งานบัญชี' },
  'account.deactivateDelete': { action: 'ยกเลิกการใช้งานบัญชีและลบข้อมูลของคุณ', where: 'หน้ายกเลิกการใช้งานบัญชี' },
  'data.export': { action: 'ขอสำเนาข้อมูลส่วนบุคคล', where: 'หน้าความเป็นส่วนตัว' },
  'caregiver.refused': { action: 'พยายามทำรายการแทนคุณโดยไม่ได้รับสิทธิ์ (ระบบปฏิเสธ)', where: 'ระบบผู้ดูแล' },
  'caregiver.paperConsent': { action: 'บันทึกความยินยอมให้ผู้ดูแลทำรายการแทนคุณ (เอกสาร)', where: 'หน้าข้อมูลผู้ป่วย' },
  'booking.create': { action: 'จองนัดพบแพทย์ให้คุณ', where: 'หน้าจองพบแพทย์' },
  'tele.create': { action: 'จองนัด Telemedicine ให้คุณ', where: 'หน้าขอรับบริการ Telemedicine' },
  // Issue 33 item 4: the caregiver's other acts for the person, in the person's words.
  'booking.reschedule': { action: 'เลื่อนนัดพบแพทย์ให้คุณ', where: 'หน้าแรก (นัดหมายของคุณ)' },
  'booking.cancel': { action: 'ยกเลิกนัดพบแพทย์ของคุณ', where: 'หน้าแรก (นัดหมายของคุณ)' },
  'booking.confirm': { action: 'ยืนยันนัดพบแพทย์ให้คุณ', where: 'หน้าแรก (นัดหมายของคุณ)' },
  'booking.upload': { action: 'ส่งรูปภาพประกอบนัดพบแพทย์ให้คุณ', where: 'หน้าจองพบแพทย์' },
  'tele.reschedule': { action: 'เลื่อนนัด Telemedicine ให้คุณ', where: 'หน้าแรก (นัดหมายของคุณ)' },
  'tele.upload': { action: 'ส่งรูปภาพอาการให้แพทย์แทนคุณ', where: 'หน้าขอรับบริการ Telemedicine' },
  'tele.slip': { action: 'ส่งหลักฐานการชำระเงินแทนคุณ', where: 'หน้าแจ้งหลักฐานการชำระเงิน' },
  'tele.paid': { action: 'แจ้งชำระเงินค่าบริการ Telemedicine แทนคุณ', where: 'หน้าแจ้งหลักฐานการชำระเงิน' },
  'tele.received': { action: 'ยืนยันว่าได้รับยาแล้วแทนคุณ', where: 'หน้าแรก (นัดหมายของคุณ)' },
  'offers.change': { action: 'เปลี่ยนการแจ้งเตือนคิวที่เร็วขึ้นของนัดของคุณ', where: 'หน้าแรก (นัดหมายของคุณ)' },
  'consent.change': { action: 'เปลี่ยนความยินยอมของคุณ', where: 'หน้าความเป็นส่วนตัว' },
};

/** An action the table does not know yet still reads as something plain, never as a code. */
export function accessLogWords(action: string): { action: string; where: string } {
  return (ACCESS_LOG_WORDS as Record<string, { action: string; where: string }>)[action] ?? { action: 'เข้าถึงข้อมูลของคุณ', where: 'ระบบของโรงพยาบาล' };
}

/**
 * Issue 35 item 2 (docs/decisions.md, "the access log groups repeated reads"): reads of the same
 * kind by the same person, each within ACCESS_LOG_GROUP_MINUTES of the one before, are one line
 * with a count. Only reads: a change is always a line of its own, and it ends the reads before it.
 */
export const ACCESS_LOG_GROUP_MINUTES = 5;
export const ACCESS_LOG_READ_ACTIONS: readonly PatientAccessAction[] = (Object.keys(ACCESS_LOG_WORDS) as PatientAccessAction[]).filter((a) => a.endsWith('.read'));

/** 'ดู 12 ครั้ง · 09:00–09:04' (Bangkok times) for a grouped line; '' for a line of one. */
export function accessLogCountText(count: number, firstAt: string, lastAt: string): string {
  if (count <= 1) return '';
  const from = inBangkok(firstAt).format('HH:mm');
  const to = inBangkok(lastAt).format('HH:mm');
  return `ดู ${count.toLocaleString('en-US')} ครั้ง · ${from === to ? from : `${from}–${to}`}`;
}

const ROLE_NAMES: Readonly<Record<string, string>> = {
  [Role.Admin]: 'ผู้ดูแลระบบของโรงพยาบาล',
  [Role.Medrec]: 'เจ้าหน้าที่เวชระเบียน',
  [Role.Nurse]: 'พยาบาล',
  [Role.Finance]: 'เจ้าหน้าที่การเงิน',
  [Role.Shipping]: 'เจ้าหน้าที่จัดส่งยา',
  [Role.NetworkDoctor]: 'แพทย์โรงพยาบาลเครือข่าย',
  N_NURSE: 'พยาบาลโรงพยาบาลเครือข่าย',
  N_HOSPITAL: 'เจ้าหน้าที่โรงพยาบาลเครือข่าย',
};

/**
 * The role of whoever acted, in Thai: a staff role by name, any other network role as network
 * staff, no role as another person (a parent acting for a child), and a removed account as staff.
 */
export function accessLogRole(role: string | null | undefined, actorKnown = true): string {
  if (!actorKnown) return 'เจ้าหน้าที่ของโรงพยาบาล';
  if (!role) return 'ผู้ใช้งานอื่น (เช่น ผู้ปกครอง)';
  return ROLE_NAMES[role] ?? (role.startsWith('N_') ? 'เจ้าหน้าที่โรงพยาบาลเครือข่าย' : 'เจ้าหน้าที่ของโรงพยาบาล');
}

/** Issue 33 item 4: who acted, when a caregiver acted for the person: 'คุณ สมใจ ใจดี (ผู้ดูแล)'. */
export function accessLogCaregiver(fullName: string): string {
  return `คุณ ${fullName} (ผู้ดูแล)`;
}

/** Entries of one page of the access log, and its most. */
export const ACCESS_LOG_PAGE_SIZE = 20;
export const ACCESS_LOG_MAX_PAGE_SIZE = 100;

export const PRIVACY_MESSAGES = {
  badPage: 'หมายเลขหน้าไม่ถูกต้อง',
  tooManyExports: 'ขอสำเนาข้อมูลได้ไม่เกิน 5 ครั้งต่อชั่วโมง กรุณาลองใหม่ภายหลัง',
} as const;
/** Copies of one's data a person may ask for per window (the message above says the same number). */
export const EXPORT_RATE_LIMIT = { max: 5, windowMs: 3_600_000 } as const;
