import { postbackDataOf, type LineCard } from '@hospital/contracts';

/**
 * A booking's LINE message as a card (care-services §4 LINE messages): its first line is the title, the rest
 * the facts, and one button to the patient's home, where a pending booking is confirmed or
 * cancelled. The text itself stays the card's altText. The status message of a staff move (notifications).
 */
export function bookingCard(text: string, homeUrl: string, bookingStatus: number): LineCard {
  const [title, ...lines] = text.split('\n').filter((l) => l.trim());
  const label = bookingStatus === 0 ? 'ยืนยันหรือยกเลิกการจอง' : 'ดูรายละเอียด';
  return { title: title ?? '', lines, action: /^https?:\/\//.test(homeUrl) ? { label, uri: homeUrl } : undefined };
}

/**
 * Issue 31: the buttons of a booking still waiting (status 0), answered inside the LINE chat:
 * confirm or cancel, each the page's own command (the bookings domain's @ChatAction).
 */
export function bookingChoices(bookingID: string): NonNullable<LineCard['choices']> {
  return [
    { label: 'ยืนยัน', data: postbackDataOf('booking.confirm', { bookingID }), displayText: 'ยืนยันการจอง' },
    { label: 'ยกเลิก', data: postbackDataOf('booking.cancel', { bookingID }), displayText: 'ยกเลิกการจอง' },
  ];
}
