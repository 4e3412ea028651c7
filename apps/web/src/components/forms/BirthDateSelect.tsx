import { useEffect, useMemo, useState } from 'react';
import { birthYearOptions } from '@hospital/rules';

/** Thai month names, January first (accounts §2 birth date: day, month, year in Buddhist era). */
export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

interface Parts {
  day: string;
  month: string;
  year: string;
}

const EMPTY: Parts = { day: '', month: '', year: '' };

function pad(n: string | number): string {
  return String(n).padStart(2, '0');
}

/** Parts of a 'YYYY-MM-DD' value (Gregorian); empty parts for anything else. */
function split(value: string): Parts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return EMPTY;
  return { year: String(Number(m[1])), month: String(Number(m[2])), day: String(Number(m[3])) };
}

/** True when day/month/year name a real calendar date (31 February is not). */
function isRealDate(p: Parts): boolean {
  const [y, mo, d] = [Number(p.year), Number(p.month), Number(p.day)];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD' when all three parts are chosen and form a real date, else ''. */
function compose(p: Parts): string {
  if (!p.day || !p.month || !p.year || !isRealDate(p)) return '';
  return `${p.year.padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`;
}

export interface BirthDateSelectProps {
  /** 'YYYY-MM-DD' (Gregorian) or ''. */
  value: string;
  /** Called with 'YYYY-MM-DD' once day, month and year form a real date; '' otherwise. */
  onChange: (value: string) => void;
  /** Show the invalid style (e.g. required and empty after a submit attempt). */
  invalid?: boolean;
  /** Prefix of the three select ids / test ids: `${idPrefix}-day`, `-month`, `-year`. */
  idPrefix?: string;
  disabled?: boolean;
  /** Issue 16 item 1: the id of the in-place message the three selects are described by. */
  describedBy?: string;
}

/**
 * Birth date as three selects (accounts §2, §9): day 1–31, month by Thai name, year in the
 * Buddhist era from this year back 100. Emits '' until all three are chosen and real.
 */
export function BirthDateSelect({ value, onChange, invalid, idPrefix = 'birthDate', disabled, describedBy }: BirthDateSelectProps) {
  const [parts, setParts] = useState<Parts>(() => split(value));
  const years = useMemo(() => birthYearOptions(), []);

  // Follow the parent when it sets a value other than the one these selects compose.
  useEffect(() => {
    setParts((current) => (compose(current) === (value ?? '') ? current : split(value)));
  }, [value]);

  const complete = Boolean(parts.day && parts.month && parts.year);
  const impossible = complete && !isRealDate(parts);
  const showInvalid = Boolean(invalid) || impossible;

  function set(part: keyof Parts, v: string) {
    const next = { ...parts, [part]: v };
    setParts(next);
    const composed = compose(next);
    if (composed !== (value ?? '')) onChange(composed);
  }

  const cls = `form-select birth-select${showInvalid ? ' is-invalid' : ''}`;
  return (
    <div className="birth-date-select" data-testid={idPrefix} data-invalid={showInvalid || undefined}>
      <select
        id={`${idPrefix}-day`}
        data-testid={`${idPrefix}-day`}
        aria-label="วันที่"
        className={cls}
        aria-invalid={showInvalid || undefined}
        aria-describedby={describedBy}
        value={parts.day}
        disabled={disabled}
        onChange={(e) => set('day', e.target.value)}
      >
        <option value="">วัน</option>
        {DAYS.map((d) => (
          <option key={d} value={String(d)}>
            {d}
          </option>
        ))}
      </select>
      <select
        id={`${idPrefix}-month`}
        data-testid={`${idPrefix}-month`}
        aria-label="เดือน"
        className={cls}
        aria-invalid={showInvalid || undefined}
        aria-describedby={describedBy}
        value={parts.month}
        disabled={disabled}
        onChange={(e) => set('month', e.target.value)}
      >
        <option value="">เดือน</option>
        {THAI_MONTHS.map((name, i) => (
          <option key={name} value={String(i + 1)}>
            {name}
          </option>
        ))}
      </select>
      <select
        id={`${idPrefix}-year`}
        data-testid={`${idPrefix}-year`}
        aria-label="ปี พ.ศ."
        className={cls}
        aria-invalid={showInvalid || undefined}
        aria-describedby={describedBy}
        value={parts.year}
        disabled={disabled}
        onChange={(e) => set('year', e.target.value)}
      >
        <option value="">ปี พ.ศ.</option>
        {years.map((y) => (
          <option key={y.value} value={String(y.value)}>
            {y.label}
          </option>
        ))}
      </select>
    </div>
  );
}
