import type { JobPayload, LineCard } from '@hospital/contracts';
import { formatThaiAppointment } from '@hospital/rules';

type Message = Pick<JobPayload<'line.push'>, 'text' | 'card'>;

/** Issue 33 item 4: one notice per person and birthday (a second delivery of the event sends nothing). */
export function majorityNearPushKey(personID: string, until: string): string {
  return `caregiver:${personID}:majority-near:${until}`;
}

/** Issue 33 item 4: one agree card per person and birthday. */
export function majorityReachedPushKey(personID: string, until: string): string {
  return `caregiver:${personID}:majority-reached:${until}`;
}

/** Issue 33 item 4: one end message per caregiver, by their renewed (pending) link. */
export function majorityEndedCaregiverPushKey(pendingLinkID: string): string {
  return `caregiver-link:${pendingLinkID}:majority-ended`;
}

/** 'นายสมชาย รักสุขภาพ และนางมาลี ผิวสวย': the names as a Thai sentence lists them. */
export function thaiNameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} และ${names[names.length - 1]}`;
}

/** The day before a YYYY-MM-DD (the last day a child's link acts). */
function dayBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

const httpUrl = (url: string): boolean => /^https?:\/\//.test(url);

/**
 * The notice 30 days before the 20th birthday, to the person. Written without 'คุณ', so that it
 * also reads right in the caregiver's copy, which the push prefixes with the person's name
 * ('ด.ช. ต้นกล้า รักสุขภาพ — อายุครบ 20 ปีในวันที่ …').
 */
export function majorityNearMessage(until: string, caregiverNames: readonly string[]): Message {
  const who = caregiverNames.length > 0 ? `ผู้ดูแล (${thaiNameList(caregiverNames)})` : 'ผู้ดูแล';
  return {
    text: [
      `อายุครบ 20 ปีในวันที่ ${formatThaiAppointment(until)}`,
      `${who} ทำรายการแทนได้ถึงวันที่ ${formatThaiAppointment(dayBefore(until))}`,
      'หลังจากนั้น หากต้องการให้ดูแลต่อ ผู้ที่อายุครบ 20 ปีจะได้รับคำขอให้ยืนยันด้วยตนเองทาง LINE หรือยืนยันได้ที่โรงพยาบาล',
    ].join('\n'),
  };
}

/**
 * On the birthday, to the now-adult: the caregivers' links ended; a button to agree (one pending
 * link: its agree page; several: /privacy, which lists them).
 */
export function majorityReachedMessage(until: string, caregiverNames: readonly string[], pendingLinkIDs: readonly string[], baseUrl: string): Message {
  const names = thaiNameList(caregiverNames);
  const title = 'คุณอายุครบ 20 ปีแล้ว';
  const lines = [
    `การทำรายการแทนของผู้ดูแล (${names}) สิ้นสุดลงเมื่อวันที่ ${formatThaiAppointment(until)}`,
    `หากต้องการให้ ${names} ทำรายการแทนต่อ กรุณายืนยันด้วยตนเอง`,
  ];
  const uri = pendingLinkIDs.length === 1 ? `${baseUrl}/people/agree/${pendingLinkIDs[0]}` : `${baseUrl}/privacy`;
  const card: LineCard = { title, lines, ...(httpUrl(uri) ? { action: { label: 'ยืนยันผู้ดูแล', uri } } : {}) };
  return { text: [title, ...lines].join('\n'), card };
}

/** On the birthday, to each caregiver: their care ended; the person agrees themselves (the agree link is on /people). */
export function majorityEndedCaregiverMessage(personName: string, until: string, baseUrl: string): Message {
  const title = `การดูแล ${personName} สิ้นสุดแล้วเมื่ออายุครบ 20 ปี`;
  const lines = [
    `ตั้งแต่วันที่ ${formatThaiAppointment(until)} ท่านทำรายการแทนไม่ได้ จนกว่า ${personName} จะยืนยันด้วยตนเองทาง LINE หรือที่โรงพยาบาล`,
    'ส่งลิงก์ขอให้ยืนยันได้จากหน้า ผู้ที่ฉันดูแล',
  ];
  const uri = `${baseUrl}/people`;
  const card: LineCard = { title, lines, ...(httpUrl(uri) ? { action: { label: 'ผู้ที่ฉันดูแล', uri } } : {}) };
  return { text: [title, ...lines].join('\n'), card };
}
