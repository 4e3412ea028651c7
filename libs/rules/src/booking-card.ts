import type { LineCard } from '@hospital/contracts';

/**
 * A booking's LINE message as a card (care-services §4 LINE messages): its first line is the title, the rest
 * the facts, and one button to the patient's home, where a pending booking is confirmed or
 * cancelled. The text itself stays the card's altText. Shared by the evening reminder (bookings)
 * and the status message (notifications).
 */
export function bookingCard(text: string, homeUrl: string, bookingStatus: number): LineCard {
  const [title, ...lines] = text.split('\n').filter((l) => l.trim());
  const label = bookingStatus === 0 ? 'ยืนยันหรือยกเลิกการจอง' : 'ดูรายละเอียด';
  return { title: title ?? '', lines, action: /^https?:\/\//.test(homeUrl) ? { label, uri: homeUrl } : undefined };
}
