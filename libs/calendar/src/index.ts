import { Calendar1763800000400 } from './migrations/1763800000400-calendar.js';
import { CalendarChanged1767300017400 } from './migrations/1767300017400-calendar-changed.js';
import { AppointmentSettings1767800000100 } from './migrations/1767800000100-appointment-settings.js'; // issue 32 item 4
import { EarlierSlotOffers1767800000500 } from './migrations/1767800000500-earlier-slot-offers.js'; // issue 32 item 3
import { HolidaySubstitutes1767900000200 } from './migrations/1767900000200-holiday-substitutes.js'; // issue 35 item 2
import { OfferDeclines1768000000300 } from './migrations/1768000000300-offer-declines.js'; // earlier-slot offers: 'ไม่สนใจ'

export * from './calendar.module.js';
export * from './calendar.service.js';
export * from './holiday-seeder.js';
export * from './offers/index.js'; // issue 32 item 3: earlier-slot offers
export { Calendar1763800000400, DEFAULT_SLOT_TIMES } from './migrations/1763800000400-calendar.js';

export const CALENDAR_SCHEMA = { entities: [], migrations: [Calendar1763800000400, CalendarChanged1767300017400, AppointmentSettings1767800000100, EarlierSlotOffers1767800000500, HolidaySubstitutes1767900000200, OfferDeclines1768000000300] };
