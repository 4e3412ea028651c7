/**
 * The consent a patient reads and signs at registration (accounts §1, §4). The page shows
 * this text; the server records the version, the time, the signature image and hashes, so a
 * signed consent can be shown later exactly as it was read. Change the text → new version.
 */
export const CONSENT_VERSION = '2026-11-v1';

export const CONSENT_TITLE = 'หนังสือแสดงความยินยอมรับบริการการแพทย์ทางไกล (Telemedicine)';

export const CONSENT_PARAGRAPHS: readonly string[] = [
  'ข้าพเจ้ายินยอมรับบริการตรวจรักษาโรคผิวหนังผ่านระบบการแพทย์ทางไกล (Telemedicine) ของโรงพยาบาล โดยส่งข้อมูลส่วนบุคคล รูปถ่ายผิวหนัง และข้อมูลสุขภาพของข้าพเจ้าผ่านแอปพลิเคชัน LINE และเว็บไซต์ของโรงพยาบาล เพื่อใช้ในการวินิจฉัยและรักษา',
  'ค่าบริการการแพทย์ทางไกล 90 บาทต่อครั้ง สำหรับทุกสิทธิการรักษา ยกเว้นสิทธิหลักประกันสุขภาพแห่งชาติ (บัตรทอง) ชำระ 40 บาทต่อครั้ง',
  'ค่าใช้จ่ายอื่น เช่น ค่าบริการทางการแพทย์ ค่ายาผู้ป่วยนอก และค่าจัดส่งยา ไม่รวมอยู่ในค่าบริการข้างต้น และไม่สามารถเบิกได้ตามสิทธิ ผู้รับบริการเป็นผู้ชำระเอง',
  'ข้าพเจ้ารับทราบว่าการตรวจผ่านระบบทางไกลมีข้อจำกัด หากแพทย์เห็นว่าจำเป็นต้องตรวจที่โรงพยาบาล ข้าพเจ้าจะได้รับการนัดหมายมาตรวจด้วยตนเอง',
  'โรงพยาบาลเก็บรักษาข้อมูลของข้าพเจ้าตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล และใช้เพื่อการรักษาพยาบาลเท่านั้น',
  'ข้าพเจ้าสามารถเพิกถอนความยินยอมนี้ได้ทุกเมื่อ โดยแจ้งโรงพยาบาลหรือยกเลิกการใช้งานในระบบ',
];

/** The exact text that was signed: title and paragraphs, one per line. */
export function consentText(): string {
  return [CONSENT_TITLE, ...CONSENT_PARAGRAPHS].join('\n');
}
