/**
 * care-services §2 video pages, §7 call/session calls, §8 "video-call token failure": the
 * Thai texts and the small rules both the pages and the api use.
 */
import { Role } from '@hospital/contracts';
import { inAudience, type Audience } from './roles.js';
import { showsCallButton } from './tele-flow.js';

export const VIDEO_MESSAGES = {
  /** §4: no call while the case is at status 0 (the call button is hidden there). */
  notOpen: 'ยังไม่สามารถวิดีโอคอลสำหรับรายการนี้ได้ กรุณารอเจ้าหน้าที่ติดต่อ',
  linkInvalid: 'ลิงก์วิดีโอคอลไม่ถูกต้องหรือหมดอายุ กรุณาเข้าสู่ระบบ',
  notMeetingHost: 'ระบบนี้ไม่ได้ใช้ห้องประชุมวิดีโอภายนอก',
  notWebrtc: 'ระบบวิดีโอคอลนี้ไม่ได้ใช้การเชื่อมต่อโดยตรง',
  providerFailed: 'ไม่สามารถติดต่อระบบวิดีโอคอลได้ กรุณาลองใหม่อีกครั้ง',
  tokenFailed: 'ไม่สามารถเข้าห้องวิดีโอคอลได้',
  noOpenCase: 'ยังไม่มีรายการนัดหมายที่พร้อมวิดีโอคอล',
  deviceCheck: 'กรุณาตรวจสอบกล้องและไมโครโฟนของท่านก่อนเข้าห้องสนทนา',
  deviceFailed: 'ไม่สามารถเปิดกล้องหรือไมโครโฟนได้ กรุณาอนุญาตการใช้งานกล้องและไมโครโฟน',
  enterCall: 'เข้าห้องสนทนา',
  hangUp: 'วางสาย',
  waitingPeer: 'กำลังรอคู่สนทนาเข้าห้อง…',
  connected: 'เชื่อมต่อแล้ว',
  ended: 'วางสายแล้ว',
  redirecting: 'กำลังไปยังห้องประชุมวิดีโอ…',
  // Issue 16 item 12: the staff side ended the call; the patient's own mute and camera switches.
  callEnded: 'การสนทนากับเจ้าหน้าที่สิ้นสุดแล้ว',
  callEndedNext: 'ขั้นตอนต่อไป (เช่น การชำระเงินหรือการรับยา) เจ้าหน้าที่จะแจ้งให้ท่านทราบทาง LINE และในรายการนัดหมายของท่าน',
  myCases: 'ดูรายการนัดหมายของฉัน',
  mute: 'ปิดเสียง',
  unmute: 'เปิดเสียง',
  cameraOff: 'ปิดกล้อง',
  cameraOn: 'เปิดกล้อง',
  patient: 'ผู้ป่วย',
} as const;

/**
 * Issue 28 item 5: the staff who treat — Nurse, Admin and the doctor of the case (N_DOCTOR, a
 * network doctor whose consultation it is) — are the staff who may join, take tokens for, or
 * end a case's video call. Finance, Shipping, Medrec and the other network roles may not: they
 * have nothing to say in a consultation. The HTTP calls (@Allow), the call's own checks and the
 * socket signalling all ask this list.
 */
export const VIDEO_CALL_STAFF = [Role.Admin, Role.Nurse, Role.NetworkDoctor] as const satisfies readonly Audience[];
/** Whoever may be in a call at all: the patient (of the case, checked by the case read) and the staff who treat. */
export const VIDEO_CALLERS = ['patient', ...VIDEO_CALL_STAFF] as const satisfies readonly Audience[];

/** Whether a person of this role (null: a patient) may join a case's video call (ownership checked apart). */
export function mayJoinVideoCall(role: string | null | undefined): boolean {
  return inAudience(role, VIDEO_CALLERS);
}

/** Whether a case at this flow status may be called (the same rule as the call button). */
export function mayVideoCall(flowStatus: number): boolean {
  return showsCallButton(flowStatus);
}

/** The WebRTC room of a case (also its `tokSession`). */
export function videoRoomOf(teleID: string): string {
  return `video:${teleID}`;
}

/** A case id from a `video:<teleID>` room name, or null. */
export function teleIdOfVideoRoom(room: string): string | null {
  return room.startsWith('video:') ? room.slice('video:'.length) : null;
}
