import { useQuery } from '@tanstack/react-query';
import type { ReceiptVerification } from '@hospital/contracts';
import { RECEIPT_MESSAGES } from '@hospital/rules';
import { sessionStore } from '../session/session-store';
import { ApiError, NETWORK_MESSAGES, REQUEST_TIMEOUT_MS, api } from './client';

/**
 * Issue 32 item 7, the e-Receipt's calls: the case's receipt as a PDF (GET
 * /api/v1/tele/{teleID}/receipt: the owner's own) and the public check of a receipt's QR code
 * (GET /api/v1/receipts/verify/{code}: no sign-in).
 */

const enc = encodeURIComponent;

/** The receipt file and the name the server gave it ('RC2570-000001.pdf'). */
export interface ReceiptDownload {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/v1/tele/{teleID}/receipt: the PDF itself (not JSON, so not through apiRequest). A
 * refusal throws an ApiError with the server's Thai message (404: no receipt yet), a network
 * failure the client's Thai words.
 */
export async function downloadReceipt(teleID: string): Promise<ReceiptDownload> {
  const token = sessionStore.get()?.token;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(NETWORK_MESSAGES.offline, 0, null);
  // A timer, not AbortSignal.timeout (missing in older LINE browsers), as the api client does.
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch(`/api/v1/tele/${enc(teleID)}/receipt`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: abort.signal });
    } catch {
      throw new ApiError(timedOut ? NETWORK_MESSAGES.timeout : NETWORK_MESSAGES.unreachable, 0, null);
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      throw new ApiError(body?.message ?? RECEIPT_MESSAGES.downloadFailed, res.status, body);
    }
    const fileName = res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'receipt.pdf';
    return { blob: await res.blob(), fileName };
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/v1/receipts/verify/{code}: the genuine receipt's number, date, total and masked name; an ApiError (404 'ไม่พบใบเสร็จ') otherwise. */
export function useReceiptVerification(code: string) {
  return useQuery({
    queryKey: ['receipt-verify', code],
    queryFn: () => api.get<ReceiptVerification>(`/api/v1/receipts/verify/${enc(code)}`, { auth: false }),
    enabled: code !== '',
    retry: false,
    staleTime: 60_000,
  });
}
