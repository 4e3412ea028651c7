// A stand-in for Thailand Post's tracking API (issue 14 item 3; DESIGN.md, Outside systems): a
// real HTTP server on a free port speaking the protocol of thailand-post/thailand-post.client.ts.
//  - POST /post/api/v1/authenticate/token with `Authorization: Token <API key>`:
//    200 {expire: 'YYYY-MM-DD HH:mm:ss+07:00', token} (the token lives `tokenTtlMs`); 401 {detail} on a wrong key.
//  - POST /post/api/v1/track with `Authorization: Token <token>`, {status, language, barcode: [...]}:
//    200 {response: {items: {<barcode>: [statuses]}, track_count}, message: 'successful', status: true};
//    401 for an unknown or expired token; 400 for more than 100 barcodes (nothing answered);
//    429 once today's count would pass `dailyLimit`; 503 while `down`.
// Parcels move through 103 accepted → 201 in transit → 301 out for delivery → 501 delivered
// (203 returned on request), by hand or on a schedule:
//  - Dev helpers Thailand Post does not have: POST /__dev/parcels/{barcode} {status} records a
//    status ('accepted' | 'in_transit' | 'out_for_delivery' | 'delivery_failed' | 'delivered' |
//    'returned', or a code such as '501'); {advance: true} moves it one step; GET /__dev/parcels
//    lists them; GET /__dev/requests answers the counts (token calls, track calls, barcodes per
//    track call, refusals); POST /__dev/schedule {stepMs} moves every parcel one step each
//    stepMs after it was first asked about (0: by hand only); POST /__dev/down {down}.
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { ParcelStatusKind } from '@hospital/contracts';
import { listenOnFreePort, readBody, sendJson } from './http-stand-in.js';
import { THAILAND_POST_CODES, formatThailandPostDate } from '../thailand-post/thailand-post-codes.js';

/** The way a parcel goes when moved one step at a time. */
export const PARCEL_STEPS = ['103', '201', '301', '501'] as const;
const CODE_OF_KIND: Readonly<Record<ParcelStatusKind, string>> = {
  accepted: '103',
  in_transit: '201',
  out_for_delivery: '301',
  delivery_failed: '401',
  delivered: '501',
  returned: '203',
};
const LOCATIONS: Readonly<Record<string, [string, string]>> = {
  '103': ['ปณ.บางกรวย', '11130'],
  '201': ['ศป.หลักสี่', '10210'],
  '301': ['ปณ.ปลายทาง', '10400'],
  '401': ['ปณ.ปลายทาง', '10400'],
  '501': ['ปณ.ปลายทาง', '10400'],
  '203': ['ปณ.ปลายทาง', '10400'],
};
/** Thailand Post answers at most this many barcodes per track request. */
export const STAND_IN_BATCH_LIMIT = 100;

export interface StandInParcelStatus {
  code: string;
  at: Date;
}

export interface ThailandPostStandIn {
  url: string;
  /** The API key the product sends to get a token (THAILAND_POST_TRACK_KEY). */
  key: string;
  /** Every parcel's statuses so far, oldest first. */
  parcels: Map<string, StandInParcelStatus[]>;
  /** What was asked: token calls, track calls, the barcode count of each track call, refused calls. */
  requests: { token: number; track: number; barcodesPerTrack: number[]; refused: number };
  /** Records a status of a parcel (a kind or a Thailand Post code). */
  set(barcode: string, status: ParcelStatusKind | string): void;
  /** Moves a parcel one step along PARCEL_STEPS (the first step: accepted). Answers the new code. */
  advance(barcode: string): string;
  /** Moves every parcel one step each `stepMs` after it was first asked about; 0: by hand only. */
  schedule(stepMs: number): void;
  /** A Thailand Post that is down answers 503 to every call. */
  setDown(down: boolean): void;
  stop(): Promise<void>;
}

