// The person data ThaiD releases (accounts §3 "National digital ID data"), in ThaiD's claim
// names, and the check that a set of claims from the ID token or userinfo is complete.
import type { ThaidClaims } from '@hospital/contracts';
import { isValidNationalId } from '@hospital/rules';

export type { ThaidClaims };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** YYYY-MM-DD (Gregorian). A Buddhist-era year (≥ 2400) is converted. Null when not a date. */
function birthdateOf(value: unknown): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(value));
  if (!match) return null;
  const year = Number(match[1]) >= 2400 ? Number(match[1]) - 543 : Number(match[1]);
  const iso = `${String(year).padStart(4, '0')}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

function genderOf(value: unknown): 'male' | 'female' | null {
  const g = text(value).toLowerCase();
  if (['male', 'm', '1', 'ชาย'].includes(g)) return 'male';
  if (['female', 'f', '2', 'หญิง'].includes(g)) return 'female';
  return null;
}

function addressOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object') return text((value as { formatted?: unknown }).formatted);
  return '';
}

/**
 * The ThaiD claims out of a claim set, or the list of what is missing or malformed.
 * pid, the Thai names, birthdate and gender are required (registration needs them); titles,
 * English names and address are kept empty when ThaiD did not release them.
 */
export function readThaidClaims(source: Record<string, unknown>): { claims: ThaidClaims } | { missing: string[] } {
  const pid = text(source.pid);
  const birthdate = birthdateOf(source.birthdate);
  const gender = genderOf(source.gender);
  const claims = {
    pid,
    titleTh: text(source.titleTh),
    given_name: text(source.given_name),
    family_name: text(source.family_name),
    titleEn: text(source.titleEn),
    given_name_en: text(source.given_name_en),
    family_name_en: text(source.family_name_en),
    birthdate: birthdate ?? '',
    address: { formatted: addressOf(source.address) },
    gender: gender ?? 'male',
  };
  const missing: string[] = [];
  if (!isValidNationalId(pid)) missing.push('pid');
  if (!claims.given_name) missing.push('given_name');
  if (!claims.family_name) missing.push('family_name');
  if (!birthdate) missing.push('birthdate');
  if (!gender) missing.push('gender');
  return missing.length ? { missing } : { claims };
}
