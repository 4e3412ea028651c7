import { useQuery } from '@tanstack/react-query';
import type { ReceiptVerification } from '@hospital/contracts';
import { RECEIPT_MESSAGES } from '@hospital/rules';
import { api } from './client';
import { fetchFile, type FileDownload } from './file-download';

/**
 * Issue 32 item 7, the e-Receipt's calls: the case's receipt as a PDF (GET
 * /api/v1/tele/{teleID}/receipt: the owner's own) and the public check of a receipt's QR code
 * (GET /api/v1/receipts/verify/{code}: no sign-in).
 */

const enc = encodeURIComponent;

/**
 * GET /api/v1/tele/{teleID}/receipt: the PDF itself ('RC2570-000001.pdf'). A refusal throws an
 * ApiError with the server's Thai message (404: no receipt yet).
 */
export function downloadReceipt(teleID: string): Promise<FileDownload> {
  return fetchFile(`/api/v1/tele/${enc(teleID)}/receipt`, { failed: RECEIPT_MESSAGES.downloadFailed, fallbackName: 'receipt.pdf' });
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
