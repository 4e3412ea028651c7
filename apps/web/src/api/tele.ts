import { useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  SlipChecksResponse,
  TeleCostRow,
  TeleInfoResponse,
  TelePaymentResponse,
  TeleRequest,
  TeleTransferRequest,
  TeleTransferResponse,
  TeleUpdateRequest,
  TrackingNo,
} from '@hospital/contracts';
import { api } from './client';

/**
 * The telemedicine case calls of care-services §7 as the case pages, the payment page and the
 * patient's list use them. Query keys: everything of one case sits under ['tele', teleID]
 * (a realtime event invalidates that prefix); the patient's list under ['mytele'].
 */

export const teleKeys = {
  case: (teleID: string): QueryKey => ['tele', teleID],
  info: (teleID: string): QueryKey => ['tele', teleID, 'info'],
  cost: (teleID: string): QueryKey => ['tele', teleID, 'cost'],
  payment: (teleID: string): QueryKey => ['tele', teleID, 'payment'],
  slips: (teleID: string): QueryKey => ['tele', teleID, 'slips'],
  mine: (): QueryKey => ['mytele'],
  mineOne: (teleID: string): QueryKey => ['mytele', teleID],
};

/** GET /api/v1/tele/cost/{teleID}: the HIS cost rows and their total. */
export interface TeleCostResponse {
  data: TeleCostRow[];
  costTotal: number;
}

const enc = encodeURIComponent;

/** GET /api/v1/tele/info/{teleID} (staff and network): profile, case, costs, drugs. */
export function useTeleInfo(teleID: string) {
  return useQuery({
    queryKey: teleKeys.info(teleID),
    queryFn: () => api.get<TeleInfoResponse>(`/api/v1/tele/info/${enc(teleID)}`),
    enabled: teleID !== '',
    staleTime: 0,
  });
}

/** GET /api/v1/tele/cost/{teleID}: what the patient pays. */
export function useTeleCost(teleID: string, enabled = true) {
  return useQuery({
    queryKey: teleKeys.cost(teleID),
    queryFn: () => api.get<TeleCostResponse>(`/api/v1/tele/cost/${enc(teleID)}`),
    enabled: enabled && teleID !== '',
    staleTime: 0,
  });
}

/**
 * GET /api/v1/tele/{teleID}/payment (issue 13 item 3): the items, the amount (null while the HIS
 * has no costs) and the PromptPay payload. Under the case's key: a tele.changed refetches it.
 */
export function useTelePayment(teleID: string, enabled = true) {
  return useQuery({
    queryKey: teleKeys.payment(teleID),
    queryFn: () => api.get<TelePaymentResponse>(`/api/v1/tele/${enc(teleID)}/payment`),
    enabled: enabled && teleID !== '',
    staleTime: 0,
  });
}

/** GET /api/v1/tele/{teleID}/slips (issue 13 item 5): what the worker read from each slip, newest first. */
export function useSlipChecks(teleID: string, enabled = true) {
  return useQuery({
    queryKey: teleKeys.slips(teleID),
    queryFn: () => api.get<SlipChecksResponse>(`/api/v1/tele/${enc(teleID)}/slips`),
    enabled: enabled && teleID !== '',
    staleTime: 0,
    // The 'slip' event refetches it; while a slip is still being read, also look again now and then.
    refetchInterval: (q) => (q.state.data?.data.some((s) => s.qr === 'pending') ? 5000 : false),
  });
}

/** GET /api/v1/mytele: the signed-in patient's cases. */
export function useMyTele(enabled = true) {
  return useQuery({
    queryKey: teleKeys.mine(),
    queryFn: () => api.get<{ data: TeleRequest[] }>('/api/v1/mytele'),
    enabled,
    staleTime: 0,
  });
}

/** GET /api/v1/mytele/{teleID}: one of the signed-in patient's cases. */
export function useMyTeleCase(teleID: string, enabled = true) {
  return useQuery({
    queryKey: teleKeys.mineOne(teleID),
    queryFn: () => api.get<{ data: TeleRequest }>(`/api/v1/mytele/${enc(teleID)}`),
    enabled: enabled && teleID !== '',
    staleTime: 0,
  });
}

/** PUT /api/v1/tele/transfer/{teleID}: a move of §4. A refusal is an ApiError with the server's message. */
export async function transferTele(teleID: string, body: TeleTransferRequest): Promise<TeleTransferResponse> {
  const answer = await api.put<TeleTransferResponse>(`/api/v1/tele/transfer/${enc(teleID)}`, body);
  // §7: 'result 500 = error with message' — kept for a server that answers 200 with result 500.
  if (answer && answer.result === 500) throw new Error(answer.message);
  return answer;
}

/** PUT /api/v1/tele/{teleID}: staff edit of the case data. */
export function updateTele(teleID: string, body: TeleUpdateRequest): Promise<unknown> {
  return api.put<unknown>(`/api/v1/tele/${enc(teleID)}`, body);
}

/** The barcodes of a case ('' entries never stored). */
export function trackingNumbersText(list: readonly TrackingNo[] | null | undefined): string[] {
  return (list ?? []).map((t) => t.barcode).filter((b) => b !== '');
}

/** Thai baht for people: '1,234.50'. */
export function baht(value: number): string {
  return Number(value ?? 0).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
