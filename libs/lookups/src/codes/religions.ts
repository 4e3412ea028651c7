/*
 * Religion (ศาสนา) codes of the MOPH 43-file standard (PERSON.RELIGION, 2 digits).
 *
 * Source: the `creligion` lookup table (id_religion, religion, detail) of DHDC, the
 * provincial 43-file data centre (dump of 2017-01-15): 01-09, 00 and 99, all shipped.
 * Labels: the religion without the word ศาสนา the source puts before each name; order as in
 * the source (01-09, then 00 and 99).
 */
import type { Option } from '@hospital/contracts';

export const RELIGIONS: readonly Option[] = [
  { value: '01', label: 'พุทธ' },
  { value: '02', label: 'อิสลาม' },
  { value: '03', label: 'คริสต์' },
  { value: '04', label: 'พราหมณ์-ฮินดู' },
  { value: '05', label: 'ซิกข์' },
  { value: '06', label: 'ยิว' },
  { value: '07', label: 'เชน' },
  { value: '08', label: 'โซโรอัสเตอร์' },
  { value: '09', label: 'บาไฮ' },
  { value: '00', label: 'ไม่นับถือศาสนา' },
  { value: '99', label: 'ไม่ระบุ' },
];
