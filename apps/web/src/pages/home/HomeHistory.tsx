import { Link } from 'react-router-dom';
import type { Booking, TeleRequest } from '@hospital/contracts';
import { bookingHomeStatusText, teleHomeStatusText } from '@hospital/rules';

/**
 * The past and finished visits under the home's cards (issue 13 item 1), collapsed: a short
 * list, and the full lists with every detail on the profile area's tabs.
 */
export function HomeHistory({ tele, bookings }: { tele: readonly TeleRequest[]; bookings: readonly Booking[] }) {
  const rows = [
    ...tele.map((t) => ({ key: `t-${t.teleID}`, when: t.appointDatetimeText, sort: `${t.appointDate}T${t.appointTime}`, what: `Telemedicine · ${t.serviceTypeName}`, status: teleHomeStatusText(t) })),
    ...bookings.map((b) => ({ key: `b-${b.bookingID}`, when: b.appointDatetimeText, sort: `${b.appointDate}T${b.appointTime}`, what: `ตรวจที่โรงพยาบาล · ${b.slotTypeName}`, status: bookingHomeStatusText(b) })),
  ].sort((a, b) => b.sort.localeCompare(a.sort));
  return (
    <details className="home-history" data-testid="home-history">
      <summary>
        ประวัติการนัดหมาย <span className="muted">({rows.length} รายการ)</span>
      </summary>
      {rows.length > 0 && (
        <ul className="home-history-list">
          {rows.slice(0, 10).map((r) => (
            <li key={r.key}>
              <span className="home-history-when">{r.when}</span>
              <span className="muted">{r.what}</span>
              <span>{r.status}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="home-history-links">
        <Link to="/profile?ServiceType=tele" data-testid="home-history-tele">
          รายการ Telemedicine ทั้งหมด
        </Link>
        <Link to="/profile?ServiceType=booking" data-testid="home-history-booking">
          รายการจองคิวตรวจทั้งหมด
        </Link>
      </div>
    </details>
  );
}
