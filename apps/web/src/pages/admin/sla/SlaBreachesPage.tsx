import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatThaiLongDate, formatThaiShortDateTime } from '@hospital/rules';
import { fetchSlaBreaches } from '../../../api/admin';
import { ThaiDateInput } from '../../../components/ThaiDateInput';
import { useRoom } from '../../../realtime/useRoom';
import { caseLink } from '../../board/BoardTable';
import { AdminSlaFrame } from './AdminSlaFrame';
import './sla.css';

const KEY = ['admin', 'slaBreaches'] as const;

/**
 * /admin/sla/breaches (issue 14 item 2): the cases that went past their SLA on a day (today by
 * default), newest first, each opening the case. Live: Admin's board room refetches it when a
 * breach is found.
 */
export function SlaBreachesPage() {
  // null: today on the server's clock (the answer says which day that is).
  const [chosen, setChosen] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...KEY, chosen],
    queryFn: () => fetchSlaBreaches(chosen),
  });
  const date = chosen ?? query.data?.date ?? '';
  useRoom('board:admin', [KEY]);
  const rows = query.data?.data ?? [];

  return (
    <AdminSlaFrame title="เคสที่เกินเวลาที่กำหนด">
      <section className="container grid" data-testid="sla-breaches">
        <div className="card">
          <div className="card-header sla-breaches-header">
            <h2>เคสที่เกินเวลาที่กำหนด {date && formatThaiLongDate(`${date}T12:00:00+07:00`)}</h2>
            {/* Issue 35 item 2: the day in Buddhist era, whatever the browser's language. */}
            <div className="header-actions sla-breaches-day">
              <span aria-hidden="true">วันที่</span>
              <ThaiDateInput label="วันที่" value={date} onChange={(d) => d && setChosen(d)} testId="sla-breaches-date" />
            </div>
          </div>
          {query.isError && (
            <div className="alert alert-danger" role="alert">
              {(query.error as Error).message}
            </div>
          )}
          {query.isSuccess && rows.length === 0 && (
            <p className="muted" data-testid="sla-breaches-empty">
              ไม่มีเคสที่เกินเวลาที่กำหนดในวันนี้
            </p>
          )}
          {rows.length > 0 && (
            <div className="table-wrap">
              <table className="table table-cards" data-testid="sla-breaches-table">
                <thead>
                  <tr>
                    <th>พบเมื่อ</th>
                    <th>ผู้ป่วย</th>
                    <th>HN</th>
                    <th>สถานะที่เกินเวลา</th>
                    <th>เข้าสถานะเมื่อ</th>
                    <th>ครบกำหนด</th>
                    <th>เวลาที่กำหนด</th>
                    <th>ตอนนี้</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((b) => (
                    <tr key={b.breachID} data-testid={`sla-breach-${b.teleID}`}>
                      <td data-label="พบเมื่อ">{formatThaiShortDateTime(b.foundAt)}</td>
                      <td className="table-cards-title">
                        <Link to={caseLink(b)}>{b.fullName}</Link>
                      </td>
                      <td className="mono" data-label="HN">{b.hn ?? '-'}</td>
                      <td data-label="สถานะที่เกินเวลา">{b.flowStatusName}</td>
                      <td data-label="เข้าสถานะเมื่อ">{formatThaiShortDateTime(b.statusSince)}</td>
                      <td data-label="ครบกำหนด">{formatThaiShortDateTime(b.dueAt)}</td>
                      <td data-label="เวลาที่กำหนด">{b.limitText}</td>
                      <td data-label="ตอนนี้">{b.resolved ? <span className="badge">ดำเนินการต่อแล้ว</span> : <span className="badge badge-danger">ยังรออยู่</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>
    </AdminSlaFrame>
  );
}
