import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BUDDHIST_ERA_OFFSET, THAI_MONTH_NAMES, THAI_WEEKDAY_ABBREVIATIONS, bangkokDateKey, formatThaiAppointment, formatThaiDateInput, parseThaiDateInput } from '@hospital/rules';
import './thai-date-input.css';

export interface ThaiDateInputProps {
  /** The calendar date, YYYY-MM-DD ('' for none). */
  value: string;
  /** A new date, YYYY-MM-DD, or '' when the person emptied the field. */
  onChange(value: string): void;
  /** What the date is ('วันที่นัดหมาย'): the input's and the calendar button's accessible names. */
  label: string;
  /** On the <input>; the calendar button is `${testId}-calendar`. */
  testId?: string;
  id?: string;
  /** On the wrapper, and on the <input> (e.g. the forms' 'form-control'). */
  className?: string;
  inputClassName?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const keyOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** The day `delta` days (or months) from `date`, as YYYY-MM-DD (month steps keep the day within the month). */
function shift(date: string, delta: number, unit: 'day' | 'month'): string {
  const [y, m, d] = date.split('-').map(Number);
  if (unit === 'day') {
    const t = new Date(Date.UTC(y, m - 1, d + delta));
    return keyOf(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  }
  const index = y * 12 + (m - 1) + delta;
  const [ny, nm] = [Math.floor(index / 12), (index % 12) + 1];
  return keyOf(ny, nm, Math.min(d, daysIn(ny, nm)));
}

/**
 * Issue 16 item 6: the one date input of the staff pages — shows and takes 'DD/MM/BBBB' (day,
 * month, Buddhist-era year; an ISO date typed is read too), with a calendar popover headed by
 * the shared weekday abbreviations. Keyboard: type the date; or open the calendar, move with the
 * arrows (a day, a week), PageUp/PageDown (a month), Enter to choose, Escape to close. The code
 * gets YYYY-MM-DD. A date the page refuses leaves the field on the date it keeps.
 */
export function ThaiDateInput({ value, onChange, label, testId, id, className, inputClassName }: ThaiDateInputProps) {
  const ownId = useId();
  const inputId = id ?? `thai-date-${ownId}`;
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState(value || bangkokDateKey());
  const wrapper = useRef<HTMLSpanElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  // A layout effect: the focus is on the new day before the next key is read (ArrowRight then
  // Enter at once chooses the day moved to, on Preact's compat layer as on React).
  useLayoutEffect(() => {
    if (open) grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDay}"]`)?.focus();
  }, [open, focusDay]);

  const typed = (text: string) => {
    if (text.trim() === '') {
      setDraft(null);
      onChange('');
      return;
    }
    const date = parseThaiDateInput(text);
    if (date === null) return setDraft(text);
    setDraft(null);
    onChange(date);
  };

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const choose = (date: string) => {
    setDraft(null);
    onChange(date);
    close();
  };
  const onGridKey = (e: KeyboardEvent) => {
    const moves: Record<string, [number, 'day' | 'month']> = {
      ArrowLeft: [-1, 'day'],
      ArrowRight: [1, 'day'],
      ArrowUp: [-7, 'day'],
      ArrowDown: [7, 'day'],
      PageUp: [-1, 'month'],
      PageDown: [1, 'month'],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      setFocusDay((d) => shift(d, ...move));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  const [year, month] = focusDay.split('-').map(Number);
  const lead = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: daysIn(year, month) }, (_, i) => keyOf(year, month, i + 1))];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const today = bangkokDateKey();

  return (
    <span className={`thai-date ${className ?? ''}`} ref={wrapper}>
      <input
        id={inputId}
        className={inputClassName}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="วว/ดด/ปปปป"
        aria-label={label}
        data-testid={testId}
        data-value={value}
        value={draft ?? formatThaiDateInput(value)}
        onChange={(e) => typed(e.target.value)}
        onBlur={() => setDraft(null)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && e.altKey) {
            e.preventDefault();
            setFocusDay(value || today);
            setOpen(true);
          }
        }}
      />
      <button
        ref={toggle}
        type="button"
        className="thai-date-toggle"
        aria-label={`เลือก${label}จากปฏิทิน`}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid={testId && `${testId}-calendar`}
        onClick={() => {
          setFocusDay(value || today);
          setOpen((o) => !o);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      {open && (
        // preventDefault: a click inside the popover never activates an enclosing <label>.
        <div className="thai-date-popover" role="dialog" aria-label={label} data-testid="thai-date-popover" onClick={(e) => e.preventDefault()}>
          <div className="thai-date-header">
            <button type="button" aria-label="เดือนก่อนหน้า" onClick={() => setFocusDay((d) => shift(d, -1, 'month'))}>
              ‹
            </button>
            <strong aria-live="polite">
              {THAI_MONTH_NAMES[month - 1]} {year + BUDDHIST_ERA_OFFSET}
            </strong>
            <button type="button" aria-label="เดือนถัดไป" onClick={() => setFocusDay((d) => shift(d, 1, 'month'))}>
              ›
            </button>
          </div>
          <table className="thai-date-grid" ref={grid} onKeyDown={onGridKey}>
            <thead>
              <tr>
                {THAI_WEEKDAY_ABBREVIATIONS.map((w) => (
                  <th key={w} scope="col" role="columnheader">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, w) => (
                <tr key={w}>
                  {week.map((date, i) => (
                    <td key={date ?? `pad${w}-${i}`}>
                      {date && (
                        <button
                          type="button"
                          data-date={date}
                          tabIndex={date === focusDay ? 0 : -1}
                          aria-label={formatThaiAppointment(date)}
                          aria-pressed={date === value}
                          className={[date === value && 'is-selected', date === today && 'is-today'].filter(Boolean).join(' ') || undefined}
                          onClick={() => choose(date)}
                        >
                          {Number(date.slice(8))}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </span>
  );
}
