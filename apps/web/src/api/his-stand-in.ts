import type { HisOrders } from '@hospital/contracts';
import { api } from './client';

/**
 * Issue 13 item 2: the HIS stand-in's own calls (only while the HIS is the local stand-in,
 * GET /api/config hisStandIn): the costs and drugs the HIS holds for a case's visit.
 */

/** What the HIS stand-in holds for a case (inferred from its answer schema, @hospital/contracts). */
export type { HisOrders };

const ordersPath = (teleID: string) => `/his-stand-in/api/tele/${encodeURIComponent(teleID)}/orders`;

/** GET /his-stand-in/api/tele/{teleID}/orders. */
export function fetchHisOrders(teleID: string): Promise<HisOrders> {
  return api.get<HisOrders>(ordersPath(teleID));
}

/** POST /his-stand-in/api/tele/{teleID}/orders: adds the rows; answers what the HIS now holds. */
export function addHisOrders(teleID: string, orders: HisOrders): Promise<HisOrders> {
  return api.post<HisOrders>(ordersPath(teleID), orders);
}

/** DELETE /his-stand-in/api/tele/{teleID}/orders: removes every row of the case (corrections). */
export function clearHisOrders(teleID: string): Promise<HisOrders> {
  return api.delete<HisOrders>(ordersPath(teleID));
}
