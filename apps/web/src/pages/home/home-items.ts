import type { Booking, TeleRequest } from '@hospital/contracts';
import { bookingHomeItem, homeOrder, teleHomeItem, type HomeOrderItem } from '@hospital/rules';

/** One card of the home: a telemedicine visit or a clinic booking, with its place (libs/rules patient-home.ts). */
export type HomeCardItem = HomeOrderItem & { calendar: boolean } & ({ kind: 'tele'; key: string; tele: TeleRequest } | { kind: 'booking'; key: string; booking: Booking });

/**
 * Issue 32 item 1: both lists as one, in the home's order (homeOrder): `next` the cards (the turn
 * now on top, then today's by time, then later days), `past` the history, newest first.
 */
export function homeItems(tele: readonly TeleRequest[], bookings: readonly Booking[], now: Date): { next: HomeCardItem[]; past: HomeCardItem[] } {
  const items: HomeCardItem[] = [
    ...tele.map((t) => ({ ...teleHomeItem(t, now), kind: 'tele' as const, key: `t-${t.teleID}`, tele: t })),
    ...bookings.map((b) => ({ ...bookingHomeItem(b, now), kind: 'booking' as const, key: `b-${b.bookingID}`, booking: b })),
  ];
  return homeOrder(items, now);
}
