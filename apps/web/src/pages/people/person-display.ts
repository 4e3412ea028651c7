import { RELATION_LABELS, type CaregiverLinkState, type PersonEntry } from '@hospital/contracts';
import { formatThaiLongDate } from '@hospital/rules';

/** Titles a full name may begin with, longest first ('นางสาว' before 'นาง'). */
const TITLES = ['เด็กหญิง', 'เด็กชาย', 'นางสาว', 'ด.ญ.', 'ด.ช.', 'น.ส.', 'นาย', 'นาง', 'Miss', 'Mrs.', 'Mr.', 'Ms.'];
/** Thai vowels written before their consonant: the initial is the consonant after them. */
const LEADING_VOWELS = /^[เแโใไ]+/;

/** The initial shown in the switcher's circle (issue 33 item 2): the first letter of the first name. */
export function personInitial(fullName: string): string {
  let name = fullName.trim();
  const title = TITLES.find((t) => name.startsWith(t));
  if (title && name.length > title.length) name = name.slice(title.length).trim();
  name = name.replace(LEADING_VOWELS, '');
  return Array.from(name)[0]?.toUpperCase() ?? '?';
}

/** How a link's state reads ('รอยืนยัน' for a pending adult). */
export const STATE_LABELS: Record<CaregiverLinkState, string> = {
  active: 'ดูแลอยู่',
  pending: 'รอยืนยัน',
  ended: 'สิ้นสุดแล้ว',
};

/** 'บุตร · ดูแลได้ถึง 1 พฤษภาคม 2579' : the relation and, for a child, the day the link ends (Buddhist era). */
export function relationLine(p: Pick<PersonEntry, 'relation' | 'until'>): string {
  const relation = RELATION_LABELS[p.relation];
  return p.until ? `${relation} · ดูแลได้ถึง ${formatThaiLongDate(p.until)}` : relation;
}

/** The full address of a pending adult's agree path, for the copy button and the QR. */
export function agreeUrl(agreePath: string): string {
  return new URL(agreePath, window.location.origin).toString();
}
