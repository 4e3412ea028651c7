import { Bookings1764000000600 } from './migrations/1764000000600-bookings.js';
import { BookingServed1764100000200 } from './migrations/1764100000200-booking-served.js';
import { BookingReschedules1767800000110 } from './migrations/1767800000110-booking-reschedules.js'; // issue 32 item 2
import { BookingCheckIn1767800000300 } from './migrations/1767800000300-booking-check-in.js'; // issue 32 item 5
import { BookingEarlierOffers1767800000510 } from './migrations/1767800000510-booking-earlier-offers.js'; // issue 32 item 3
import { BookingBookedBy1768000000260 } from './migrations/1768000000260-booking-booked-by.js'; // issue 33 item 4

export * from './bookings.module.js';
export * from './booking/booking-records.js';
export * from './booking/booking-events.js';
export * from './reschedule/booking-reschedule.service.js'; // issue 32 item 2: the move, for the earlier-slot offers
export * from './demo/booking-demo-seeder.js';
export { Bookings1764000000600, DEFAULT_BOOKING_CAPACITY } from './migrations/1764000000600-bookings.js';

export const BOOKINGS_SCHEMA = { entities: [], migrations: [Bookings1764000000600, BookingServed1764100000200, BookingReschedules1767800000110, BookingCheckIn1767800000300, BookingEarlierOffers1767800000510, BookingBookedBy1768000000260] };
