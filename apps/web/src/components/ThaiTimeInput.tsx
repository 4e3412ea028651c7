import { useState } from 'react';
import { joinDateTimeValue, parseThaiTimeInput, splitDateTimeValue } from '@hospital/rules';
import { ThaiDateInput } from './ThaiDateInput';

export interface ThaiTimeInputProps {
  /** 'HH:mm' (24-hour), or '' for none. */
  value: string;
  onChange(value: string): void;
  /** The input's accessible name ('เวลานัด'). */
  label: string;
  testId?: string;
  id?: string;
  inputClassName?: string;
}

/**
 * Issue 35 item 2: the one time input of the product — 24-hour 'HH:mm' whatever the browser's
 * language (an <input type="time"> shows '01:00 PM' in an English browser). Takes '13:05',
 * '13.05' or '1305'; a time it cannot read stays typed and changes nothing.
 */
export function ThaiTimeInput({ value, onChange, label, testId, id, inputClassName }: ThaiTimeInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const typed = (text: string) => {
    if (text.trim() === '') {
      setDraft(null);
      onChange('');
      return;
    }
    const time = parseThaiTimeInput(text);
    setDraft(text);
    if (time !== null) onChange(time);
  };
  return (
    <input
      id={id}
      className={`thai-time ${inputClassName ?? ''}`}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="ชช:นน"
      aria-label={label}
      data-testid={testId}
      data-value={value}
      value={draft ?? value}
      onChange={(e) => typed(e.target.value)}
      onBlur={() => setDraft(null)}
    />
  );
}

/**
 * Issue 35 item 2: a day and a time ('YYYY-MM-DDTHH:mm', Bangkok) as the Thai inputs take them —
 * the Buddhist-era date input and the 24-hour time — instead of a datetime-local, which shows
 * the browser's Gregorian 'MM/DD/YYYY, hh:mm AM'.
 */
export function ThaiDateTimeInput({ value, onChange, label, testId, id }: { value: string; onChange(value: string): void; label: string; testId?: string; id?: string }) {
  const parts = splitDateTimeValue(value);
  // A time typed before the day is kept here until the day comes (the value needs both).
  const [pendingTime, setPendingTime] = useState('');
  const date = parts.date;
  const time = parts.time || pendingTime;
  const setTime = (t: string) => (date ? onChange(joinDateTimeValue(date, t)) : setPendingTime(t));
  return (
    <span className="thai-date-time" data-testid={testId} data-value={value}>
      <ThaiDateInput id={id} label={`${label} (วันที่)`} inputClassName="form-control" value={date} onChange={(d) => onChange(joinDateTimeValue(d, time))} testId={testId && `${testId}-date`} />
      <ThaiTimeInput label={`${label} (เวลา)`} inputClassName="form-control" value={time} onChange={setTime} testId={testId && `${testId}-time`} />
    </span>
  );
}
