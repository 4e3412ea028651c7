import { TeleEarlierOffersController } from './tele-earlier-offers.controller.js';
import { TeleEarlierOffersService } from './tele-earlier-offers.service.js';
import { TeleEarlierSlotSource } from './tele-earlier-slot-source.js';

/** Issue 32 item 3: telemedicine's part of the earlier-slot offers (in TeleBookingModule, beside the move it uses). */
export const TELE_OFFER_PROVIDERS = [TeleEarlierOffersService, TeleEarlierSlotSource];
export const TELE_OFFER_CONTROLLERS = [TeleEarlierOffersController];
