import { BUDDHIST_ERA_OFFSET, THAI_WEEKDAY_ABBREVIATIONS, daysOfMonth, formatThaiLongDate, weekdayOf, type NamedDate } from '@hospital/rules';

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
  /** Issue 32 item 4: the last month the arrows go to (the booking horizon's). */
  maxMonth?: { year: number; month: number };
}

/**
 * The month calendar of the booking page (care-services §5): Buddhist-era header, holidays and
 * disabled dates in red with their names, days the rules refuse greyed, the chosen day marked.
 */
export function MonthPicker({ year, month, onMonth, selected, red, problemOf, onSelect, onRed, onUnavailable, minMonth, maxMonth }: MonthPickerProps) {
  const days = daysOfMonth(year, month);
  const lead = weekdayOf(days[0]);
  const redOf = new Map(red.map((d) => [d.date, d]));
  const atMin = year * 12 + month <= minMonth.year * 12 + minMonth.month;
  const atMax = maxMonth !== undefined && year * 12 + month >= maxMonth.year * 12 + maxMonth.month;
  const step = (delta: number) => {
    const index = year * 12 + (month - 1) + delta;
    onMonth(Math.floor(index / 12), (index % 12) + 1);
  };
  const monthKey = `${year}-${String(month).padStart(2, '0')}`;
  const monthRed = red.filter((d) => d.date.startsWith(monthKey)).sort((a, b) => a.date.localeCompare(b.date));
  return (
    <div className="month-picker" data-testid="month-picker">
      <div className="month-picker-header">
        <button type="button" className="btn btn-light" onClick={() => step(-1)} disabled={atMin} aria-label="เดือนก่อนหน้า" data-testid="month-prev">
          ‹
        </button>
        <strong data-testid="month-title">
          {THAI_MONTHS[month - 1]} {year + BUDDHIST_ERA_OFFSET}
        </strong>
        <button type="button" className="btn btn-light" onClick={() => step(1)} disabled={atMax} aria-label="เดือนถัดไป" data-testid="month-next">
          ›
        </button>
      </div>
      {/* A real table (issue 16, the route walk's ARIA findings): weekday headers over weeks of day
          buttons, each named with its whole Thai date and why it cannot be chosen. */}
      <table className="month-grid">
        <thead>
          <tr>
            {/* Issue 16 item 5: the shared abbreviations, not the names' first two letters. */}
            {THAI_WEEKDAY_ABBREVIATIONS.map((w) => (
              <th key={w} scope="col" className="month-weekday" role="columnheader">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(lead, days).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={`pad${column}`} />;
                const redDay = redOf.get(date);
                const problem = redDay ? null : problemOf(date);
                const classes = ['month-day', redDay && 'is-red', problem && 'is-unavailable', selected === date && 'is-selected'].filter(Boolean).join(' ');
                const why = redDay?.name ?? problem;
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={classes}
                      data-testid={`day-${date}`}
                      aria-pressed={selected === date}
                      aria-label={why ? `${formatThaiLongDate(date)} (${why})` : formatThaiLongDate(date)}
                      title={why ?? undefined}
                      onClick={() => (redDay ? onRed(redDay) : problem ? onUnavailable(date, problem) : onSelect(date))}
                    >
                      <span className="month-day-number">{Number(date.slice(8))}</span>
                      {redDay && <span className="month-day-name">{redDay.name}</span>}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* Issue 35 item 2: the month's holidays and closed days named whole (a cell at 390 px holds three short lines). */}
      {monthRed.length > 0 && (
        <ul className="month-red-list" data-testid="month-red-list">
          {monthRed.map((d, i) => (
            <li key={`${d.date}-${i}`}>
              {Number(d.date.slice(8))} {THAI_MONTHS[month - 1]}: {d.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The month's days in rows of seven, Sunday first, with empty cells before the 1st and after the last. */
function weeksOf(lead: number, days: readonly string[]): (string | null)[][] {
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
