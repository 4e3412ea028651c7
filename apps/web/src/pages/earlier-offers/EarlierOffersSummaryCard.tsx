import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bangkokDateKey } from '@hospital/rules';
import { fetchEarlierOffersSummary } from '../../api/earlier-offers';
import { ThaiDateInput } from '../../components/ThaiDateInput';

/** The first day of this Bangkok month ('YYYY-MM-01'). */
function monthStart(today: string): string {
  return `${today.slice(0, 8)}01`;
}

/** Issue 32 item 3: Admin's figures of the earlier-slot offers (sent, accepted, gone, expired, days gained) on /admin/calendar. */
export function EarlierOffersSummaryCard() {
  const today = bangkokDateKey(new Date());
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const summary = useQuery({ queryKey: ['earlier-offers-summary', from, to], queryFn: () => fetchEarlierOffersSummary(from, to) });
  const s = summary.data;
  const rows: Array<[string, string]> = s
    ? [
        ['ส่งข้อเสนอ', `${s.sent}`],
        ['รับคิว', `${s.accepted}${s.sent > 0 ? ` (${Math.round((s.accepted / s.sent) * 100)}%)` : ''}`],
        ['มีผู้รับไปแล้ว', `${s.gone}`],
        ['ไม่สนใจ', `${s.declined}`],
        ['หมดเวลา', `${s.expired}`],
        ['รอคำตอบ', `${s.open}`],
        ['จำนวนวันที่ได้พบเร็วขึ้น (รวม)', `${s.daysGainedSum} วัน`],
        ['จำนวนวันที่ได้พบเร็วขึ้น (มัธยฐาน)', s.daysGainedMedian === null ? '-' : `${s.daysGainedMedian} วัน`],
      ]
    : [];
  return (
    <div className="card" data-testid="earlier-offers-summary">
      <h2>ข้อเสนอคิวเร็วขึ้น</h2>
      <div className="d-flex flex-wrap gap-2 mb-2">
        {/* Issue 35 item 2: the days in Buddhist era, whatever the browser's language. */}
        <span className="d-flex gap-2">
          <span aria-hidden="true">ตั้งแต่</span>
          <ThaiDateInput label="ตั้งแต่วันที่" value={from} onChange={(d) => d && setFrom(d)} testId="earlier-offers-from" />
        </span>
        <span className="d-flex gap-2">
          <span aria-hidden="true">ถึง</span>
          <ThaiDateInput label="ถึงวันที่" value={to} onChange={(d) => d && setTo(d)} testId="earlier-offers-to" />
        </span>
      </div>
      {summary.isError && <p className="text-danger">โหลดข้อมูลไม่สำเร็จ</p>}
      {s && (
        <table className="table table-sm">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
