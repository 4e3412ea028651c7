import { useEffect, useState } from 'react';
import { FLOW_STATUS_NAMES, formatThaiAppointment, type FlowStatus } from '@hospital/rules';
import { ThaiDateInput } from '../../components/ThaiDateInput';

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

/** The date picker (issue 16 item 6: the Thai date input, Buddhist era): empty means every date. The long date is shown beside it. */
export function DateFilter({ date, onChange, today }: { date: string | null; onChange: (d: string | null) => void; today: string }) {
  return (
    <label>
      วันที่นัดหมาย
      <ThaiDateInput label="วันที่นัดหมาย" testId="board-filter-date" value={date ?? ''} onChange={(d) => onChange(d === '' ? null : d)} />
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

/** The name of a flow status (the telemedicine boards' statuses, the default). */
const flowStatusName = (s: number) => FLOW_STATUS_NAMES[s as FlowStatus];

/** The status select: 'all' or one status. `nameOf` names a status (flow statuses by default; the booking board's its own). */
export function StatusFilter<S extends number>({
  statuses,
  value,
  onChange,
  nameOf = flowStatusName,
  testId = 'board-filter-status',
}: {
  statuses: readonly S[];
  value: S | null;
  onChange: (s: S | null) => void;
  nameOf?: (s: S) => string;
  testId?: string;
}) {
  return (
    <label>
      สถานะ
      <select data-testid={testId} value={value === null ? 'all' : String(value)} onChange={(e) => onChange(e.target.value === 'all' ? null : (Number(e.target.value) as S))}>
        <option value="all">ทุกสถานะ</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {nameOf(s)}
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

/**
 * One badge per status: its count; pressing it filters on it (again: all statuses). Test ids
 * `${testId}-counts` and `${testId}-count-<status>`.
 */
export function StatusCounts<S extends number>({
  statuses,
  counts,
  value,
  onChange,
  nameOf = flowStatusName,
  testId = 'board',
}: {
  statuses: readonly S[];
  counts: Record<string, number> | undefined;
  value: S | null;
  onChange: (s: S | null) => void;
  nameOf?: (s: S) => string;
  testId?: string;
}) {
  return (
    <div className="board-counts" data-testid={`${testId}-counts`}>
      {statuses.map((s) => {
        const n = counts?.[String(s)] ?? 0;
        return (
          <button key={s} type="button" className="board-count" aria-pressed={value === s} data-testid={`${testId}-count-${s}`} data-count={n} onClick={() => onChange(value === s ? null : s)}>
            {nameOf(s)}
            <span className={n === 0 ? 'board-count-n zero' : 'board-count-n'}>{n}</span>
          </button>
        );
      })}
    </div>
  );
}

/** Under the filters of a board: the load error, 'loading', or the empty text when the day has no row. */
export function BoardLoadState({ query, empty, emptyText }: { query: { isError: boolean; error: Error | null; isPending: boolean; data: unknown }; empty: boolean; emptyText: string }) {
  return (
    <>
      {query.isError && (
        <div className="alert alert-danger" role="alert" data-testid="board-error">
          {query.error?.message}
        </div>
      )}
      {query.isPending && <p className="muted">กำลังโหลดข้อมูล…</p>}
      {query.data !== undefined && empty && (
        <p className="muted" data-testid="board-empty">
          {emptyText}
        </p>
      )}
    </>
  );
}
