/** Issue 15: the consent calls' limits and Thai answers (issue 30 item 2: declared here beside ConsentAgreeBody; libs/rules consent-purposes.ts re-exports them). */

/** The longest consent text and version name an Admin may publish. */
export const CONSENT_TEXT_MAX = 20_000;
export const CONSENT_VERSION_MAX = 40;

/** Issue 15: the Thai answers of the consent calls. */
export const CONSENT_MESSAGES = {
  unknownPurpose: 'ไม่พบหัวข้อความยินยอมนี้',
  requiredForCare: (title: string) => `ความยินยอม "${title}" จำเป็นต่อการรักษา จึงเพิกถอนในหน้านี้ไม่ได้ หากไม่ต้องการใช้บริการต่อ กรุณายกเลิกการใช้งานบัญชี`,
  notGiven: (title: string) => `ท่านยังไม่ได้ให้ความยินยอม "${title}" หรือได้เพิกถอนไปแล้ว`,
  staleVersion: 'ข้อความความยินยอมที่ท่านอ่านไม่ใช่ฉบับปัจจุบัน กรุณาอ่านฉบับล่าสุดอีกครั้ง',
  badTextHash: 'กรุณาอ่านข้อความความยินยอมก่อนกดยินยอม',
  vaccineAtBooking: 'ความยินยอมให้บุตรหลานรับวัคซีนให้ได้พร้อมการจองวัคซีน โดยลงลายมือชื่อในหน้าจองวัคซีน',
  telemedicineDue: 'มีข้อความความยินยอมการรับบริการตรวจรักษาทางไกลฉบับใหม่ กรุณาอ่านและกดยินยอมก่อนนัดหมาย',
  emptyText: 'กรุณากรอกข้อความความยินยอม',
  textTooLong: `ข้อความความยินยอมยาวเกิน ${CONSENT_TEXT_MAX.toLocaleString('en-US')} ตัวอักษร`,
  badVersion: `กรุณากรอกชื่อฉบับ (ไม่เกิน ${CONSENT_VERSION_MAX} ตัวอักษร)`,
  versionTaken: 'ชื่อฉบับนี้ของหัวข้อนี้ประกาศไปแล้ว กรุณาตั้งชื่อฉบับใหม่',
  textTaken: 'ข้อความนี้ประกาศไปแล้ว กรุณาแก้ไขข้อความก่อนประกาศฉบับใหม่',
  published: 'ประกาศข้อความฉบับใหม่แล้ว ผู้ใช้จะได้รับการขอความยินยอมอีกครั้ง',
} as const;
