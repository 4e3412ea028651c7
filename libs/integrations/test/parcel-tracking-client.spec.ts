// Issue 14 item 3: the Thailand Post client (the parcel-tracking port of production) against the
// stand-in, over HTTP: the token exchange (one token reused until a minute before it expires),
// at most 100 barcodes per request, the daily quota, and how it tells "ask again later"
// (ParcelTrackingUnavailable) from "refused for good" (ParcelTrackingRejected).
import type { AppConfig } from '../../core/src/index.js';
import { ParcelTrackingRejected, ParcelTrackingUnavailable, ThailandPostClient, parseThailandPostDate } from '../src/thailand-post/index.js';
import { startThailandPost, type ThailandPostStandIn } from '../src/stand-ins/thailand-post.js';

let post: ThailandPostStandIn;
beforeAll(async () => {
  post = await startThailandPost();
});
afterAll(() => post.stop());

const client = (key = post.key, url = post.url) => new ThailandPostClient({ parcels: { trackUrl: url, trackKey: key, pollMs: 0, autoReceiveDays: 7 } } as AppConfig);
const barcodes = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `EG${String(from + i).padStart(9, '0')}TH`);

it('one token for many requests; the statuses of each barcode, oldest first, in Thai, with the time in ISO', async () => {
  const c = client();
  const [first, second] = barcodes(2, 100);
  post.set(first, 'accepted');
  post.set(first, 'out_for_delivery');
  const tokens = post.requests.token;
  const answer = await c.track([first, second]);
  await c.track([first]);
  expect(post.requests.token - tokens).toBe(1);
  expect(answer.get(second)).toEqual([]);
  expect(answer.get(first)!.map((s) => [s.code, s.kind, s.description])).toEqual([
    ['103', 'accepted', 'รับฝาก'],
    ['301', 'out_for_delivery', 'อยู่ระหว่างการนำจ่าย'],
  ]);
  expect(Math.abs(Date.parse(answer.get(first)![0].at) - Date.now())).toBeLessThan(60_000);
});

it('100 barcodes in one request; 101 are refused before asking (the caller batches)', async () => {
  const c = client();
  const asked = post.requests.barcodesPerTrack.length;
  expect((await c.track(barcodes(100, 200))).size).toBe(100);
  await expect(c.track(barcodes(101, 300))).rejects.toBeInstanceOf(ParcelTrackingRejected);
  expect(post.requests.barcodesPerTrack.slice(asked)).toEqual([100]);
});

it('a token about to expire (within a minute) is not used: a fresh one is asked for first', async () => {
  const shortLived = await startThailandPost({ tokenTtlMs: 30_000 });
  try {
    const c = client(shortLived.key, shortLived.url);
    await c.track(barcodes(1));
    await c.track(barcodes(1));
    expect(shortLived.requests.token).toBe(2);
    expect(shortLived.requests.barcodesPerTrack).toEqual([1, 1]);
  } finally {
    await shortLived.stop();
  }
});

it("a wrong key is refused for good; Thailand Post down, unreachable or over today's quota is to be asked again", async () => {
  await expect(client('wrong').track(barcodes(1))).rejects.toBeInstanceOf(ParcelTrackingRejected);
  post.setDown(true);
  try {
    await expect(client().track(barcodes(1))).rejects.toBeInstanceOf(ParcelTrackingUnavailable);
  } finally {
    post.setDown(false);
  }
  await expect(client(post.key, 'http://127.0.0.1:1').track(barcodes(1))).rejects.toBeInstanceOf(ParcelTrackingUnavailable);

  const small = await startThailandPost({ dailyLimit: 3 });
  try {
    const c = client(small.key, small.url);
    await c.track(barcodes(3)); // the quota, exactly
    const asked = small.requests.barcodesPerTrack.length;
    await expect(c.track(barcodes(1))).rejects.toBeInstanceOf(ParcelTrackingUnavailable); // one past it: not even asked
    expect(small.requests.barcodesPerTrack.length).toBe(asked);
  } finally {
    await small.stop();
  }
});

it("reads Thailand Post's Buddhist-era status_date", () => {
  expect(parseThailandPostDate('19/07/2568 14:05:09+07:00')).toBe('2025-07-19T07:05:09.000Z');
  expect(parseThailandPostDate('19/07/2025 14:05:09+07:00')).toBe('2025-07-19T07:05:09.000Z');
  expect(parseThailandPostDate('not a date')).toBeNull();
});
