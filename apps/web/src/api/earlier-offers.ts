import type { EarlierOffersRequest, EarlierOffersResponse, EarlierOffersSummary } from '@hospital/contracts';
import { api } from './client';

/** Issue 32 item 3: 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on a clinic booking or a telemedicine case, and Admin's figures of the offers. */
const enc = encodeURIComponent;

/** PUT /api/v1/bookings/{bookingID}/earlier-offers (the booking's patient). */
export function setBookingEarlierOffers(bookingID: string, wanted: boolean): Promise<EarlierOffersResponse> {
  return api.put<EarlierOffersResponse>(`/api/v1/bookings/${enc(bookingID)}/earlier-offers`, { wanted } satisfies EarlierOffersRequest);
}

/** PUT /api/v1/tele/{teleID}/earlier-offers (the case's patient). */
export function setTeleEarlierOffers(teleID: string, wanted: boolean): Promise<EarlierOffersResponse> {
  return api.put<EarlierOffersResponse>(`/api/v1/tele/${enc(teleID)}/earlier-offers`, { wanted } satisfies EarlierOffersRequest);
}

/** GET /api/v1/calendar/earlier-offers/summary?from&to (Admin). */
export function fetchEarlierOffersSummary(from: string, to: string): Promise<EarlierOffersSummary> {
  return api.get<EarlierOffersSummary>(`/api/v1/calendar/earlier-offers/summary?from=${enc(from)}&to=${enc(to)}`);
}

/** GET /api/v1/bookings/{bookingID}/earlier-offers or /api/v1/tele/{teleID}/earlier-offers: whether the patient asked for offers. */
export function fetchEarlierOffers(kind: 'clinic' | 'tele', id: string): Promise<EarlierOffersResponse> {
  return api.get<EarlierOffersResponse>(kind === 'clinic' ? `/api/v1/bookings/${enc(id)}/earlier-offers` : `/api/v1/tele/${enc(id)}/earlier-offers`);
}
