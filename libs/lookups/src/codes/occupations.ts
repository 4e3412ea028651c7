/*
 * Occupation (อาชีพ) codes: the MOPH 3-digit occupation code, which the 43-file standard
 * keeps as PERSON.OCCUPATION_OLD and which the earlier 18-file standard used as OCCUPA.
 *
 * Source: `r_rp1853_occupation` of the Hospital OS standard-report upgrade script (the table
 * the 18/43-file export maps each hospital occupation to), cross-checked against a JHCIS
 * export that decodes the same codes (000, 001, 002, 003, 004, 007, 009, 013, 014 with the
 * same meanings).
 * Not shipped: the 4-digit OCCUPATION_NEW (the Thai standard classification of occupations,
 * several hundred entries), for which no public copy could be checked; and code 900 of the
 * source (หญิงบริการ), left off a list patients pick from themselves. 010 (อื่นๆ) covers it.
 */
import type { Option } from '@hospital/contracts';

export const OCCUPATIONS: readonly Option[] = [
  { value: '000', label: 'ไม่มีอาชีพ' },
  { value: '001', label: 'เกษตรกรรม' },
  { value: '002', label: 'รับจ้าง' },
  { value: '003', label: 'ค้าขาย' },
  { value: '004', label: 'รับราชการ' },
  { value: '005', label: 'รัฐวิสาหกิจ' },
  { value: '006', label: 'นักการเมือง' },
  { value: '007', label: 'ทหาร, ตำรวจ' },
  { value: '008', label: 'ประมง' },
  { value: '009', label: 'ครู' },
  { value: '010', label: 'อื่นๆ' },
  { value: '012', label: 'เลี้ยงสัตว์' },
  { value: '013', label: 'นักบวช, สมณะ' },
  { value: '014', label: 'งานบ้าน' },
  { value: '015', label: 'นักเรียน' },
  { value: '901', label: 'ไม่ระบุ' },
];
