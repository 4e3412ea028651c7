import { EarlierOfferChatAction } from './earlier-offer-chat-action.js';
import { EarlierOfferFreedSlots } from './earlier-offer-freed-slots.handler.js';
import { EarlierOffers } from './earlier-offers.service.js';
import { EarlierOffersPersonalData } from './earlier-offers-personal-data.js';
import { EarlierOffersSummaryController } from './earlier-offers-summary.controller.js';
import { EarlierSlotSources } from './earlier-slot-source.js';

export * from './earlier-slot-source.js';
export { EarlierOffers, OFFER_MESSAGES } from './earlier-offers.service.js';

/** Issue 32 item 3: earlier-slot offers' providers and controller (CalendarModule). */
export const EARLIER_OFFER_PROVIDERS = [EarlierSlotSources, EarlierOffers, EarlierOfferChatAction, EarlierOfferFreedSlots, EarlierOffersPersonalData];
export const EARLIER_OFFER_CONTROLLERS = [EarlierOffersSummaryController];
