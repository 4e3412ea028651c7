import { useState } from 'react';
import { accessLogCountText, formatThaiShortDateTime } from '@hospital/rules';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { ACCESS_LOG_PAGE, useAccessLog } from '../../api/privacy';

/**
 * Issue 15 item 4: who read or changed the person's data, newest first, Buddhist-era dates.
 * Issue 35 item 2: repeated reads are one line, 'ดู 12 ครั้ง · 09:00–09:04'.
 */
export function AccessLogList() {
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  if (log.isLoading) return <Spinner label="กำลังโหลดข้อมูล" />;
  if (log.error) return <p className="alert alert-danger" role="alert">{log.error.message}</p>;
  const entries = log.data?.data ?? [];
  if (entries.length === 0) return <p className="muted" data-testid="access-log-empty">ยังไม่มีเจ้าหน้าที่เข้าดูหรือแก้ไขข้อมูลของท่าน</p>;
  return (
    <>
      <ol className="privacy-list access-log" data-testid="access-log">
        {entries.map((e, i) => (
          <li key={`${e.at}-${i}`} className="access-log-entry" data-testid="access-log-entry">
            <span className="access-log-when">{formatThaiShortDateTime(e.firstAt)}</span>
            <strong>
              {e.role}
              {e.staffName ? ` (${e.staffName})` : ''}
            </strong>
            <span>{e.action}</span>
            {e.count > 1 && (
              <span className="access-log-count" data-testid="access-log-count">
                {accessLogCountText(e.count, e.firstAt, e.at)}
              </span>
            )}
            <span className="muted small">ที่: {e.where}</span>
          </li>
        ))}
      </ol>
      <Pager pageNumber={page} shownPage={log.data!.pageNumber} totalCount={log.data!.totalCount} pageSize={ACCESS_LOG_PAGE} onPage={setPage} testId="access-log" />
    </>
  );
}
