/**
 * Issue 35 item 3, plain Thai in the treatment history: the record's abbreviations, each with
 * a short phrase a patient understands (shown after the abbreviation where it first appears in a
 * visit on /PHR) and a longer explanation (the tap or hover text). Kept once, here.
 */
export type VisitAbbreviation = 'MC' | 'VS' | 'PI' | 'PE' | 'DX' | 'BMI';

export const VISIT_ABBREVIATIONS: Readonly<Record<VisitAbbreviation, { phrase: string; explanation: string }>> = {
  MC: { phrase: 'อาการสำคัญ', explanation: 'อาการหลักที่ทำให้มาพบแพทย์ในครั้งนี้' },
  VS: { phrase: 'สัญญาณชีพ', explanation: 'อุณหภูมิร่างกาย (BT) ชีพจร (PR) อัตราการหายใจ (RR) และความดันโลหิต (BP)' },
  PI: { phrase: 'ประวัติการเจ็บป่วยครั้งนี้', explanation: 'อาการเริ่มเมื่อใด เป็นอย่างไร และเปลี่ยนไปอย่างไรจนถึงวันที่มาพบแพทย์' },
  PE: { phrase: 'ผลการตรวจร่างกาย', explanation: 'สิ่งที่แพทย์พบเมื่อตรวจร่างกายและผิวหนังของท่าน' },
  DX: { phrase: 'การวินิจฉัยโรค', explanation: 'โรคหรือภาวะที่แพทย์วินิจฉัยจากการตรวจครั้งนี้' },
  BMI: { phrase: 'ดัชนีมวลกาย', explanation: 'น้ำหนัก (กิโลกรัม) หารด้วยส่วนสูง (เมตร) ยกกำลังสอง ใช้ดูว่าน้ำหนักเหมาะสมกับส่วนสูงหรือไม่' },
};

/** The Thai words for the visit's examining doctor. */
export const VISIT_DOCTOR_LABEL = 'แพทย์ผู้ตรวจ';
