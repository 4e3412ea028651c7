import type { Booking } from '@hospital/contracts';
import { NO_SHOW_TEXT, arrivedText } from '@hospital/rules';
import './check-in.css';

/** Issue 32 item 5, the board row: 'มาถึงแล้ว HH:mm' once checked in, 'ไม่มาตามนัด' when the day ended without them. */
export function BookingArrivalBadge({ booking: b }: { booking: Booking }) {
  if (b.noShowAt && !b.servedAt) {
    return (
      <div className="board-badges">
        <span className="badge badge-no-show" data-testid={`booking-no-show-${b.bookingID}`}>{NO_SHOW_TEXT}</span>
      </div>
    );
  }
  if (!b.arrivedAt) return null;
  return (
    <div className="board-badges">
      <span className="badge badge-arrived" data-testid={`booking-arrived-${b.bookingID}`}>{arrivedText(b.arrivedAt)}</span>
    </div>
  );
}

/** The day's counts beside the status counts (GET /api/v1/bookings counts.arrived, counts.noShow). */
export function BookingAttendanceCounts({ counts }: { counts: Record<string, number> | undefined }) {
  if (!counts) return null;
  return (
    <p className="muted" data-testid="booking-attendance-counts">
      มาถึงแล้ว <strong data-testid="booking-count-arrived">{counts.arrived ?? 0}</strong> · {NO_SHOW_TEXT}{' '}
      <strong data-testid="booking-count-no-show">{counts.noShow ?? 0}</strong>
    </p>
  );
}
