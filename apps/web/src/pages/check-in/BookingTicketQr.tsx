import { QRCodeCanvas } from 'qrcode.react';
import type { Booking } from '@hospital/contracts';
import './check-in.css';

/** Issue 32 item 5: the ticket QR's size in CSS pixels, big enough for the counter's phone to read off a phone screen. */
export const TICKET_QR_SIZE = 220;

/** Whether the ticket still checks in: not cancelled, not served, not arrived, the day not over. */
export function ticketChecksIn(b: Pick<Booking, 'bookingStatus' | 'servedAt' | 'arrivedAt' | 'noShowAt'>): boolean {
  return b.bookingStatus !== -1 && !b.servedAt && !b.arrivedAt && !b.noShowAt;
}

/**
 * Issue 32 item 5: the clinic ticket's QR, as the vaccine ticket shows one (qrcode.react), with
 * the queue number in large digits (without a second 'คิวที่': the card says it once). It carries the booking's stored random check-in code, which
 * staff scan at the counter (/admin/booking 'สแกนเช็คอิน') or read out as the queue number.
 */
export function BookingTicketQr({ booking }: { booking: Booking }) {
  if (!ticketChecksIn(booking) || !booking.checkInCode) return null;
  const id = booking.bookingID;
  return (
    <div className="ticket-qr" data-testid={`ticket-qr-${id}`}>
      {/* The card's one 'คิวที่ N' is QueuePlaceBox's (issue 32 item 1); here the same number, large, for the counter. */}
      <div className="ticket-qr-number" data-testid={`ticket-qr-number-${id}`}>
        <span className="ticket-qr-digits">{booking.bookingNumber}</span>
      </div>
      <QRCodeCanvas
        value={booking.checkInCode}
        size={TICKET_QR_SIZE}
        marginSize={2}
        level="M"
        role="img"
        aria-label={`คิวอาร์โค้ดเช็คอิน คิวที่ ${booking.bookingNumber}`}
        data-testid={`ticket-qr-canvas-${id}`}
        data-code={booking.checkInCode}
      />
      <p className="ticket-qr-hint">แสดง QR นี้ที่จุดลงทะเบียนเมื่อมาถึงโรงพยาบาล</p>
    </div>
  );
}