function codeOf(status: string): string | null {
  if (Object.hasOwn(CODE_OF_KIND, status)) return CODE_OF_KIND[status as ParcelStatusKind];
  return Object.hasOwn(THAILAND_POST_CODES, status) ? status : null;
}

/** Thailand Post's token expiry: 'YYYY-MM-DD HH:mm:ss+07:00' in Bangkok. */
function expireText(at: Date): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') + '+07:00';
}

export async function startThailandPost(
  options: { key?: string; host?: string; stepMs?: number; tokenTtlMs?: number; dailyLimit?: number } = {},
): Promise<ThailandPostStandIn> {
  const key = options.key ?? randomBytes(30).toString('base64url');
  const tokenTtlMs = options.tokenTtlMs ?? 30 * 60_000;
  const dailyLimit = options.dailyLimit ?? 100_000;
  const parcels = new Map<string, StandInParcelStatus[]>();
  const firstAsked = new Map<string, number>();
  const tokens = new Map<string, number>();
  const requests = { token: 0, track: 0, barcodesPerTrack: [] as number[], refused: 0 };
  const counted = { date: '', count: 0 };
  let stepMs = options.stepMs ?? 0;
  let down = false;

  const set = (barcode: string, status: string) => {
    const code = codeOf(status);
    if (!code) throw new Error(`Unknown parcel status ${status}`);
    const list = parcels.get(barcode) ?? [];
    list.push({ code, at: new Date() });
    parcels.set(barcode, list);
  };
  const advance = (barcode: string): string => {
    const list = parcels.get(barcode) ?? [];
    const last = list.at(-1)?.code;
    const i = last ? PARCEL_STEPS.indexOf(last as (typeof PARCEL_STEPS)[number]) : -1;
    const next = PARCEL_STEPS[Math.min(i + 1, PARCEL_STEPS.length - 1)];
    if (last !== next) set(barcode, next);
    return next;
  };
  /** The time schedule: a parcel first asked about at t is at step floor((now − t) / stepMs). */
  const onSchedule = (barcode: string) => {
    if (!firstAsked.has(barcode)) firstAsked.set(barcode, Date.now());
    if (stepMs <= 0) return;
    const due = Math.min(Math.floor((Date.now() - firstAsked.get(barcode)!) / stepMs), PARCEL_STEPS.length - 1);
    const list = parcels.get(barcode) ?? [];
    const reached = list.length ? PARCEL_STEPS.indexOf(list.at(-1)!.code as (typeof PARCEL_STEPS)[number]) : -1;
    if (list.some((s) => s.code === '203')) return; // returned parcels stay returned
    for (let step = Math.max(reached, -1) + 1; step <= due; step++) set(barcode, PARCEL_STEPS[step]);
  };

  const send = (res: ServerResponse, status: number, payload: unknown) => sendJson(res, status, payload);
  const authToken = (header: string | undefined) => (header?.startsWith('Token ') ? header.slice('Token '.length) : null);

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === '/post/api/v1/authenticate/token') {
        requests.token += 1;
        if (down) return send(res, 503, { detail: 'Service unavailable' });
        if (authToken(req.headers.authorization) !== key) return send(res, 401, { detail: 'Invalid token.' });
        const token = randomBytes(32).toString('base64url');
        const expires = Date.now() + tokenTtlMs;
        tokens.set(token, expires);
        return send(res, 200, { expire: expireText(new Date(expires)), token });
      }
      if (req.method === 'POST' && url.pathname === '/post/api/v1/track') {
        requests.track += 1;
        if (down) return send(res, 503, { detail: 'Service unavailable' });
        const token = authToken(req.headers.authorization);
        const expires = token ? tokens.get(token) : undefined;
        if (!expires || expires < Date.now()) return send(res, 401, { detail: 'Invalid token.' });
        const input = JSON.parse((await readBody(req)) || '{}') as { barcode?: unknown; language?: unknown };
        const barcodes = Array.isArray(input.barcode) ? input.barcode.filter((b): b is string => typeof b === 'string') : [];
        requests.barcodesPerTrack.push(barcodes.length);
        if (barcodes.length === 0 || barcodes.length > STAND_IN_BATCH_LIMIT) {
          requests.refused += 1;
          return send(res, 400, { response: null, message: `barcode must have 1 to ${STAND_IN_BATCH_LIMIT} items`, status: false });
        }
        const today = formatThailandPostDate(new Date()).slice(0, 10);
        if (counted.date !== today) Object.assign(counted, { date: today, count: 0 });
        if (counted.count + barcodes.length > dailyLimit) {
          requests.refused += 1;
          return send(res, 429, { response: null, message: 'track count limit exceeded', status: false });
        }
        counted.count += barcodes.length;
        const items: Record<string, unknown[]> = {};
        for (const barcode of barcodes) {
          onSchedule(barcode);
          items[barcode] = (parcels.get(barcode) ?? []).map((s) => {
            const [location, postcode] = LOCATIONS[s.code] ?? ['', ''];
            const delivered = s.code === '501';
            return {
              barcode,
              status: s.code,
              status_description: THAILAND_POST_CODES[s.code]?.description ?? '',
              status_date: formatThailandPostDate(s.at),
              location,
              postcode,
              delivery_status: delivered ? 'S' : null,
              delivery_description: delivered ? 'ผู้รับได้รับเรียบร้อย' : null,
              delivery_datetime: delivered ? formatThailandPostDate(s.at) : null,
              receiver_name: delivered ? 'ผู้รับ' : null,
              signature: null,
            };
          });
        }
        return send(res, 200, {
          response: { items, track_count: { track_date: today, count_number: counted.count, track_count_limit: dailyLimit } },
          message: 'successful',
          status: true,
        });
      }
      const parcelPath = /^\/__dev\/parcels\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && parcelPath) {
        const barcode = decodeURIComponent(parcelPath[1]);
        const input = JSON.parse((await readBody(req)) || '{}') as { status?: unknown; advance?: unknown };
        if (input.advance === true) return send(res, 200, { barcode, status: advance(barcode) });
        if (typeof input.status !== 'string' || !codeOf(input.status)) return send(res, 400, { message: 'status must be a kind or a Thailand Post code' });
        set(barcode, input.status);
        return send(res, 200, { barcode, status: codeOf(input.status) });
      }
      if (req.method === 'GET' && url.pathname === '/__dev/parcels') {
        return send(res, 200, Object.fromEntries([...parcels].map(([b, list]) => [b, list.map((s) => ({ status: s.code, at: s.at.toISOString() }))])));
      }
      if (req.method === 'GET' && url.pathname === '/__dev/requests') return send(res, 200, requests);
      if (req.method === 'POST' && url.pathname === '/__dev/schedule') {
        const input = JSON.parse((await readBody(req)) || '{}') as { stepMs?: unknown };
        const ms = Number(input.stepMs);
        if (!Number.isFinite(ms) || ms < 0) return send(res, 400, { message: 'stepMs must be a number ≥ 0' });
        stepMs = ms;
        return send(res, 200, { stepMs });
      }
      if (req.method === 'POST' && url.pathname === '/__dev/down') {
        const input = JSON.parse((await readBody(req)) || '{}') as { down?: unknown };
        down = input.down === true;
        return send(res, 200, { down });
      }
      send(res, 404, { detail: 'Not found.' });
    })().catch((error) => send(res, 500, { detail: String(error) }));
  });

  const { url, stop } = await listenOnFreePort(server, options.host ?? '127.0.0.1');
  return {
    url,
    key,
    parcels,
    requests,
    set: (barcode, status) => set(barcode, status),
    advance,
    schedule: (ms) => {
      stepMs = ms;
    },
    setDown: (value) => {
      down = value;
    },
    stop,
  };
}
