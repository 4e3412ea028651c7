import type { Booking } from '@hospital/contracts';
import { bookingHomeActions, bookingHomeStatusText } from '@hospital/rules';
import { AddToCalendarButton } from './AddToCalendarButton';
import { EarlierOffersToggle } from '../earlier-offers/EarlierOffersToggle';
import { QueuePlaceBox } from './QueuePlaceBox';
import { BookingRescheduleButton } from '../reschedule/RescheduleButtons';
import { BookingTicketQr } from '../check-in/BookingTicketQr';

/**
 * One clinic booking on the patient's home (issue 13 item 1): the Buddhist-era date and time, the
 * state in plain words, ONE queue number — the ticket staff call, with the wait on the day (issue
 * 32 item 1) —, the move the state calls for (confirm, else cancel) through the shared confirm
 * dialog (useBookingMove), and 'เพิ่มลงปฏิทิน' (item 6). `turnNow`, `calendar`: libs/rules bookingHomeItem.
 */
export function BookingHomeCard({ booking, busy, onMove, turnNow = false, calendar = false }: { booking: Booking; busy: boolean; onMove(b: Booking, to: 1 | -1): void; turnNow?: boolean; calendar?: boolean }) {
  const id = booking.bookingID;
  const [main, other] = bookingHomeActions(booking);
  return (
    <article className={`home-card${turnNow ? ' home-card-turn' : ''}`} data-testid={`home-card-booking-${id}`} data-status={booking.bookingStatus} data-turn={turnNow || undefined}>
      <div className="home-card-kind">ตรวจที่โรงพยาบาล · {booking.slotTypeName}</div>
      <div className="home-card-when">{booking.appointDatetimeText}</div>
      <div className={`home-card-status home-booking-status-${booking.bookingStatus}`} data-testid={`home-status-${id}`}>
        {bookingHomeStatusText(booking)}
      </div>
      <QueuePlaceBox id={id} card={booking} />
      <BookingTicketQr booking={booking} /> {/* issue 32 item 5: the counter scans it to check in */}
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
      {calendar && <AddToCalendarButton kind="booking" id={id} />}
      {calendar && <EarlierOffersToggle kind="clinic" id={id} />} {/* issue 32 item 3: แจ้งฉันถ้ามีคิวเร็วขึ้น */}
      <BookingRescheduleButton booking={booking} /> {/* issue 32 item 2: 'เลื่อนนัด' instead of cancel */}
    </article>
  );
}
