import { timingSafeEqual } from 'node:crypto';

/** A query parameter as one string ('' when missing or repeated). */
export const one = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Equal texts, compared in constant time. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
