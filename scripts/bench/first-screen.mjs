// "the patient's first screen" (issue 17 item 2): a new LINE user's first visit to
// /lineliff/tele in Chromium (/usr/bin/chromium through playwright-core), 390×844, a cold
// cache, LIFF mocked with an ID token from the LINE stand-in, the built web app served by the
// real api (WEB_DIST). Measured the way apps/web/e2e/slow-offline.e2e.ts measures it:
//  - bytes over the wire: Chromium's encodedDataLength of every answer (headers and bodies as
//    received) until the network is idle; baseline: the same answers' decoded sizes (what they
//    would weigh uncompressed). Goal (issue 34 item 2) ≤ 150 kB.
//  - on 'slow 4G' (CDP Network.emulateNetworkConditions: 150 ms, 1.6 Mbit/s down, 750 kbit/s up):
//    the first contentful paint and the moment the page is usable — the registration form
//    [data-testid="line-register-form"] is in the page (the e2e test's definition). Baseline on
//    the same profile: a bare page (one HTML answer with its text, bare Node http) — the floor the
//    network alone sets. ROUNDS rounds of one cold visit each, bare page and product alternating;
//    the row is the median of the rounds' ratios (usable / the bare page's), with their spread.
//    Goal (issue 34 item 2): ≤ 2.5× the bare page. This is where the wall-clock bound of the
//    browser test lives now (issue 34 item 1): a time belongs here, never in a test.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { median } from './processes.mjs';
import { fmt, ratioRow, roundsOf, row } from './summary.mjs';

const ROUNDS = roundsOf('BENCH_FIRSTSCREEN_ROUNDS');
const BYTES_GOAL = 150_000;
const USABLE_RATIO_GOAL = 2.5;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Chrome DevTools' 'slow 4G' profile as the issue names it (throughputs in bytes/s). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1_000) / 8 };
const REGISTER_FORM = '[data-testid="line-register-form"]';
const BARE_TEXT = 'bare-page-text';

/** A fresh phone-sized context playing a new LINE user, with CDP's Network domain on. */
async function phonePage(browser, baseURL, line) {
  const context = await browser.newContext({ baseURL, locale: 'th-TH', viewport: { width: 390, height: 844 } });
  const userId = `U${randomBytes(16).toString('hex')}`;
  const user = { userId, displayName: 'สมหญิง ใจดี', idToken: line.issueIdToken({ sub: userId, name: 'สมหญิง ใจดี' }) };
  await context.addInitScript((mock) => {
    window.__LIFF_MOCK__ = mock;
  }, user);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const wire = new Map();
  const decoded = new Map();
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.dataReceived', (e) => decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength));
  cdp.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  /** Each answer's bytes over the wire, largest first, named by its path (what to make smaller next). */
  const answers = () => [...wire].map(([id, bytes]) => ({ path: new URL(urls.get(id) ?? 'http://x/?').pathname, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { context, page, cdp, bytes: () => ({ wire: sum(wire), decoded: sum(decoded) }), answers };
}

/** performance.now() in the page when `selector` is there (polled every 20 ms, as the e2e test). */
async function usableAt(page, selector) {
  const handle = await page.waitForFunction((s) => (document.querySelector(s) ? performance.now() : 0), selector, { timeout: 30_000, polling: 20 });
  return handle.jsonValue();
}

async function slowVisit(browser, baseURL, line, path, selector) {
  const { context, page, cdp } = await phonePage(browser, baseURL, line);
  try {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(path, { waitUntil: 'commit' });
    const usable = await usableAt(page, selector);
    const { fcp, waterfall } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      // What the page fetched until it was usable, on its own clock: where the time went.
      waterfall: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
    }));
    return { usable, fcp, waterfall };
  } finally {
    await context.close();
  }
}

export async function firstScreen({ baseUrl, line, env }) {
  if (!env.WEB_DIST) throw new Error('the web app is not built (apps/web/dist/index.html): npm run build:web');
  const bare = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="th"><meta charset="utf-8"><title>bare</title><p id="${BARE_TEXT}">ลงทะเบียน</p></html>`);
  });
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${bare.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    // Bytes of a first visit (no throttling: the count is the same, the wait shorter).
    const visit = await phonePage(browser, baseUrl, line);
    await visit.page.goto('/lineliff/tele');
    await usableAt(visit.page, REGISTER_FORM);
    await visit.page.evaluate(() => document.fonts.ready.then(() => undefined));
    await visit.page.waitForLoadState('networkidle');
    const { wire, decoded } = visit.bytes();
    const answers = visit.answers();
    await visit.context.close();
    console.log(`first screen: a first visit to /lineliff/tele moves ${(wire / 1000).toFixed(1)} kB over the wire (${(decoded / 1000).toFixed(1)} kB decoded) in ${answers.length} answers:`);
    for (const a of answers) console.log(`  ${(a.bytes / 1000).toFixed(1).padStart(7)} kB  ${a.path}`);

    console.log(`first screen: slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), ${ROUNDS} cold visits each, bare page and product alternating`);
    const bareRuns = [];
    const productRuns = [];
    for (let i = 0; i < ROUNDS; i++) {
      bareRuns.push(await slowVisit(browser, bareUrl, line, '/', `#${BARE_TEXT}`));
      productRuns.push(await slowVisit(browser, baseUrl, line, '/lineliff/tele', REGISTER_FORM));
    }
    const pick = (runs, key) => median(runs.map((r) => r[key]));
    const b = { fcp: pick(bareRuns, 'fcp'), usable: pick(bareRuns, 'usable') };
    const p = { fcp: pick(productRuns, 'fcp'), usable: pick(productRuns, 'usable') };
    console.log(`  bare page (baseline)        first contentful paint ${b.fcp.toFixed(0)} ms   text there at ${b.usable.toFixed(0)} ms`);
    console.log(`  /lineliff/tele (product)    first contentful paint ${p.fcp.toFixed(0)} ms   form usable at ${p.usable.toFixed(0)} ms   (each: ${productRuns.map((r) => r.usable.toFixed(0)).join(', ')} ms)`);
    const middleRun = [...productRuns].sort((a, b) => a.usable - b.usable)[Math.floor(productRuns.length / 2)];
    console.log(`  its median visit's fetches (start → end, ms on the page's clock):`);
    for (const f of middleRun.waterfall.filter((w) => w.start < middleRun.usable)) console.log(`    ${f.start.toFixed(0).padStart(5)} → ${f.end.toFixed(0).padStart(5)}  ${f.path}`);
    console.log('');
    return [
      row({
        figure: 'first visit to /lineliff/tele, bytes over the wire',
        baseline: `uncompressed ${fmt(decoded / 1000, 'kB')}`,
        product: fmt(wire / 1000, 'kB'),
        ratio: wire / decoded,
        goal: `≤ ${BYTES_GOAL / 1000} kB`,
        met: wire <= BYTES_GOAL,
      }),
      ratioRow({
        figure: `first screen on slow 4G: usable (first paint), median of ${ROUNDS}`,
        baseline: `bare page ${fmt(b.usable, 'ms', 0)} (${fmt(b.fcp, 'ms', 0)})`,
        product: `${fmt(p.usable, 'ms', 0)} (${fmt(p.fcp, 'ms', 0)})`,
        ratios: productRuns.map((r, i) => r.usable / bareRuns[i].usable),
        atMost: USABLE_RATIO_GOAL,
      }),
    ];
  } finally {
    await browser.close().catch(() => undefined);
    bare.close();
  }
}
