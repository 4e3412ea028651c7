import { useState } from 'react';
import type { LineMessage } from '@hospital/contracts';
import { formatThaiShortDateTime } from '@hospital/rules';
import { useLineMessages } from '../../api/line-messages';
import './line-messages.css';

const KIND_TEXT: Record<LineMessage['kind'], string> = { push: 'ส่งถึงผู้ป่วย', reply: 'ตอบในแชต' };

/**
 * Issue 31 item 5, delivery you can see: the person's last messages on LINE (newest first, at
 * most 50) with what each was about and what became of it, collapsed until staff open it (read
 * only then). On the patient's profile for staff and on the case page.
 */
export function LineMessagesPanel({ userID }: { userID: string }) {
  const [open, setOpen] = useState(false);
  const query = useLineMessages(userID, open);
  return (
    <details className="card line-messages" data-testid="line-messages" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <h2 className="line-messages-title">ข้อความทาง LINE</h2>
      </summary>
      {open && query.isPending && <p className="muted">กำลังโหลดข้อมูล…</p>}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {query.error.message}
        </div>
      )}
      {query.data && query.data.data.length === 0 && <p className="muted" data-testid="line-messages-empty">ยังไม่มีข้อความทาง LINE</p>}
      {query.data && query.data.data.length > 0 && (
        <div className="table-wrap">
          <table className="table table-cards" data-testid="line-messages-table">
            <thead>
              <tr>
                <th>เวลา</th>
                <th>เรื่อง</th>
                <th>ช่องทาง</th>
                <th>ผล</th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((m, i) => (
                <tr key={`${m.at}-${i}`} data-testid="line-message" data-result={m.result}>
                  <td data-label="เวลา">{formatThaiShortDateTime(m.at)}</td>
                  <td className="table-cards-title">{m.about}</td>
                  <td data-label="ช่องทาง">{KIND_TEXT[m.kind]}</td>
                  <td data-label="ผล">
                    <span className={m.result === 'sent' ? 'badge badge-success' : 'badge badge-danger'}>{m.resultText}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
