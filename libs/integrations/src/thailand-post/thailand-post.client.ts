import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { ParcelTrackingRejected, ParcelTrackingUnavailable, type ParcelStatus, type ParcelTrackingPort } from './parcel-tracking.port.js';
import { THAILAND_POST_CODES, formatThailandPostDate, parcelKindOf, parseThailandPostDate } from './thailand-post-codes.js';

/** How long one call may take before the poll gives up and asks again next time. */
const TIMEOUT_MS = 15_000;
/** Thailand Post answers at most this many barcodes per track request. */
export const THAILAND_POST_BATCH_LIMIT = 100;
/** A token is renewed this long before Thailand Post says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Issue 14 item 3: Thailand Post's tracking API (track.thailandpost.co.th developer guide), the
 * ParcelTrackingPort of production, pointed at the stand-in in dev and tests:
 *  1. `POST {url}/post/api/v1/authenticate/token` with `Authorization: Token <API key>` answers
 *     `{expire: 'YYYY-MM-DD HH:mm:ss+07:00', token}`: a short-lived token, kept until a minute
 *     before it expires (or until the API answers 401 to it, then renewed once);
 *  2. `POST {url}/post/api/v1/track` with `Authorization: Token <token>` and
 *     `{status: 'all', language: 'TH', barcode: [≤ 100]}` answers
 *     `{response: {items: {<barcode>: [{barcode, status, status_description, status_date,
 *     location, postcode, …}]}, track_count: {track_date, count_number, track_count_limit}},
 *     message, status: true}`.
 * The daily quota (track_count) is respected: once today's count would pass the limit, the
 * client answers ParcelTrackingUnavailable without asking, and the parcels wait for tomorrow.
 */
@Injectable()
export class ThailandPostClient implements ParcelTrackingPort {
  readonly batchLimit = THAILAND_POST_BATCH_LIMIT;
  private token: { value: string; expiresAt: number } | null = null;
  private quota: { date: string; used: number; limit: number } | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async track(barcodes: readonly string[]): Promise<Map<string, ParcelStatus[]>> {
    if (barcodes.length === 0) return new Map();
    if (barcodes.length > this.batchLimit) throw new ParcelTrackingRejected(`At most ${this.batchLimit} barcodes per request (got ${barcodes.length})`);
    if (!this.config.parcels.trackKey) throw new ParcelTrackingRejected('THAILAND_POST_TRACK_KEY is not set');
    const today = formatThailandPostDate(new Date()).slice(0, 10);
    if (this.quota && this.quota.date === today && this.quota.used + barcodes.length > this.quota.limit) {
      throw new ParcelTrackingUnavailable(`Thailand Post's daily quota is used up (${this.quota.used} of ${this.quota.limit})`);
    }
    const body = { status: 'all', language: 'TH', barcode: [...barcodes] };
    let res = await this.post('/post/api/v1/track', await this.currentToken(), body);
    if (res.status === 401) {
      this.token = null; // expired early or revoked: one fresh token, one more try
      res = await this.post('/post/api/v1/track', await this.currentToken(), body);
    }
    if (res.status >= 500 || res.status === 429) throw new ParcelTrackingUnavailable(`Thailand Post answered ${res.status}: ${res.text.slice(0, 200)}`);
    if (res.status !== 200) throw new ParcelTrackingRejected(`Thailand Post refused the track request (${res.status}): ${res.text.slice(0, 200)}`);
    return this.parseTrack(res.text, barcodes);
  }

  private async currentToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return this.token.value;
    const res = await this.post('/post/api/v1/authenticate/token', this.config.parcels.trackKey, undefined);
    if (res.status >= 500 || res.status === 429) throw new ParcelTrackingUnavailable(`Thailand Post's token call answered ${res.status}`);
    if (res.status !== 200) throw new ParcelTrackingRejected(`Thailand Post refused the API key (${res.status}): ${res.text.slice(0, 200)}`);
    const answer = parseJson(res.text) as { token?: unknown; expire?: unknown };
    if (typeof answer?.token !== 'string' || answer.token === '') throw new ParcelTrackingUnavailable('Thailand Post answered a token call without a token');
    const expiresAt = typeof answer.expire === 'string' ? Date.parse(answer.expire.replace(' ', 'T')) : Number.NaN;
    this.token = { value: answer.token, expiresAt: Number.isFinite(expiresAt) ? expiresAt : Date.now() + 10 * 60_000 };
    return answer.token;
  }

  private async post(path: string, token: string, body: unknown): Promise<{ status: number; text: string }> {
    try {
      const res = await fetch(`${this.config.parcels.trackUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      throw new ParcelTrackingUnavailable(`Thailand Post cannot be reached: ${(error as Error).message}`);
    }
  }

  private parseTrack(text: string, asked: readonly string[]): Map<string, ParcelStatus[]> {
    const answer = parseJson(text) as { status?: unknown; message?: unknown; response?: { items?: unknown; track_count?: Record<string, unknown> } };
    if (answer?.status !== true || !answer.response || typeof answer.response.items !== 'object' || answer.response.items === null) {
      throw new ParcelTrackingUnavailable(`Thailand Post answered an unexpected shape: ${text.slice(0, 200)}`);
    }
    const count = answer.response.track_count;
    if (count && typeof count.track_date === 'string' && Number.isFinite(Number(count.count_number)) && Number.isFinite(Number(count.track_count_limit))) {
      this.quota = { date: count.track_date, used: Number(count.count_number), limit: Number(count.track_count_limit) };
    }
    const items = answer.response.items as Record<string, unknown>;
    const out = new Map<string, ParcelStatus[]>();
    for (const barcode of asked) {
      const rows = Array.isArray(items[barcode]) ? (items[barcode] as Array<Record<string, unknown>>) : [];
      const statuses: ParcelStatus[] = [];
      for (const row of rows) {
        const code = typeof row?.status === 'string' ? row.status : String(row?.status ?? '');
        const at = parseThailandPostDate(row?.status_date);
        if (!code || !at) continue; // a row we cannot place in time is not a status
        statuses.push({
          barcode,
          code,
          kind: parcelKindOf(code),
          description: typeof row.status_description === 'string' && row.status_description ? row.status_description : (THAILAND_POST_CODES[code]?.description ?? ''),
          location: typeof row.location === 'string' ? row.location : '',
          postcode: typeof row.postcode === 'string' ? row.postcode : '',
          at,
        });
      }
      out.set(barcode, statuses.sort((a, b) => a.at.localeCompare(b.at)));
    }
    return out;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ParcelTrackingUnavailable(`Thailand Post answered something that is not JSON: ${text.slice(0, 100)}`);
  }
}
