import { BookingEarlierOffersController } from './booking-earlier-offers.controller.js';
import { BookingEarlierOffersService } from './booking-earlier-offers.service.js';
import { BookingEarlierSlotSource } from './booking-earlier-slot-source.js';

/** Issue 32 item 3: the clinic bookings' part of the earlier-slot offers. */
export const BOOKING_OFFER_PROVIDERS = [BookingEarlierOffersService, BookingEarlierSlotSource];
export const BOOKING_OFFER_CONTROLLERS = [BookingEarlierOffersController];
