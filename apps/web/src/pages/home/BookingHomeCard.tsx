import type { Booking } from '@hospital/contracts';
import { bookingHomeActions, bookingHomeStatusText } from '@hospital/rules';
import { QueuePlaceBox } from './QueuePlaceBox';

/**
 * One clinic booking on the patient's home (issue 13 item 1): the ticket number, the
 * Buddhist-era date and time, the state in plain words, today's queue place, and the move the
 * state calls for (confirm, else cancel) through the shared confirm dialog (useBookingMove).
 */
export function BookingHomeCard({ booking, busy, onMove }: { booking: Booking; busy: boolean; onMove(b: Booking, to: 1 | -1): void }) {
  const id = booking.bookingID;
  const [main, other] = bookingHomeActions(booking);
  return (
    <article className="home-card" data-testid={`home-card-booking-${id}`} data-status={booking.bookingStatus}>
      <div className="home-card-kind">
        ตรวจที่โรงพยาบาล · {booking.slotTypeName} · บัตรคิว {booking.bookingNumber}
      </div>
      <div className="home-card-when">{booking.appointDatetimeText}</div>
      <div className={`home-card-status home-booking-status-${booking.bookingStatus}`} data-testid={`home-status-${id}`}>
        {bookingHomeStatusText(booking)}
      </div>
      {booking.queue && <QueuePlaceBox id={id} queue={booking.queue} />}
      {main && (
        <div className="home-card-actions">
          <button
            type="button"
            className={`btn home-action ${main.to === 1 ? 'btn-primary' : 'btn-outline'}`}
            disabled={busy}
            onClick={() => onMove(booking, main.to)}
            data-testid={`home-action-${id}`}
          >
            {main.label}
          </button>
          {other && (
            <button type="button" className="btn btn-light home-action-small" disabled={busy} onClick={() => onMove(booking, other.to)} data-testid={`home-cancel-${id}`}>
              {other.label}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
