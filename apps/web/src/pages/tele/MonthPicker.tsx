import { BUDDHIST_ERA_OFFSET, THAI_WEEKDAY_ABBREVIATIONS, daysOfMonth, weekdayOf, type NamedDate } from '@hospital/rules';

export const THAI_MONTHS = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];

export interface MonthPickerProps {
  year: number;
  /** 1–12 */
  month: number;
  onMonth(year: number, month: number): void;
  selected: string | null;
  /** Holidays and disabled dates of the month: shown red with their names (§5). */
  red: readonly NamedDate[];
  /** Why a day cannot be chosen (past, closed weekday, cut-off), or null. */
  problemOf(date: string): string | null;
  /** A chosen day that may be booked. */
  onSelect(date: string): void;
  /** A red day: the holiday notice modal with its name. */
  onRed(day: NamedDate): void;
  /** A greyed day: why not. */
  onUnavailable(date: string, problem: string): void;
  /** The earliest month the arrows go back to. */
  minMonth: { year: number; month: number };
}

/**
 * The month calendar of the booking page (care-services §5): Buddhist-era header, holidays and
 * disabled dates in red with their names, days the rules refuse greyed, the chosen day marked.
 */
export function MonthPicker({ year, month, onMonth, selected, red, problemOf, onSelect, onRed, onUnavailable, minMonth }: MonthPickerProps) {
  const days = daysOfMonth(year, month);
  const lead = weekdayOf(days[0]);
  const redOf = new Map(red.map((d) => [d.date, d]));
  const atMin = year * 12 + month <= minMonth.year * 12 + minMonth.month;
  const step = (delta: number) => {
    const index = year * 12 + (month - 1) + delta;
    onMonth(Math.floor(index / 12), (index % 12) + 1);
  };
  return (
    <div className="month-picker" data-testid="month-picker">
      <div className="month-picker-header">
        <button type="button" className="btn btn-light" onClick={() => step(-1)} disabled={atMin} aria-label="เดือนก่อนหน้า" data-testid="month-prev">
          ‹
        </button>
        <strong data-testid="month-title">
          {THAI_MONTHS[month - 1]} {year + BUDDHIST_ERA_OFFSET}
        </strong>
        <button type="button" className="btn btn-light" onClick={() => step(1)} aria-label="เดือนถัดไป" data-testid="month-next">
          ›
        </button>
      </div>
      <div className="month-grid" role="grid">
        {/* Issue 16 item 5: the shared abbreviations, not the names' first two letters. */}
        {THAI_WEEKDAY_ABBREVIATIONS.map((w) => (
          <div key={w} className="month-weekday" role="columnheader">
            {w}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`pad${i}`} />
        ))}
        {days.map((date) => {
          const redDay = redOf.get(date);
          const problem = redDay ? null : problemOf(date);
          const classes = ['month-day', redDay && 'is-red', problem && 'is-unavailable', selected === date && 'is-selected'].filter(Boolean).join(' ');
          return (
            <button
              key={date}
              type="button"
              className={classes}
              data-testid={`day-${date}`}
              aria-pressed={selected === date}
              title={redDay?.name ?? problem ?? undefined}
              onClick={() => (redDay ? onRed(redDay) : problem ? onUnavailable(date, problem) : onSelect(date))}
            >
              <span className="month-day-number">{Number(date.slice(8))}</span>
              {redDay && <span className="month-day-name">{redDay.name}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
