import type { AuditLogRow } from '@hospital/contracts';
import { accessLogCountText, formatThaiShortDateTime } from '@hospital/rules';

/**
 * Issue 14 item 5: the audit rows, newest first; cards on a phone (styles.css .table-cards, issue 16 item 4).
 * Issue 35 item 2: repeated reads are one line, 'ดู 12 ครั้ง · 09:00–09:04'.
 */
export function AuditTable({ rows }: { rows: AuditLogRow[] }) {
  return (
    <div className="table-wrap">
      <table className="table table-cards report-cases" data-testid="audit-table">
        <thead>
          <tr>
            <th>เวลา</th>
            <th>ผู้ใช้งาน</th>
            <th>การใช้งาน</th>
            <th>ผู้ป่วย</th>
            <th>จากที่ใด</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="audit-row" data-action={row.action} data-actor-id={row.actorID ?? ''} data-patient-id={row.patientID ?? ''}>
              <td data-label="เวลา">{formatThaiShortDateTime(row.firstAt)}</td>
              <td data-label="ผู้ใช้งาน">
                {row.actorName ?? row.login ?? '—'}
                {row.actorRole && <span className="muted"> ({row.actorRole})</span>}
              </td>
              <td data-label="การใช้งาน">
                {row.actionName}
                {!row.success && <span className="badge badge-danger"> ไม่สำเร็จ</span>}
                {row.count > 1 && (
                  <div className="muted" data-testid="audit-row-count">
                    {accessLogCountText(row.count, row.firstAt, row.at)}
                  </div>
                )}
              </td>
              <td data-label="ผู้ป่วย">{row.patientName ? `${row.patientName}${row.patientHN ? ` (HN ${row.patientHN})` : ''}` : '—'}</td>
              <td data-label="จากที่ใด" className="mono" title={row.userAgent ?? undefined}>
                {row.ip ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
