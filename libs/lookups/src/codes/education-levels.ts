/*
 * Education level (ระดับการศึกษา) codes of the MOPH 43-file standard (PERSON.EDUCATION,
 * 2 digits: 00-06 and 09).
 *
 * Source: the education table of a Thai hospital registration system (`$education_list`
 * beside the 43-file TYPEAREA list in its patient history page: 00 ไม่ได้ศึกษา/ไม่มีวุฒิ
 * การศึกษา … 06 สูงกว่าปริญญาตรี, 09 ไม่ระบุ/ไม่ทราบ), cross-checked against the eight-level
 * `tbl_education` of a Thai health-service system (same levels in the same order, with the
 * qualifications each includes), and against the older 18-file table (`r_rp1853_education`
 * of Hospital OS: 0 ไม่ได้รับการศึกษา … 9 ไม่ทราบ), which splits the same ladder finer.
 * The qualifications in parentheses come from the second source.
 */
import type { Option } from '@hospital/contracts';

export const EDUCATION_LEVELS: readonly Option[] = [
  { value: '00', label: 'ไม่ได้ศึกษา/ไม่มีวุฒิการศึกษา' },
  { value: '01', label: 'ก่อนประถมศึกษา' },
  { value: '02', label: 'ประถมศึกษา' },
  { value: '03', label: 'มัธยมศึกษา (รวม ปวช.)' },
  { value: '04', label: 'อนุปริญญา (ปวท./ปวส.)' },
  { value: '05', label: 'ปริญญาตรี' },
  { value: '06', label: 'สูงกว่าปริญญาตรี' },
  { value: '09', label: 'ไม่ระบุ/ไม่ทราบ' },
];
