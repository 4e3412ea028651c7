import { useEffect, useState } from 'react';
import { FLOW_STATUS_NAMES, formatThaiAppointment, type FlowStatus } from '@hospital/rules';

/** A keyword that settles 300 ms after the last keystroke (one request per pause, not per key). */
export function useSettledText(initial = ''): [string, string, (v: string) => void] {
  const [text, setText] = useState(initial);
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, settled, setText];
}

/** The date picker: empty means every date. The Buddhist-era date is shown beside it. */
export function DateFilter({ date, onChange, today }: { date: string | null; onChange: (d: string | null) => void; today: string }) {
  return (
    <label>
      วันที่นัดหมาย
      <input type="date" data-testid="board-filter-date" value={date ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} />
      <span className="board-date-text" data-testid="board-filter-date-text">
        {date ? formatThaiAppointment(date) : 'ทุกวัน'}
        {date !== today && (
          <>
            {' · '}
            <button type="button" className="link-button" data-testid="board-filter-today" onClick={() => onChange(today)}>
              วันนี้
            </button>
          </>
        )}
      </span>
    </label>
  );
}

export function StatusFilter({ statuses, value, onChange }: { statuses: readonly FlowStatus[]; value: FlowStatus | null; onChange: (s: FlowStatus | null) => void }) {
  return (
    <label>
      สถานะ
      <select data-testid="board-filter-status" value={value === null ? 'all' : String(value)} onChange={(e) => onChange(e.target.value === 'all' ? null : (Number(e.target.value) as FlowStatus))}>
        <option value="all">ทุกสถานะ</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {FLOW_STATUS_NAMES[s]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function KeywordFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <label>
      ค้นหา
      <input type="search" data-testid="board-filter-keyword" placeholder="ชื่อ, HN, เบอร์โทร, เลขบัตรประชาชน" value={value} maxLength={100} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** One badge per status: its count; pressing it filters on it (again: all statuses). */
export function StatusCounts({ statuses, counts, value, onChange }: { statuses: readonly FlowStatus[]; counts: Record<string, number> | undefined; value: FlowStatus | null; onChange: (s: FlowStatus | null) => void }) {
  return (
    <div className="board-counts" data-testid="board-counts">
      {statuses.map((s) => {
        const n = counts?.[String(s)] ?? 0;
        return (
          <button key={s} type="button" className="board-count" aria-pressed={value === s} data-testid={`board-count-${s}`} data-count={n} onClick={() => onChange(value === s ? null : s)}>
            {FLOW_STATUS_NAMES[s]}
            <span className={n === 0 ? 'board-count-n zero' : 'board-count-n'}>{n}</span>
          </button>
        );
      })}
    </div>
  );
}
