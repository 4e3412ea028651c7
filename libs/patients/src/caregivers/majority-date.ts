import { AGE_OF_MAJORITY } from '@hospital/contracts';

/**
 * Issue 33 item 1: the day a child's link ends, the 20th birthday (YYYY-MM-DD). A 29 February
 * birthday comes on 1 March in a common year, as libs/rules wholeYearsOn counts it, so the link
 * ends on the first day isUnderAgeOfMajority is false.
 */
export function majorityDate(birthDate: string): string {
  const [y, m, d] = birthDate.slice(0, 10).split('-').map(Number);
  const year = y + AGE_OF_MAJORITY;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (m === 2 && d === 29 && !leap) return `${year}-03-01`;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
