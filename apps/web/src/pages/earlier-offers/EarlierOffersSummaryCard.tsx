import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bangkokDateKey } from '@hospital/rules';
import { fetchEarlierOffersSummary } from '../../api/earlier-offers';

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
        <label>
          ตั้งแต่ <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} data-testid="earlier-offers-from" />
        </label>
        <label>
          ถึง <input type="date" value={to} onChange={(e) => setTo(e.target.value)} data-testid="earlier-offers-to" />
        </label>
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
