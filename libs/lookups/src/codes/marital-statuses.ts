/*
 * Marital status (สถานะสมรส) codes of the MOPH 43-file standard (PERSON.MSTATUS, 1 digit).
 * Code 2 (คู่, married) is the one the forms test to show the spouse section (accounts §4, §9).
 *
 * Source: the `cmstatus` lookup table of DHDC, the provincial 43-file data centre (dump of
 * 2017-01-15), cross-checked against `r_rp1853_marriage` of the Hospital OS standard-report
 * upgrade script: same seven codes and meanings in both. Label of 3 spelled หม้าย (the
 * standard spelling, as Hospital OS has it; DHDC writes ม่าย); 4 and 5 spelled out (หย่า,
 * แยกกันอยู่) where the sources abbreviate แยก.
 */
import type { Option } from '@hospital/contracts';

export const MARITAL_STATUSES: readonly Option[] = [
  { value: '1', label: 'โสด' },
  { value: '2', label: 'คู่' },
  { value: '3', label: 'หม้าย' },
  { value: '4', label: 'หย่า' },
  { value: '5', label: 'แยกกันอยู่' },
  { value: '6', label: 'สมณะ' },
  { value: '9', label: 'ไม่ทราบ' },
];
