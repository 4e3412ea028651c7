import { sessionStore } from '../session/session-store';
import { ApiError, NETWORK_MESSAGES, REQUEST_TIMEOUT_MS, actingForHeaders } from './client';

/**
 * A file the server makes (a receipt PDF, an appointment's .ics, a report's CSV/XLSX): not JSON,
 * so not through apiRequest, but with its rules — the signed-in token, the same time limit, and
 * Thai words for every failure: offline, timed out or unreachable (the client's), a refusal
 * (the server's message, else `failed`).
 */
export interface FileDownload {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), else `fallbackName`. */
  fileName: string;
}

export async function fetchFile(url: string, words: { failed: string; fallbackName: string }): Promise<FileDownload> {
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
      res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}`, ...actingForHeaders(token) } : {}, signal: abort.signal });
    } catch {
      throw new ApiError(timedOut ? NETWORK_MESSAGES.timeout : NETWORK_MESSAGES.unreachable, 0, null);
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      throw new ApiError(body?.message ?? words.failed, res.status, body);
    }
    const fileName = res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? words.fallbackName;
    return { blob: await res.blob(), fileName };
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a downloaded file to the browser (the phone's Files / calendar / PDF viewer). */
export function saveFile({ blob, fileName }: FileDownload): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
