import { Link } from 'react-router-dom';
import { bookingHomeStatusText, receiptAvailable, teleHomeStatusText } from '@hospital/rules';
import { ReceiptButton } from '../receipt/ReceiptButton';
import type { HomeCardItem } from './home-items';

/**
 * The past and finished visits under the home's cards (issue 13 item 1), collapsed: a short
 * list (a paid visit with its receipt), and the full lists with every detail on the profile area's tabs. `past` comes newest
 * first (libs/rules homeOrder, issue 32 item 1).
 */
export function HomeHistory({ past }: { past: readonly HomeCardItem[] }) {
  const rows = past.map((i) =>
    i.kind === 'tele'
      ? {
          key: i.key,
          when: i.tele.appointDatetimeText,
          what: `Telemedicine · ${i.tele.serviceTypeName}`,
          status: teleHomeStatusText(i.tele),
          // Issue 32 item 7: a paid visit's e-Receipt stays at hand after the visit leaves the cards.
          receiptOf: receiptAvailable(i.tele.flowStatus) ? i.tele.teleID : null,
        }
      : { key: i.key, when: i.booking.appointDatetimeText, what: `ตรวจที่โรงพยาบาล · ${i.booking.slotTypeName}`, status: bookingHomeStatusText(i.booking), receiptOf: null },
  );
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
              {r.receiptOf && <ReceiptButton teleID={r.receiptOf} />}
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
