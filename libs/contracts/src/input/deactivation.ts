/**
 * care-services §2 Deactivate (/deactivate), §3 Deactivate payload, §4 Deactivate, §8: the
 * page's texts and the server's answers, written once.
 */
export const DEACTIVATE_MESSAGES = {
  title: 'ยกเลิกการใช้งาน',
  /** The checkbox of §2. */
  deleteAll: 'ลบข้อมูลและนัดหมายทั้งหมด',
  confirmQuestion: 'คุณแน่ใจหรือไม่ที่จะยกเลิกการใช้งาน?',
  processing: 'กำลังดำเนินการ',
  /** POST /api/v1/identity/deactivate without a boolean isDelete. */
  isDeleteRequired: 'กรุณาระบุว่าจะลบข้อมูลและนัดหมายทั้งหมดหรือไม่ (isDelete เป็น true หรือ false)',
  /** §8 Deactivate failure: what the page shows (the server's message follows it). */
  failed: 'ไม่สามารถยกเลิกการใช้งานได้',
  /** The LINE chat message of §4 ('usage cancelled'). */
  done: 'ยกเลิกการใช้งานแล้ว',
} as const;

/** The body of POST /api/v1/identity/deactivate is `{isDelete: boolean}`; anything else is refused. */
export function deactivateProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return DEACTIVATE_MESSAGES.isDeleteRequired;
  return typeof (body as { isDelete?: unknown }).isDelete === 'boolean' ? null : DEACTIVATE_MESSAGES.isDeleteRequired;
}
