import type { ConsentPurpose } from '@hospital/contracts';
import { CONSENT_VERSION, consentText } from '@hospital/rules';

/**
 * Issue 15 item 1: the first published version of each purpose's text, seeded by the
 * migration. Registration's is the text patients have signed since accounts §4 (same version,
 * same hash, so the rows backfilled from `consents` point at it). Later versions are data,
 * published by Admin (POST /api/v1/admin/consent-texts); never edit these: a changed text is a
 * new version.
 */
export const FIRST_CONSENT_VERSION = '2026-12-v1';

const lines = (...l: string[]) => l.join('\n');

export const FIRST_CONSENT_TEXTS: ReadonlyArray<{ purpose: ConsentPurpose; version: string; text: string }> = [
  { purpose: 'registration', version: CONSENT_VERSION, text: consentText() },
  {
    purpose: 'telemedicine',
    version: FIRST_CONSENT_VERSION,
    text: lines(
      'หนังสือแสดงความยินยอมรับการตรวจรักษาทางไกล (Telemedicine)',
      'ข้าพเจ้ายินยอมให้แพทย์และพยาบาลของโรงพยาบาลตรวจรักษาโรคผิวหนังของข้าพเจ้าจากรูปถ่าย ข้อความ และวิดีโอคอลที่ข้าพเจ้าส่งผ่านระบบ',
      'ข้าพเจ้ารับทราบว่าการตรวจทางไกลมีข้อจำกัด แพทย์อาจนัดให้มาตรวจที่โรงพยาบาลเมื่อจำเป็น และหากมีอาการรุนแรงหรือฉุกเฉิน ข้าพเจ้าจะไปโรงพยาบาลที่ใกล้ที่สุดทันที',
      'ข้าพเจ้ายินยอมให้โรงพยาบาลเก็บรูปถ่าย บันทึกการตรวจ และข้อมูลการชำระเงินและการจัดส่งยาไว้ในเวชระเบียน เพื่อการรักษาของข้าพเจ้าเท่านั้น',
    ),
  },
  {
    purpose: 'network_sharing',
    version: FIRST_CONSENT_VERSION,
    text: lines(
      'หนังสือแสดงความยินยอมให้ส่งต่อข้อมูลแก่โรงพยาบาลเครือข่าย',
      'ข้าพเจ้ายินยอมให้โรงพยาบาลส่งชื่อ ข้อมูลการรักษา และรูปถ่ายผิวหนังของข้าพเจ้าให้แพทย์และเจ้าหน้าที่ของโรงพยาบาลเครือข่ายที่ร่วมดูแลข้าพเจ้า เพื่อปรึกษาและรักษาต่อเนื่อง',
      'โรงพยาบาลเครือข่ายเห็นเฉพาะการปรึกษาที่เกี่ยวกับข้าพเจ้า และใช้ข้อมูลเพื่อการรักษาเท่านั้น',
      'ข้าพเจ้าเพิกถอนความยินยอมนี้ได้ทุกเมื่อในหน้าข้อมูลส่วนบุคคลของข้าพเจ้า',
    ),
  },
  {
    purpose: 'vaccine_child',
    version: FIRST_CONSENT_VERSION,
    // The text the school vaccine booking page shows (apps/web/src/pages/vaccine/vaccine-consent.ts).
    text: lines(
      'หนังสือแสดงความยินยอมให้บุตรหลานรับวัคซีน',
      'ข้าพเจ้าในฐานะบิดา มารดา หรือผู้ปกครองของนักเรียนตามข้อมูลข้างต้น ได้รับทราบข้อมูลเกี่ยวกับวัคซีน ประโยชน์ และอาการไม่พึงประสงค์ที่อาจเกิดขึ้นหลังการฉีดวัคซีนแล้ว',
      'ข้าพเจ้ายินยอมให้บุตรหลานรับวัคซีนตามชนิด วัน เวลา และสถานที่ที่เลือกไว้ และยินยอมให้เจ้าหน้าที่ตรวจคัดกรองสุขภาพก่อนฉีด หากพบว่าไม่พร้อม แพทย์อาจเลื่อนการฉีดออกไป',
      'หลังฉีดวัคซีน นักเรียนต้องรอสังเกตอาการอย่างน้อย 30 นาที หากมีอาการผิดปกติ เช่น เจ็บหน้าอก ใจสั่น หายใจเหนื่อย ให้รีบพบแพทย์ทันที',
      'ข้าพเจ้ารับรองว่าข้อมูลที่ให้ไว้เป็นความจริง และยินยอมให้โรงพยาบาลใช้ข้อมูลนี้เพื่อการให้บริการวัคซีนและรายงานต่อกระทรวงสาธารณสุขตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล',
    ),
  },
  {
    purpose: 'line_messages',
    version: FIRST_CONSENT_VERSION,
    text: lines(
      'หนังสือแสดงความยินยอมรับข้อความแจ้งเตือนทาง LINE',
      'ข้าพเจ้ายินยอมให้โรงพยาบาลส่งข้อความถึงข้าพเจ้าทาง LINE เช่น การยืนยันนัดหมาย การเตือนนัด ความคืบหน้าของการรักษา การชำระเงิน และการจัดส่งยา',
      'ข้อความอาจมีชื่อของข้าพเจ้าและวันเวลานัด แต่จะไม่มีผลการตรวจหรือรูปถ่าย',
      'ข้าพเจ้าเพิกถอนความยินยอมนี้ได้ทุกเมื่อในหน้าข้อมูลส่วนบุคคลของข้าพเจ้า และเปิดรับข้อความอีกครั้งได้',
    ),
  },
];
