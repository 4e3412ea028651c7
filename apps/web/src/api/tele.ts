import { useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  ConsultCreateRequest,
  ConsultCreateResponse,
  ParcelTrackingResponse,
  SlipChecksResponse,
  SlotRow,
  StoredFileResponse,
  TeleCostResponse,
  TeleCreateRequest,
  TeleCreateResponse,
  TeleImage,
  TeleInfoResponse,
  TeleListResponse,
  TelePaymentResponse,
  TeleRequest,
  TeleTransferRequest,
  TeleTransferResponse,
  TeleUpdateRequest,
  TrackingNo,
} from '@hospital/contracts';
import { teleBoardQueryString } from '@hospital/rules';
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

/** GET /api/v1/tele/timeslot?AppointDatetime&SlotType (public): the free telemedicine slot times of a day. */
export function fetchTeleSlots(date: string, slotType: number): Promise<SlotRow[]> {
  return api.get<{ data: SlotRow[] }>(`/api/v1/tele/timeslot?AppointDatetime=${date}&SlotType=${slotType}`, { auth: false }).then((r) => r.data);
}

/** POST /api/v1/tele: the patient's booking; answers the new teleID (409 when the slot is gone). */
export function createTele(body: TeleCreateRequest): Promise<TeleCreateResponse> {
  return api.post<TeleCreateResponse>('/api/v1/tele', body);
}

/** POST /api/v1/consult (§3 Consultation): a network hospital's request; answers the new teleID. */
export function createConsult(body: ConsultCreateRequest): Promise<ConsultCreateResponse> {
  return api.post<ConsultCreateResponse>('/api/v1/consult', body);
}

/** GET /api/v1/tele/imagelist/{teleID}: the case's images (thumbnails inline). */
export async function fetchTeleImages(teleID: string): Promise<TeleImage[]> {
  return (await api.get<{ data: TeleImage[] }>(`/api/v1/tele/imagelist/${enc(teleID)}`)).data ?? [];
}

/** GET /api/v1/tele/upload/{fileID}: one stored file (the image viewer). */
export function fetchStoredFile(fileID: string): Promise<StoredFileResponse> {
  return api.get<StoredFileResponse>(`/api/v1/tele/upload/${enc(fileID)}`);
}

/** GET /api/v1/tele/{teleID}/tracking (issue 14 item 3): the case's parcel events. */
export function fetchParcelTracking(teleID: string): Promise<ParcelTrackingResponse> {
  return api.get<ParcelTrackingResponse>(`/api/v1/tele/${enc(teleID)}/tracking`);
}

type BoardFilter = Parameters<typeof teleBoardQueryString>[0];

/** GET /api/v1/tele?AppointDatetime&ServiceType&FlowStatus&Board&Keyword[&Sort=urgency] (staff board). */
export function fetchTeleBoard(filter: BoardFilter, sort?: string): Promise<TeleListResponse> {
  return api.get<TeleListResponse>(`/api/v1/tele?${teleBoardQueryString(filter)}${sort === 'urgency' ? '&Sort=urgency' : ''}`);
}

/** Issue 35 item 1, GET /api/v1/doctortele: today's cases at the doctor stage, in queue order (the doctor's board). */
export function fetchDoctorBoard(): Promise<TeleListResponse> {
  return api.get<TeleListResponse>('/api/v1/doctortele');
}

/** GET /api/v1/networktele?AppointDatetime&FlowStatus&Keyword (network hospital's board). */
export function fetchNetworkBoard(filter: BoardFilter): Promise<TeleListResponse> {
  return api.get<TeleListResponse>(`/api/v1/networktele?${teleBoardQueryString(filter, { network: true })}`);
}
